import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * A lone UTF-16 surrogate ("\ud800" in JSON) is text no encoding can store: PostgreSQL refuses it
 * in jsonb (the write failed with a 500) and a text column would keep U+FFFD instead of it. JSON
 * is the only way one comes in (URLs and multipart are UTF-8 bytes, decoded with U+FFFD), so the
 * parsed body, query and params are checked before validation, keys included.
 */
export const LONE_SURROGATE = 'Il testo contiene un carattere non valido (un surrogato UTF-16 isolato)';

/** In a unicode regex a pair is one code point: only a surrogate on its own matches. */
const LONE_SURROGATE_RE = /\p{Cs}/u;

/** Where the first ill-formed string is ("settings.name", "a.0.b"), or null when all are well formed. */
export function illFormedPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (LONE_SURROGATE_RE.test(current)) return path || '_';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const at = path ? `${path}.${key}` : key;
      if (LONE_SURROGATE_RE.test(key)) return at;
      stack.push([child, at]);
    }
  }
  return null;
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    const path = illFormedPath(req.body) ?? illFormedPath(req.query) ?? illFormedPath(req.params);
    if (path !== null)
      throw new AppError('validation', LONE_SURROGATE, { errors: { [path]: LONE_SURROGATE } });
  });
});
