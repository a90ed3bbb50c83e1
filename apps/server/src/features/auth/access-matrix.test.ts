import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const { t, user: member } = useTestApp({ as: 'client' });

/** A concrete URL for a route pattern: every :param becomes a plausible value. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, p) => (p === 'name' ? `${'a'.repeat(32)}.pdf` : '1')).replace('*', 'x');

describe('401/403 matrix over every registered route', () => {
  it('knows the public routes, and nothing else is public', () => {
    const publicRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.access === 'public');
    for (const r of publicRoutes) {
      expect(r.url).toMatch(
        /^\/api\/(auth\/login|auth\/setup$|health|image\/|openapi\.json|docs|password-reset|webhooks\/stripe)/,
      );
    }
  });

  it('refuses every protected route without a token, with a bad token, and for a non-admin', async () => {
    const protectedRoutes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.access !== 'public',
    );
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const none = await t.app.inject({ method, url });
      expect(none.statusCode, `${route.method} ${route.url} without token`).toBe(401);
      expect(none.json().status).toBe('error');
      const bad = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode, `${route.method} ${route.url} bad token`).toBe(401);
      if (route.access === 'admin') {
        const forbidden = await t.app.inject({ method, url, headers: member.headers });
        expect(forbidden.statusCode, `${route.method} ${route.url} non-admin`).toBe(403);
      }
    }
  });
});
