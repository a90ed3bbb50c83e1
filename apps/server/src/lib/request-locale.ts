import { DEFAULT_LOCALE, isLocale, LOCALES, type TLocale } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language a public or member request prefers among the product's (RUNNING.md "English"):
 * `Accept-Language` negotiated by `negotiator` (q-values honoured, "en-GB" is English, "*" the
 * default), else Italian. Every request carries it as `req.locale` (plugins/locale.ts); admin
 * routes answer in Italian whatever it says.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): TLocale {
  return preferredLocale(request.headers['accept-language']);
}

/** The same from the header's value (a header sent twice reads as one list). */
export function preferredLocale(header: string | string[] | undefined): TLocale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (!value.trim()) return DEFAULT_LOCALE;
  const chosen = new Negotiator({ headers: { 'accept-language': value } }).language([...LOCALES]);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
