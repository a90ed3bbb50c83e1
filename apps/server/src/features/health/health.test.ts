import { expect, it } from 'vitest';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });

it('answers health without a token when the database answers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.json()).toEqual({ status: 'success' });
});

it('serves the OpenAPI document and the docs page', async () => {
  const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(doc.json().paths).toHaveProperty('/api/auth/login');
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(docs.statusCode).toBe(200);
});

it('sends security headers and a request id on every answer', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBeDefined();
  expect(res.headers['x-request-id']).toBeTruthy();
});

it('answers an unknown API path with 404 in the envelope', async () => {
  const admin = await signIn(t.app);
  const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: admin.headers });
  expect(res.statusCode).toBe(404);
  expect(res.json().status).toBe('error');
});
