import type { IncomingMessage } from 'node:http';
import { MSG } from '@app/shared';
import helmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { nonCanonicalPath } from '../lib/canonical-path.ts';
import { localizeAnswer } from './locale.ts';

/** Longest path segment routed (find-my-way's maxParamLength): a longer one answers 414. */
export const MAX_PARAM_LENGTH = 500;

/**
 * Fastify refuses a path it cannot decode (`/api/image/%C0%AE`) or whose parameter is too long
 * inside the router, before any hook, with its own English body and none of the headers below.
 * `rewriteUrl` spots those paths first and sends them to a path that routes; the onRequest hook
 * then answers the refusal after helmet set its headers, like any other error. A target that is
 * not its path's canonical spelling (lib/canonical-path.ts) is refused the same way, with 400.
 */
const refusedUrls = new WeakMap<IncomingMessage, AppError>();
const REFUSED_URL_PATH = '/api/refused-url';

export function rewriteUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  if (nonCanonicalPath(path)) {
    refusedUrls.set(req, new AppError('validation', MSG.badUrl));
    return REFUSED_URL_PATH;
  }
  try {
    if (path.includes('%')) path = decodeURI(path);
  } catch {
    refusedUrls.set(req, new AppError('validation', MSG.badUrl));
    return REFUSED_URL_PATH;
  }
  if (path.length > MAX_PARAM_LENGTH && path.split('/').some((s) => s.length > MAX_PARAM_LENGTH)) {
    refusedUrls.set(req, new AppError('uri_too_long'));
    return REFUSED_URL_PATH;
  }
  return url;
}

/** What the router still refuses on its own (an absolute-form URL without a host): same envelope. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .code(tooLong ? 414 : 400)
    .headers(FALLBACK_HEADERS)
    .send({ status: 'error', ...localizeAnswer(req, { message: tooLong ? MSG.uriTooLong : MSG.badUrl }) });
}

// the headers that matter on a JSON error when helmet's hooks cannot run
const FALLBACK_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** CSP without unsafe-eval, nosniff, frame-ancestors none, Referrer-Policy; HSTS only over https. */
export default fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // the documents previewer shows an uploaded PDF from a blob: URL it typed application/pdf
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (req) => {
    const refused = refusedUrls.get(req.raw);
    if (refused) throw refused;
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
});
