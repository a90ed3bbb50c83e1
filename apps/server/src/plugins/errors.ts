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
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? MSG.badJson
          : status === 413
            ? MSG.tooLarge
            : status === 415
              ? MSG.unsupportedType
              : status === 404
                ? MSG.notFound
                : MSG.invalidData;
      return reply.code(status).send({ status: 'error', message });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(status === 503 ? 503 : 500).send({
      status: 'error',
      message: status === 503 ? MSG.unavailable : MSG.internal,
      request_id: req.id,
    });
  });
});
