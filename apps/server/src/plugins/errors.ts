import { MSG } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

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

/** Maps every failure to the `{status:"error", message, errors}` envelope; a 5xx says only "Errore interno". */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.warn({ err }, err.message);
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ status: 'error', message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // a path id out of range names a record that cannot exist: the same answer as a missing one
      if (err.validationContext === 'params' && err.validation.every((i) => OUT_OF_RANGE.has(i.keyword))) {
        return reply.code(404).send({ status: 'error', message: MSG.notFound });
      }
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // a strict body names the object, not the key: each unknown key is its own field error
        if (issue.keyword === 'unrecognized_keys') {
          for (const key of (issue.params as { keys?: string[] }).keys ?? []) {
            errors[path ? `${path}.${key}` : key] ??= MSG.unknownField;
          }
          continue;
        }
        errors[path || '_'] ??= issue.message ?? MSG.invalidData;
      }
      return reply.code(400).send({ status: 'error', message: MSG.invalidData, errors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
      return reply.code(500).send({ status: 'error', message: MSG.internal, request_id: req.id });
    }
    if (isDatabaseDown(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ status: 'error', message: MSG.unavailable });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ status: 'error', message: clientErrorMessage(err, status) });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(status === 503 ? 503 : 500).send({
      status: 'error',
      message: status === 503 ? MSG.unavailable : MSG.internal,
      request_id: req.id,
    });
  });
});
