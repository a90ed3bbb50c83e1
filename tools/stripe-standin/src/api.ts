import { customer } from './billing-objects.ts';
import { createSession, type Session } from './checkout.ts';
import { noSuch, StripeApiError } from './errors.ts';
import { list, metadata, type Params, text } from './form.ts';
import { expireSession } from './lifecycle.ts';
import { createCoupon, createPrice } from './resources.ts';
import { lineItemList, sessionObject } from './session-object.ts';
import type { Answer, Store } from './store.ts';
import type { Webhooks } from './webhooks.ts';

export interface ApiRequest {
  method: string;
  path: string;
  query: Params;
  body: Params;
  raw: string;
  headers: { authorization?: string; idempotencyKey?: string; stripeVersion?: string };
  apiKey: string;
  baseUrl: string;
  sessionOf(id: string): Session;
}

// the version the SDK sends when the product pins none
const DEFAULT_API_VERSION = '2026-10-28.endive';

function authenticate(r: ApiRequest) {
  const header = r.headers.authorization;
  if (!header) {
    throw new StripeApiError(
      401,
      'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
    );
  }
  const key = /^Bearer (\S+)$/.exec(header)?.[1];
  if (key !== r.apiKey) {
    const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
    throw new StripeApiError(401, `Invalid API Key provided: ${shown}`);
  }
}

const expands = (query: Params, what: string) => list(query.expand, 'expand').includes(what);

type Route = [
  method: string,
  pattern: RegExp,
  handler: (r: ApiRequest, id: string) => Answer | Promise<Answer>,
];

const ok = (body: unknown): Answer => ({ status: 200, body });

function routes(store: Store, webhooks: Webhooks): Route[] {
  const found = <T>(map: Map<string, T>, kind: string, id: string) => {
    const v = map.get(id);
    if (!v) throw noSuch(kind, id, 'id');
    return v;
  };
  return [
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (r) => {
        const version = r.headers.stripeVersion ?? DEFAULT_API_VERSION;
        const s = createSession(store.catalog, r.body, { apiVersion: version, baseUrl: r.baseUrl });
        if (s.customer && !store.customers.has(s.customer)) throw noSuch('customer', s.customer, 'customer');
        store.sessions.set(s.id, s);
        return ok(sessionObject(s, { expandLineItems: expands(r.body, 'line_items') }));
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (r, id) => ok(sessionObject(r.sessionOf(id), { expandLineItems: expands(r.query, 'line_items') })),
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/, (r, id) => ok(lineItemList(r.sessionOf(id)))],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      async (r, id) => {
        const s = r.sessionOf(id);
        if (s.status !== 'open') {
          throw new StripeApiError(
            400,
            'Only Checkout Sessions with a status in ["open"] can be expired.',
            undefined,
            'checkout_session_not_expirable',
          );
        }
        // the event follows the answer, as Stripe's webhooks follow its API responses
        await expireSession(webhooks, s, { background: true });
        return ok(sessionObject(s));
      },
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (r) => {
        const coupon = createCoupon(r.body);
        if (store.catalog.coupons.has(coupon.id)) {
          throw new StripeApiError(400, 'Coupon already exists.', 'id', 'resource_already_exists');
        }
        store.catalog.coupons.set(coupon.id, coupon);
        return ok(coupon);
      },
    ],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (_r, id) => ok(found(store.catalog.coupons, 'coupon', id))],
    [
      'POST',
      /^\/v1\/prices$/,
      (r) => {
        const p = createPrice(r.body, store.catalog.products);
        store.catalog.prices.set(p.id, p);
        return ok(p);
      },
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, (_r, id) => ok(found(store.catalog.prices, 'price', id))],
    [
      'POST',
      /^\/v1\/customers$/,
      (r) => {
        const c = customer({
          email: text(r.body.email, 'email', { max: 512 }) ?? null,
          name: text(r.body.name, 'name', { max: 256 }) ?? null,
          metadata: metadata(r.body.metadata),
        });
        store.customers.set(c.id, c);
        return ok(c);
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_r, id) => ok(found(store.customers, 'customer', id))],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_r, id) => ok(found(store.subscriptions, 'subscription', id))],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_r, id) => ok(found(store.invoices, 'invoice', id))],
  ];
}

/** One API call: authenticated, replayed when its Idempotency-Key was seen, routed. */
export async function api(store: Store, webhooks: Webhooks, r: ApiRequest): Promise<Answer> {
  authenticate(r);
  const key = r.method === 'POST' ? r.headers.idempotencyKey : undefined;
  const first = key ? store.idempotent.get(key) : undefined;
  if (first) {
    if (first.method !== r.method || first.path !== r.path || first.raw !== r.raw) {
      throw new StripeApiError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        undefined,
        undefined,
        'idempotency_error',
      );
    }
    return first.answer;
  }
  for (const [method, pattern, handler] of routes(store, webhooks)) {
    const m = pattern.exec(r.path);
    if (!m || method !== r.method) continue;
    const answer = await handler(r, decodeURIComponent(m[1] ?? ''));
    if (key) store.idempotent.set(key, { method: r.method, path: r.path, raw: r.raw, answer });
    return answer;
  }
  throw new StripeApiError(
    404,
    `Unrecognized request URL (${r.method}: ${r.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}
