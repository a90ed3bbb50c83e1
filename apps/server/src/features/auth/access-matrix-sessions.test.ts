import { PROFILES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_IDLE_MS } from '../../lib/sessions.ts';
import { hashToken } from '../../lib/tokens.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/**
 * Completing route-table.test.ts: over every registered route, a token that is
 * expired (absolute 12 h), idle (2 h) or revoked is refused like no token (401), and every non-admin
 * profile, one by one, is refused every admin route (403).
 */
const { t } = useTestApp({ as: null });
const isOpen = (access: string) => access === 'public' || access === 'webhook';

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, p) => (p === 'name' ? `${'a'.repeat(32)}.pdf` : '1')).replace('*', 'x');

async function deadToken(kind: 'expired' | 'idle' | 'revoked') {
  const { token } = await signIn(t.app, 'admin');
  const now = Date.now();
  const set =
    kind === 'expired'
      ? { expiresAt: new Date(now - 1000) }
      : kind === 'idle'
        ? { lastSeenAt: new Date(now - SESSION_IDLE_MS - 60_000) }
        : { revokedAt: new Date(now) };
  await t.app.db
    .update(sessions)
    .set(set)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return token;
}

describe('route × session matrix', () => {
  it('refuses an expired, an idle and a revoked admin token on every protected route (401)', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isOpen(r.access));
    expect(routes.length).toBeGreaterThan(5);
    for (const kind of ['expired', 'idle', 'revoked'] as const) {
      const token = await deadToken(kind);
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${route.method} ${route.url} with a ${kind} token`).toBe(401);
      }
    }
  });

  it('refuses every non-admin profile on every admin route (403)', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.access === 'admin');
    const profiles = PROFILES.filter((p) => p !== 'admin');
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) {
      const { headers } = await signIn(t.app, profile);
      for (const route of routes) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
        expect(res.statusCode, `${route.method} ${route.url} as ${profile}`).toBe(403);
      }
    }
  });
});
