import Stripe from 'stripe';
import type { Config } from '../config.ts';

const clients = new WeakMap<Config, Stripe>();

/**
 * The Stripe SDK client of this configuration (STRIPE_SECRET_KEY, STRIPE_API_URL), made once;
 * null when no secret key is set (card payments off). stripe-node takes the API's host, port and
 * protocol: the tests point it at the local stand-in.
 */
export function stripeClient(config: Config): Stripe | null {
  if (!config.stripeSecretKey) return null;
  let client = clients.get(config);
  if (!client) {
    const api = new URL(config.stripeApiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(config.stripeSecretKey, {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      // one retry, with the idempotency key the SDK adds to every POST: a lost answer creates nothing twice
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(config, client);
  }
  return client;
}
