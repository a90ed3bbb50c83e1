import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@app/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../lib/sessions.ts';
import { ACCESS_LEVELS, guardRoute } from '../../plugins/auth.ts';
import { member as activeMember } from '../../test/fixtures/booking.ts';
import { rawClient } from '../../test/raw-http.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Every route Fastify registered (its own route table, so a route is covered the day it is added),
 * called with no token, a garbage token, a member's and an admin's, at its canonical path and
 * through every other spelling of it, over a real socket: each answers what the route declares.
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'x'), 'x');
// the member site's files are routes too (under /area/)
const siteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
fs.mkdirSync(path.join(siteDist, 'assets'));
fs.writeFileSync(path.join(siteDist, 'index.html'), '<!doctype html><title>y</title>');
fs.writeFileSync(path.join(siteDist, 'assets', 'y'), 'y');

const { t, user: admin } = useTestApp({
  env: { WEB_DIST: webDist, SITE_DIST: siteDist },
  after: async () => {
    for (const dir of [webDist, siteDist]) fs.rmSync(dir, { recursive: true, force: true });
  },
});

/** A concrete URL for a route pattern: every :param a value naming nothing that exists. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, p) => (p === 'name' ? `${'a'.repeat(32)}.pdf` : '999999')).replace('*', 'x');

/** The same path spelled otherwise: each must be refused before routing (400). */
function spellings(p: string): Record<string, string> {
  const [, first, ...rest] = p.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const variants: Record<string, string> = {
    'percent-encoded letter': `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`,
    '%2e segment': `/%2e${p}`,
    '%2E%2E segment': `/x/%2E%2E${p}`,
    'leading //': `/${p}`,
    '/./': `/.${p}`,
    '/x/../': `/x/..${p}`,
    ';params': `/${first};jsessionid=1${tail}`,
    'trailing ;params': `${p};x=1`,
    'absolute-form': `http://evil.example${p}`,
    'absolute-form https': `https://127.0.0.1${p}`,
  };
  if (rest.length) {
    variants['inner //'] = `/${first}/${tail}`;
    variants['encoded /'] = `/${first}%2F${rest.join('/')}`;
  }
  if (first === 'api') variants['upper case'] = `/API${tail}`;
  if (first === 'api') variants['mixed case'] = `/Api${tail}`;
  return variants;
}

const OPEN = new Set(['public', 'webhook']);

describe('route table × identity × spelling', () => {
  it('has every route declare who may call it, and only the known routes are open', () => {
    const routes = t.app.routeTable;
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes) {
      expect(ACCESS_LEVELS, `${r.method} ${r.url} declares no access`).toContain(r.access);
      if (r.access === 'public') {
        expect(r.url, `${r.method} ${r.url} is public`).toMatch(
          /^(\/api\/(auth\/login(\/mfa)?|auth\/setup|health|image\/:\w+|openapi\.json|docs(\/.*)?|password-reset(\/.*)?|public\/.+)|\/([\w.-]+|assets\/.+|area(\/.*)?)?)$/,
        );
      }
      if (r.access === 'webhook') expect(r.url).toMatch(/^\/api\/webhooks\//);
      if (r.access === 'member') expect(r.url).toMatch(/^\/api\/member\//);
      if (r.access === 'arbitrator') expect(r.url).toMatch(/^\/api\/arbitrator\//);
      if (r.url.startsWith('/api/arbitrator/')) expect(r.access).toBe('arbitrator');
      if (r.access === 'authenticated') expect(r.url).toMatch(/^\/api\/(account\/|auth\/logout$)/);
      if (r.url.startsWith('/api/member/')) expect(r.access).toBe('member');
      if (r.url.startsWith('/api/public/')) expect(r.access).toBe('public');
    }
  });

  it('answers each route, at its canonical path, as it declares; any other spelling is refused with 400', async () => {
    // a member whose company's membership is active: the documents answer them too
    const member = await activeMember(t.app, 'active');
    const client = await rawClient(t.app);
    const mismatches: string[] = [];
    let requests = 0;
    try {
      const routes = t.app.routeTable;
      for (const route of routes) {
        // fresh sessions per route: a logout or "end other sessions" must not blind the next ones
        const tokens = {
          none: undefined,
          garbage: 'Bearer not-a-token-at-all',
          member: `Bearer ${await createSession(t.app.db, member.id, {})}`,
          admin: `Bearer ${await createSession(t.app.db, admin.id, {})}`,
        };
        const target = concrete(route.url);
        for (const [who, authorization] of Object.entries(tokens)) {
          const headers = authorization ? { authorization } : undefined;
          const res = await client.send(route.method, target, headers);
          requests++;
          const expected = expectedFor(route.access, who as keyof typeof tokens);
          if (!expected(res.status)) {
            mismatches.push(`${route.method} ${target} as ${who} (${route.access}): ${res.status}`);
          }
          for (const [spelling, variant] of Object.entries(spellings(target))) {
            const spelled = await client.send(route.method, variant, headers);
            requests++;
            const refused = spelled.status === 400 && JSON.parse(spelled.body).message === MSG.badUrl;
            if (!refused) {
              mismatches.push(`${route.method} ${variant} (${spelling}) as ${who}: ${spelled.status}`);
            }
          }
        }
      }
    } finally {
      client.close();
    }
    expect(mismatches).toEqual([]);
    expect(requests).toBeGreaterThan(2000);
    // thousands of requests: seconds on a quiet machine, a minute on a busy one
  }, 180_000);

  it('serves the web app’s page to a deep link, and a JSON 404 under /api', async () => {
    const page = await t.app.inject({ url: '/invoices/32' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<!doctype html>');
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe('error');
  });

  it('refuses a route that declares no access to everyone, admins included', async () => {
    const app = Fastify();
    app.addHook('onRoute', guardRoute);
    app.get('/undeclared', async () => ({ secret: true }));
    app.get('/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    const undeclared = await app.inject({ url: '/undeclared', headers: admin.headers });
    expect(undeclared.statusCode).toBe(403);
    expect(undeclared.body).not.toContain('secret');
    expect((await app.inject({ url: '/declared' })).statusCode).toBe(200);
    await app.close();
  });

  it('judges the route the router matched, however the path was spelled (even without the 400)', async () => {
    const app = Fastify();
    app.decorate('db', t.app.db);
    app.addHook('onRoute', guardRoute);
    app.get('/api/users', { config: { access: 'admin' } }, async () => ({ secret: true }));
    await app.ready();
    for (const url of ['/api/users', '/%61pi/users', '/api/%75sers']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('secret');
    }
    await app.close();
  });
});

/** What a route of this access answers to each identity: the status a client may observe. */
function expectedFor(access: string, who: 'none' | 'garbage' | 'member' | 'admin') {
  const reached = (s: number) => s !== 401 && s !== 403 && s < 500;
  if (OPEN.has(access)) return reached;
  if (who === 'none' || who === 'garbage') return (s: number) => s === 401;
  if (access === 'authenticated') return reached;
  if (access === 'member') return who === 'member' ? reached : (s: number) => s === 403;
  // neither a member nor an admin is an arbitrator (arbitrator-profile.test.ts walks their routes)
  if (access === 'arbitrator') return (s: number) => s === 403;
  if (access === 'admin') return who === 'admin' ? reached : (s: number) => s === 403;
  return () => false;
}
