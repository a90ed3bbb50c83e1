import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_BODY_BYTES } from '@app/shared';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { features } from './features/index.ts';
import { notFound } from './lib/app-error.ts';
import { redactLogLine, serializeError, serializeRequest } from './lib/log-redaction.ts';
import audit from './plugins/audit.ts';
import auth, { guardRoute } from './plugins/auth.ts';
import db from './plugins/db.ts';
import errors from './plugins/errors.ts';
import files from './plugins/files.ts';
import load from './plugins/load.ts';
import locale from './plugins/locale.ts';
import mail from './plugins/mail.ts';
import openapi from './plugins/openapi.ts';
import security, { frameworkErrors, MAX_PARAM_LENGTH, rewriteUrl } from './plugins/security.ts';
import textInput from './plugins/text-input.ts';

/** What a route declares of its input (zod schemas). */
export type RouteSchemas = {
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  /** `multipart/form-data` on the routes that read a form */
  consumes?: readonly string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** every route registered, with its declared access: the 401/403 matrix is built from it */
    routeTable: { method: string; url: string; access: string; schema?: RouteSchemas }[];
  }
}

const REQUEST_ID_RE = /^[\w-]{8,64}$/;

export async function buildApp(
  config: Config,
  database: Database,
  opts: {
    logger?: boolean;
    loadShedding?: boolean;
    /** where the log goes instead of stdout (tests read it) */
    logStream?: { write(line: string): void };
  } = {},
) {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.token',
              '*.auth_token',
            ],
            // the request URL without its secrets (?token=…, an order's link token in the path),
            // and errors without the values of a failed query
            serializers: { req: serializeRequest, err: serializeError },
            // and no capability token in any line, whatever logged it (lib/log-redaction.ts)
            hooks: { streamWrite: redactLogLine },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
    },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    rewriteUrl,
    frameworkErrors,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('routeTable', []);
  // the first onRoute hook: every route of every plugin gets its access check (plugins/auth.ts)
  app.addHook('onRoute', (route) => {
    guardRoute(route);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // read when asked: a later onRoute hook (openapi's docs) may still declare the access
      app.routeTable.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access ?? 'undeclared';
        },
        // the declared zod schemas, for tests that walk every route (fuzzing)
        schema: route.schema as RouteSchemas | undefined,
      });
    }
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await app.register(locale);
  await app.register(errors);
  await app.register(security);
  await app.register(textInput);
  // tests on a busy machine must not see 503s meant for production overload
  if (opts.loadShedding !== false) await app.register(load);
  await app.register(db, { database });
  await app.register(auth);
  await app.register(audit);
  await app.register(files);
  await app.register(mail);
  await app.register(openapi);
  await app.register(
    async (api) => {
      for (const feature of features) await api.register(feature);
    },
    { prefix: '/api' },
  );
  registerSite(app, config.siteDist);
  registerWeb(app, config.webDist);
  return app;
}

/** A plugin whose routes (a library's, which take no route config) are declared public. */
function publicScope<O>(plugin: (app: FastifyInstance, opts: O) => Promise<void>) {
  return async (scope: FastifyInstance, opts: O) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await plugin(scope, opts);
  };
}

/** Long cache for hashed bundle names (they never change content), none for the rest. */
const cacheHeaders = (reply: { header(name: string, value: string): unknown }, file: string) => {
  reply.header(
    'Cache-Control',
    file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
};

/**
 * An SPA's index.html, never cached (it names the current bundles). Read here rather than with
 * reply.sendFile: fastify-static decorates the reply only inside the scope that registered it.
 */
function sendIndex(reply: FastifyReply, root: string) {
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(fs.createReadStream(path.join(root, 'index.html')));
}

/**
 * The member site's policy: the admin's, without inline styles (the site has one stylesheet and
 * no CSS-in-JS). Its pages talk only to this origin's API.
 */
const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The built member site at /area/ (decision 0025): its files, and its index.html for any other
 * GET under /area/ (its own router draws the page, a 404 included).
 */
function registerSite(app: FastifyInstance, siteDist: string | undefined) {
  const root = siteDist ? path.resolve(siteDist) : undefined;
  if (root === undefined || !fs.existsSync(path.join(root, 'index.html'))) return;
  app.register(
    async (site) => {
      site.addHook('onSend', async (_req, reply) => {
        reply.header('Content-Security-Policy', SITE_CSP);
      });
      await site.register(publicScope(fastifyStatic), {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        setHeaders: cacheHeaders,
      });
      site.setNotFoundHandler((req, reply) => {
        const isPage =
          (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/area/assets/');
        if (!isPage) return reply.send(notFound());
        return sendIndex(reply, root);
      });
    },
    { prefix: '/area' },
  );
}

/** The first segment `area` in any case (the router matches `/area` only as written). */
const AREA_ANY_CASE = /^\/area(?=\/|$|\?)/i;

/** The built web app at /, with the SPA's index.html for any other GET outside /api. */
function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const root = webDist ? path.resolve(webDist) : undefined;
  const hasWeb = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    app.register(publicScope(fastifyStatic), {
      root,
      wildcard: false,
      index: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // /AREA/…, /Area/…: the member site's address in another case, never the back-office's shell
    const area = AREA_ANY_CASE.exec(req.url);
    if (area && area[0] !== '/area') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return reply.send(notFound());
      }
      return reply.redirect(`/area${req.url.slice(area[0].length)}`, 301);
    }
    // /area/ is the member site's, served or not (registerSite)
    const isPage = req.method === 'GET' && !/^\/(api|assets\/|area(\/|$|\?))/.test(req.url);
    if (root !== undefined && hasWeb && isPage) return sendIndex(reply, root);
    // through the error handler: in the language the request asks (an unknown path is no admin's)
    return reply.send(notFound());
  });
}
