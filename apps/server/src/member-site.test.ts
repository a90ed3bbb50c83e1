import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.ts';

/** Two built apps on disk, told apart by their index.html: the back-office and the member site. */
function dist(name: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-dist-`));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}
const webDist = dist('web', { 'index.html': '<!doctype html><title>back-office</title>' });
const siteDist = dist('site', {
  'index.html': '<!doctype html><title>sito</title>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/index-abc123.js': 'console.log(1)',
});

// built once for the file, before its tests (their build is slow on a busy machine)
const { t: withSite } = useTestApp({ env: { WEB_DIST: webDist, SITE_DIST: siteDist }, as: null });
const { t: withoutSite } = useTestApp({
  env: { WEB_DIST: webDist },
  as: null,
  after: async () => {
    for (const dir of [webDist, siteDist]) fs.rmSync(dir, { recursive: true, force: true });
  },
});

describe('the member site under /area/', () => {
  it('answers its index for every page, its files with the right cache, and its own CSP', async () => {
    const { app } = withSite;
    for (const url of ['/area/', '/area', '/area/conferenze/3', '/area/ordini/abc-def', '/area/x/y?z=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>sito</title>');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self'");
      expect(csp, url).not.toContain('unsafe');
    }
    const head = await app.inject({ method: 'HEAD', url: '/area/conferenze/3' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    const asset = await app.inject({ url: '/area/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/area/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 in JSON for a missing asset or a non-GET, never a page', async () => {
    const { app } = withSite;
    for (const [method, url] of [
      ['GET', '/area/assets/gone-999.js'],
      ['POST', '/area/conferenze/3'],
      ['DELETE', '/area/'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ status: 'error', message: 'Risorsa non trovata' });
    }
  });

  it('leaves the back-office at / and the API as they were', async () => {
    const { app } = withSite;
    for (const url of ['/', '/users', '/areas', '/area-riservata']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>back-office</title>');
      // the admin's policy (MUI injects styles), not the site's
      expect(String(res.headers['content-security-policy']), url).toContain("'unsafe-inline'");
    }
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'success' });
    expect((await app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });

  it('without a built site, /area/ is no page of the back-office', async () => {
    const { app } = withoutSite;
    const res = await app.inject({ url: '/area/conferenze/3' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('back-office');
    for (const url of ['/AREA/', '/Area/ordini/x']) {
      const variant = await app.inject({ url });
      expect(variant.body, url).not.toContain('back-office');
    }
  });

  it('sends /area in another case to /area, never to the back-office shell', async () => {
    const { app } = withSite;
    for (const [url, location] of [
      ['/AREA/', '/area/'],
      ['/AREA', '/area'],
      ['/Area/ordini/Ab_c-1', '/area/ordini/Ab_c-1'],
      ['/aREA/conferenze/3?x=1', '/area/conferenze/3?x=1'],
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(301);
        expect(res.headers.location, url).toBe(location);
        expect(res.body, url).not.toContain('back-office');
      }
      const followed = await app.inject({ url: location });
      expect(followed.body, location).toContain('<title>sito</title>');
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/AREA/' });
      expect(res.statusCode, method).toBe(404);
      expect(res.body).not.toContain('back-office');
    }
    // the back-office's own deep links still load its shell on reload
    for (const url of ['/users/5', '/conferences/3/orders', '/areas', '/Users/5']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>back-office</title>');
    }
  });
});
