import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { api } from './api.ts';
import type { Catalog, Session } from './checkout.ts';
import { StripeApiError } from './errors.ts';
import { type Params, parseForm } from './form.ts';
import { checkoutPage, notFoundPage } from './hosted-page.ts';
import { newId } from './ids.ts';
import { completeSession, expireSession } from './lifecycle.ts';
import type { Store } from './store.ts';
import { type Delivery, Webhooks } from './webhooks.ts';

export type { Session } from './checkout.ts';
export type { Delivery } from './webhooks.ts';

export interface StandinOptions {
  /** the secret key the product must send as `Authorization: Bearer …` */
  apiKey: string;
  /** where the signed events go (the product's POST /api/webhooks/stripe); settable later */
  webhook?: { url: string; secret: string } | null;
  /** 0 (default): any free port */
  port?: number;
  host?: string;
}

/** One request the stand-in received, for tests to assert on (API calls and the hosted pages). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Params;
  /** form parameters, parsed into nested objects as Stripe reads them */
  body: Params;
  headers: { authorization?: string; idempotencyKey?: string; stripeVersion?: string; contentType?: string };
  status: number;
}

export interface StripeStandin {
  /** the base URL: STRIPE_API_URL for the product */
  url: string;
  requests: RecordedRequest[];
  webhooks: Webhooks;
  sessions: Map<string, Session>;
  store: Store;
  /** what the hosted page's "Paga" does: completes the session and delivers its events, in order */
  pay(sessionId: string): Promise<Delivery[]>;
  /** Stripe expiring an open session by itself (its expires_at passed): checkout.session.expired */
  expire(sessionId: string): Promise<Delivery[]>;
  /** the requests to one API path, e.g. requestsTo('POST', '/v1/checkout/sessions') */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) reject(new StripeApiError(413, 'Request too large.'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  const type = typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json';
  res.writeHead(status, { 'content-type': type, 'request-id': newId('req', 14), ...headers });
  res.end(json);
}

/**
 * Starts the stand-in: a Stripe-compatible API for what the product calls (Checkout Sessions in
 * payment and subscription mode, coupons, prices, customers, subscriptions), its own hosted
 * checkout page at `/c/pay/:id`, and webhook deliveries signed with the endpoint secret as
 * Stripe signs them. Everything lives in memory until `close()`.
 */
export async function startStripeStandin(options: StandinOptions): Promise<StripeStandin> {
  const requests: RecordedRequest[] = [];
  const catalog: Catalog = { prices: new Map(), coupons: new Map(), products: new Map() };
  const store: Store = {
    catalog,
    sessions: new Map(),
    customers: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    idempotent: new Map(),
  };
  const webhooks = new Webhooks(options.webhook ?? null);
  let baseUrl = '';

  const sessionOf = (id: string) => {
    const s = store.sessions.get(id);
    if (!s) throw new StripeApiError(404, `No such checkout.session: '${id}'`, 'session', 'resource_missing');
    return s;
  };

  async function hosted(method: string, path: string, res: ServerResponse): Promise<number> {
    const match = /^\/c\/pay\/([A-Za-z0-9_]+)(?:\/(pay|cancel))?$/.exec(path);
    const s = match ? store.sessions.get(match[1]) : undefined;
    if (!match || !s) {
      send(res, 404, notFoundPage());
      return 404;
    }
    if (s.status === 'open' && s.expiresAt * 1000 < Date.now()) await expireSession(webhooks, s);
    const action = match[2];
    if (method === 'GET' && !action) {
      send(res, 200, checkoutPage(s));
      return 200;
    }
    if (method === 'POST' && action === 'pay' && s.status === 'open') {
      await completeSession(store, webhooks, s);
      res.writeHead(303, { location: s.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', s.id) }).end();
      return 303;
    }
    if (method === 'POST' && action === 'cancel' && s.cancelUrl) {
      // as on Stripe, leaving by the back link keeps the session open until it expires
      res.writeHead(303, { location: s.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', s.id) }).end();
      return 303;
    }
    send(res, 409, checkoutPage(s));
    return 409;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const [path, search = ''] = (req.url ?? '/').split('?');
    const method = req.method ?? 'GET';
    const raw = await readBody(req).catch(() => '');
    const body = parseForm(raw);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const record: RecordedRequest = {
      method,
      path,
      query: qs.parse(search) as Params,
      body,
      headers: {
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
        stripeVersion: header('stripe-version'),
        contentType: header('content-type'),
      },
      status: 0,
    };
    requests.push(record);
    if (path.startsWith('/c/pay/')) {
      record.status = await hosted(method, path, res);
      return;
    }
    try {
      const answer = await api(store, webhooks, {
        method,
        path,
        query: record.query,
        body,
        raw,
        headers: record.headers,
        apiKey: options.apiKey,
        baseUrl,
        sessionOf,
      });
      record.status = answer.status;
      send(res, answer.status, answer.body, { 'stripe-version': record.headers.stripeVersion ?? '' });
    } catch (err) {
      const e =
        err instanceof StripeApiError
          ? err
          : new StripeApiError(500, String(err), undefined, undefined, 'api_error');
      record.status = e.status;
      send(res, e.status, e.body());
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.address}:${address.port}`;

  return {
    url: baseUrl,
    requests,
    webhooks,
    sessions: store.sessions,
    store,
    pay: async (id) => {
      const s = sessionOf(id);
      if (s.status !== 'open') throw new Error(`session ${id} is ${s.status}, not open`);
      return completeSession(store, webhooks, s);
    },
    expire: (id) => expireSession(webhooks, sessionOf(id)),
    requestsTo: (method, path) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    close: async () => {
      await webhooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
