import { MSG } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { localizeAnswer, messageLocale, translateIssue, translateMessage } from './locale.ts';

// Connection-level failures: the database is down or restarting, not a fault of this request.
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
]);

function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (e.code && DB_DOWN_CODES.has(e.code)) return true;
    if (
      e.message &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(e.message)
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

const OUT_OF_RANGE = new Set(['too_big', 'too_small']);

/** What Fastify's own refusals (parsing, limits) mean, in Italian; uploads word their own. */
function clientErrorMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return MSG.badJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MSG.emptyJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MSG.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MSG.unsupportedMediaType;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return MSG.badContentLength;
  }
  if (err instanceof SyntaxError) return MSG.badJson;
  if (status === 413) return MSG.tooLarge;
  if (status === 415) return MSG.unsupportedType;
  if (status === 404) return MSG.notFound;
  return MSG.invalidData;
}

/**
 * Maps every failure to the `{status:"error", message, errors}` envelope; a 5xx says only "Errore
 * interno". The one place errors are put in the request's language (plugins/locale.ts): written in
 * Italian where they arise, in English here for a public or member route asked in English.
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const answer = (status: number, body: { message: string; [key: string]: unknown }) =>
      reply.code(status).send({ status: 'error', ...localizeAnswer(req, body) });
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.warn({ err }, err.message);
      reply.headers(err.headers);
      return answer(err.statusCode, { message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // a path id out of range names a record that cannot exist: the same answer as a missing one
      if (err.validationContext === 'params' && err.validation.every((i) => OUT_OF_RANGE.has(i.keyword))) {
        return answer(404, { message: MSG.notFound });
      }
      const locale = messageLocale(req);
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // a strict body names the object, not the key: each unknown key is its own field error
        if (issue.keyword === 'unrecognized_keys') {
          for (const key of (issue.params as { keys?: string[] }).keys ?? []) {
            errors[path ? `${path}.${key}` : key] ??= translateMessage(MSG.unknownField, locale, req);
          }
          continue;
        }
        errors[path || '_'] ??= translateIssue(req, locale, {
          keyword: issue.keyword,
          params: issue.params as Record<string, unknown>,
          message: issue.message ?? MSG.invalidData,
        });
      }
      // the field errors are in the request's language already
      return reply
        .code(400)
        .send({ status: 'error', message: translateMessage(MSG.invalidData, locale, req), errors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
      return answer(500, { message: MSG.internal, request_id: req.id });
    }
    if (isDatabaseDown(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('Retry-After', '5');
      return answer(503, { message: MSG.unavailable });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) return answer(status, { message: clientErrorMessage(err, status) });
    req.log.error({ err }, 'request failed');
    return answer(status === 503 ? 503 : 500, {
      message: status === 503 ? MSG.unavailable : MSG.internal,
      request_id: req.id,
    });
  });
});
