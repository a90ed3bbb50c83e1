/**
 * The one spelling of a path the server routes (decision 0019). Anything else is refused with 400
 * before routing: an absolute-form or relative target (`http://host/api/…`), an empty or dot
 * segment (`//`, `/./`, `/x/../`, also written `%2e`), a `;` (path parameters), a backslash, an
 * encoded `/` or `\`, a percent-encoded letter, digit or `-._~` (`/%61pi`), and `/api` in another
 * case. Proxies and browsers send canonical paths; anything else is an attempt to be routed one
 * way and judged another, and no route of this product needs it.
 */

// %XX of an unreserved character (RFC 3986 §2.3: never needed) or of `/` and `\`
const NEEDLESS_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)/i;

/** Why a raw path (the request target before `?`) is not canonical; null when it is. */
export function nonCanonicalPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/')) return 'absolute-form or relative target';
  if (NEEDLESS_ESCAPE.test(rawPath)) return 'needless percent-escape';
  if (rawPath.includes(';') || rawPath.includes('\\')) return 'path parameter or backslash';
  const segments = rawPath.split('/').slice(1);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '.' || segment === '..') return 'dot segment';
    // empty anywhere but last: a trailing slash is routed like none (ignoreTrailingSlash)
    if (segment === '' && i < segments.length - 1) return 'empty segment';
  }
  const first = segments[0];
  if (first !== 'api' && first.toLowerCase() === 'api') return 'case of /api';
  return null;
}
