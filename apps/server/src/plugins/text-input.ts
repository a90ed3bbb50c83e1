import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Text PostgreSQL cannot store, refused wherever input comes in (JSON bodies, query, params, and
 * the fields of a multipart form through `refuseIllFormedText`):
 * - a NUL character: a text column cannot hold one (the write failed with a 500);
 * - a lone UTF-16 surrogate ("\ud800" in JSON): no encoding can store it; PostgreSQL refuses it in
 *   jsonb (a 500) and a text column would keep U+FFFD instead of it.
 * Raw bytes that are not UTF-8 (in a URL, a JSON or a multipart body) are decoded as U+FFFD
 * before any of this, the same for every kind of body.
 */
export const NUL_REFUSED = 'Il testo contiene un carattere non ammesso (NUL)';
export const LONE_SURROGATE = 'Il testo contiene un carattere non valido (un surrogato UTF-16 isolato)';

/** In a unicode regex a pair is one code point: only a surrogate on its own matches. */
const LONE_SURROGATE_RE = /\p{Cs}/u;

const whyRefused = (text: string): string | null =>
  text.includes('\u0000') ? NUL_REFUSED : LONE_SURROGATE_RE.test(text) ? LONE_SURROGATE : null;

/**
 * Where the first string (or key) that cannot be stored is ("settings.name", "a.0.b", `prefix` in
 * front), and why; null when every one is well formed.
 */
export function illFormedText(value: unknown, prefix = ''): { path: string; message: string } | null {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const message = whyRefused(current);
      if (message) return { path: path || '_', message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const at = path ? `${path}.${key}` : key;
      const message = whyRefused(key);
      if (message) return { path: at, message };
      stack.push([child, at]);
    }
  }
  return null;
}

/** 400 in Italian naming the field whose text cannot be stored (see illFormedText). */
export function refuseIllFormedText(value: unknown, prefix = ''): void {
  const found = illFormedText(value, prefix);
  if (found) throw new AppError('validation', found.message, { errors: { [found.path]: found.message } });
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    refuseIllFormedText(req.body);
    refuseIllFormedText(req.query);
    refuseIllFormedText(req.params);
  });
});
