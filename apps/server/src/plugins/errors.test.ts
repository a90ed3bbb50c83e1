import net from 'node:net';
import { MAX_UPLOAD_BYTES } from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../features/stripe-webhooks/fixtures.ts';
import { demoPdf } from '../seed/demo-files.ts';
import { multipartFile } from '../test/multipart.ts';
import { signIn, useTestApp } from '../test/test-app.ts';

/**
 * Every refusal, Fastify's own included, says in Italian what happened, in the
 * `{status:"error", message}` envelope, with the security headers of any other answer.
 */
const SECRET = 'whsec_errors_suite';
const { t, headers } = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
let reference: LightMyRequestResponse;
beforeAll(async () => {
  reference = await t.app.inject({ method: 'GET', url: '/api/health' });
});

// helmet's headers, as a normal answer carries them
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectRefusal(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toMatchObject({ status: 'error', message });
  for (const name of SECURITY_HEADERS) {
    expect(res.headers[name], name).toBe(reference.headers[name]);
  }
  expect(res.headers['x-request-id']).toBeTruthy();
}

const json = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });

describe('refusals of the URL', () => {
  it('a malformed escape is 400 "Indirizzo non valido", with every security header', async () => {
    expect(SECURITY_HEADERS.every((name) => reference.headers[name])).toBe(true);
    for (const url of ['/api/image/%C0%AE', '/api/users/%E0%A4%A', '/qualcosa/%ZZ?x=1']) {
      expectRefusal(await t.app.inject({ method: 'GET', url, headers }), 400, 'Indirizzo non valido');
    }
  });

  it('a path segment too long to route is 414 "Indirizzo troppo lungo"', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/image/${'a'.repeat(600)}.png` });
    expectRefusal(res, 414, 'Indirizzo troppo lungo');
  });

  it('what the router still refuses by itself gets the envelope and the main headers', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET http:///api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      });
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain("frame-ancestors 'none'");
    expect(JSON.parse(body)).toEqual({ status: 'error', message: 'Indirizzo non valido' });
  });
});

describe('refusals of the body', () => {
  it('JSON over the 1 MiB body limit is 413 and says so; an upload keeps its 2 MiB message', async () => {
    const big = JSON.stringify({ section: { title: 'x'.repeat(1024 * 1024) } });
    expectRefusal(await json('/api/sections', big), 413, 'Richiesta troppo grande (massimo 1 MiB)');

    const file = multipartFile(Buffer.concat([demoPdf('big'), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'grande.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
    expectRefusal(upload, 413, 'Il file supera il limite di 2 MiB');
  });

  it('invalid or empty JSON is 400; another content type is 415, in Italian', async () => {
    expectRefusal(
      await json('/api/sections', '{"section":'),
      400,
      'Il corpo della richiesta non è un JSON valido',
    );
    expectRefusal(await json('/api/sections', ''), 400, 'Il corpo della richiesta è vuoto: JSON atteso');
    expectRefusal(
      await json('/api/sections', '<section/>', 'application/xml'),
      415,
      'Formato della richiesta non supportato: invia JSON (application/json)',
    );
  });

  it('an over-long text says how long it may be, not that it is required', async () => {
    const user = await signIn(t.app, 'client');
    const expert = { user_id: user.id, country_id: 1, name: 'x'.repeat(201), surname: 'Ferri' };
    const res = await json('/api/experts', JSON.stringify({ expert }));
    expectRefusal(res, 400, 'Dati non validi');
    expect(res.json().errors).toEqual({ 'expert.name': 'Testo troppo lungo (massimo 200 caratteri)' });
  });
});

describe('the Stripe webhook', () => {
  const post = (payload: string, extra: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: extra, payload });
  const event = JSON.stringify({ id: 'evt_x', type: 'ping', created: 1, data: { object: {} } });

  it('a bad signature on JSON stays "Firma Stripe non valida"', async () => {
    const res = await post(event, signedHeaders(event, 'whsec_someone_else'));
    expectRefusal(res, 400, 'Firma Stripe non valida');
  });

  it('a body that is not JSON says so, correctly signed or not', async () => {
    const notJson = 'evento=1&firma=2';
    const signed = await post(notJson, signedHeaders(notJson, SECRET));
    expectRefusal(signed, 400, 'Contenuto non valido: JSON atteso');
    const unsigned = await post(notJson, signedHeaders(notJson, 'whsec_someone_else'));
    expectRefusal(unsigned, 400, 'Contenuto non valido: JSON atteso');
  });

  it('another content type is 415, in Italian', async () => {
    const res = await post(event, { ...signedHeaders(event, SECRET), 'content-type': 'text/plain' });
    expectRefusal(res, 415, 'Formato della richiesta non supportato: invia JSON (application/json)');
  });
});
