import { DEFAULT_LOCALE, isLocale, type TLocale } from '@app/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a public or member request prefers among the product's (RUNNING.md "English"):
 * the `Accept-Language` entry of highest weight that names one ("en-GB" is English, "*" the
 * default), else Italian. Admin routes never ask: the back-office answers in Italian.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): TLocale {
  return preferredLocale(request.headers['accept-language']);
}

/** The same from the header's value (a header sent twice reads as one list). */
export function preferredLocale(header: string | string[] | undefined): TLocale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, order };
    })
    .filter((e) => e.language && Number.isFinite(e.weight) && e.weight > 0)
    // heaviest first; equal weights in the order the client gave them
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { language } of ranked) {
    if (language === '*') return DEFAULT_LOCALE;
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
