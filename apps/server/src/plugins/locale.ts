import { DEFAULT_LOCALE, englishMessageTranslator, type TLocale } from '@app/shared';
import en from '@app/shared/locales/en.json';
import it from '@app/shared/locales/it.json';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { preferredLocale } from '../lib/request-locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the language the request prefers among the product's (`Accept-Language`, q-values honoured) */
    locale: TLocale;
  }
}

/**
 * The language a request's messages are answered in: its own, except on admin routes, which are
 * the back-office's and answer in Italian whatever the header says (SPEC's strings stay exact).
 */
export function messageLocale(req: FastifyRequest): TLocale {
  return req.routeOptions?.config?.access === 'admin' ? DEFAULT_LOCALE : req.locale;
}

/**
 * Italian → English by the shared catalogue; a value read off a template is itself translated when
 * catalogued (a membership's reason inside a refusal, a territory's name) and else written as
 * English writes numbers. The site reads schema messages the same way.
 */
const toEnglish = englishMessageTranslator(it, en);

/**
 * Texts asked in English that the catalogue does not hold (each answered in Italian instead and
 * logged once): the route walk (locale-walk.test.ts) fails on any.
 */
export const untranslated = new Set<string>();
const UNTRANSLATED_KEPT = 500;

/** `text` (Italian, as services and schemas word it) in `locale`; Italian when not catalogued. */
export function translateMessage(text: string, locale: TLocale, req?: FastifyRequest): string {
  if (locale === 'it') return text;
  const english = toEnglish(text);
  if (english !== undefined) return english;
  if (!untranslated.has(text) && untranslated.size < UNTRANSLATED_KEPT) {
    untranslated.add(text);
    req?.log.warn({ event: 'i18n.missing', text }, 'message without an English translation');
  }
  return text;
}

/** An answer's `message` and field `errors` in the request's message language. */
export function localizeAnswer<B extends { message?: unknown; errors?: unknown }>(
  req: FastifyRequest,
  body: B,
): B {
  const locale = messageLocale(req);
  if (locale === 'it') return body;
  const out = { ...body };
  if (typeof body.message === 'string') out.message = translateMessage(body.message, locale, req);
  if (body.errors && typeof body.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(body.errors as Record<string, unknown>).map(([field, text]) => [
        field,
        typeof text === 'string' ? translateMessage(text, locale, req) : text,
      ]),
    );
  }
  return out;
}

const zodItalian = z.locales.it().localeError;
const zodEnglish = z.locales.en().localeError;
const ZOD_ITALIAN_TYPES: Record<string, string> = { numero: 'number', vettore: 'array' };
/** a value of each type zod names, so zod's English locale says "received …" as the Italian did */
const SAMPLE_OF_TYPE: Record<string, unknown> = {
  string: '',
  number: 0,
  nan: Number.NaN,
  boolean: false,
  bigint: 0n,
  undefined: undefined,
  null: null,
  array: [],
  object: {},
};
const issueText = (m: ReturnType<typeof zodEnglish>) => (typeof m === 'string' ? m : m?.message);

/**
 * A field error that is zod's own Italian wording (its locale, where a schema words nothing
 * itself), said again in zod's English from the same issue; undefined when `message` is not one.
 */
export function zodMessageInEnglish(
  code: string,
  params: Record<string, unknown>,
  message: string,
): string | undefined {
  let input: unknown;
  if (code === 'invalid_type') {
    const received = /, ricevuto (\S+)$/.exec(message)?.[1];
    if (received === undefined) return undefined;
    const type = ZOD_ITALIAN_TYPES[received] ?? received;
    if (!(type in SAMPLE_OF_TYPE)) return undefined;
    input = SAMPLE_OF_TYPE[type];
  }
  const issue = { ...params, code, input } as unknown as z.core.$ZodRawIssue;
  if (issueText(zodItalian(issue)) !== message) return undefined;
  return issueText(zodEnglish(issue));
}

/** A schema's field error in `locale`: the catalogue's text, else zod's own wording in English. */
export function translateIssue(
  req: FastifyRequest,
  locale: TLocale,
  issue: { keyword: string; params: Record<string, unknown>; message: string },
): string {
  if (locale === 'it') return issue.message;
  const english = toEnglish(issue.message) ?? zodMessageInEnglish(issue.keyword, issue.params, issue.message);
  return english ?? translateMessage(issue.message, locale, req);
}

/**
 * The request's language on `req.locale`, and the `message` of every successful answer of a
 * public or member route in it; errors are put in it by the error handler (plugins/errors.ts).
 */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return preferredLocale(this.headers['accept-language']);
    },
  });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const body = payload as { status?: unknown; message?: unknown } | null;
    if (body === null || typeof body !== 'object' || body.status !== 'success') return payload;
    if (typeof body.message !== 'string') return payload;
    return localizeAnswer(req, body);
  });
});
