import { z } from 'zod';

/** A link people may click: only absolute http(s) URLs, never javascript:, data: or a bare path. */
export const WEB_URL_MAX = 200;
export const WEB_URL_INVALID = 'Indirizzo web non valido: usa http:// o https://';

const ABSOLUTE_WEB_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

export function isWebUrl(value: string): boolean {
  if (!ABSOLUTE_WEB_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const ZWebUrl = z.string().trim().max(WEB_URL_MAX).refine(isWebUrl, WEB_URL_INVALID);

/** The same, optional: empty, blank or null is no link (null). */
export const ZOptionalWebUrl = z
  .string()
  .trim()
  .max(WEB_URL_MAX)
  .refine((v) => v === '' || isWebUrl(v), WEB_URL_INVALID)
  .nullish()
  .transform((v) => (v ? v : null));
