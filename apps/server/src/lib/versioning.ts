import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The version a write was based on, from `If-Match: "3"` (or W/"3", or 3). No header: the write is
 * accepted as the web app's calls make it; a version in the body (`version`) counts the same.
 */
export function expectedVersion(req: FastifyRequest, bodyVersion?: number | null): number | undefined {
  const header = req.headers['if-match'];
  if (typeof header === 'string' && header.trim() !== '' && header.trim() !== '*') {
    const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
    if (!match) throw new AppError('validation', 'Intestazione If-Match non valida');
    return Number(match[1]);
  }
  return bodyVersion ?? undefined;
}

/** 412 carrying the current record under its wire key, so the client can offer to reload. */
export function staleError(key: string, current: unknown): AppError {
  return new AppError('stale', undefined, { [key]: current });
}
