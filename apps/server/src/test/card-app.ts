import { type StripeStandin, startStripeStandin } from '@app/stripe-standin';
import type { FastifyInstance } from 'fastify';
import { ISSUER } from './fixtures/invoices.ts';
import { type TestAppOptions, useTestApp } from './test-app.ts';

export const STRIPE_KEY = 'sk_test_product_suite';
export const STRIPE_WEBHOOK_SECRET = 'whsec_product_suite';

/**
 * A test app that takes card payments for real: its Stripe SDK talks to a local stand-in
 * (@app/stripe-standin), and the app listens on a port so that the stand-in's signed events reach
 * its real webhook route over HTTP. The issuer's settings are complete, so payments are invoiced.
 * `card.standin` is filled in before the tests run.
 */
export function useCardTestApp(
  options: Pick<TestAppOptions, 'timeout'> & { env?: Record<string, string> } = {},
) {
  const card = {} as { standin: StripeStandin; baseUrl: string };
  const app = useTestApp({
    timeout: options.timeout,
    env: async () => {
      card.standin = await startStripeStandin({ apiKey: STRIPE_KEY });
      return {
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_API_URL: card.standin.url,
        STRIPE_WEBHOOK_SECRET,
        PUBLIC_URL: 'https://soci.example.it',
        ...options.env,
      };
    },
    seed: async (t) => {
      card.baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      card.standin.webhooks.endpoint = {
        url: `${card.baseUrl}/api/webhooks/stripe`,
        secret: STRIPE_WEBHOOK_SECRET,
      };
    },
    after: () => card.standin?.close(),
  });
  return { ...app, card };
}

/** Completes the issuer's settings (an admin's PUT), so that paid orders are invoiced. */
export async function completeIssuer(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/invoice-settings',
    headers,
    payload: { settings: ISSUER },
  });
  if (res.statusCode !== 200) throw new Error(`invoice settings: ${res.body}`);
}
