import type { Customer, Subscription } from './billing-objects.ts';
import type { Catalog, Session } from './checkout.ts';
import type { Json } from './objects.ts';

/**
 * Everything the stand-in holds, in memory: a module of its own, since the API (api.ts) and the
 * sessions' lifecycle (lifecycle.ts) both read it and neither should import the other for it.
 */
export interface Store {
  catalog: Catalog;
  sessions: Map<string, Session>;
  customers: Map<string, Customer>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Json>;
  /** Idempotency-Key → the first request and its answer (Stripe keeps them 24 hours) */
  idempotent: Map<string, { method: string; path: string; raw: string; answer: Answer }>;
}

export interface Answer {
  status: number;
  body: unknown;
}
