import type { FastifyRequest } from 'fastify';
import pino, { type SerializedError } from 'pino';

export const REDACTED = '[REDACTED]';

// query parameters whose value is a secret: the reset link's token, codes, keys, signatures, a
// waiting-list offer's link (`?offerta=`, decision 0035)…
const SECRET_NAME = /^(?:code|otp|pwd|pass|jwt|sid|auth|session|sig|offerta)$|(?:^|[_.-])key$/i;
const SECRET_PART = /token|secret|passw|signature|apikey|credential|private/i;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return part;
  }
}

export function isSecretParam(name: string): boolean {
  const plain = decoded(name);
  return SECRET_NAME.test(plain) || SECRET_PART.test(plain);
}

/**
 * The URL with the value of every secret query parameter replaced: `?token=[REDACTED]`. The rest
 * is kept byte for byte, so a log still shows what was asked.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * A path segment that is a capability: 32 characters or more of base64url. Every secret the product
 * puts in a path is one (an order's link token, 43), and no route's own words are: a route that
 * takes a token in its path is covered the day it is added, matched or not (404s, the site's pages).
 */
const CAPABILITY = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The request target as logged: the value of every secret query parameter, every capability-shaped
 * path segment and every path parameter whose name says it is a secret (`:token`, `:code`) replaced
 * by [REDACTED]: `/area/ordini/[REDACTED]`, `/api/public/orders/[REDACTED]/card`.
 */
export function redactTarget(url: string, params?: unknown): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  const secrets = new Set(
    Object.entries(params && typeof params === 'object' ? params : {})
      .filter(([name, value]) => typeof value === 'string' && value !== '' && isSecretParam(name))
      .map(([, value]) => value as string),
  );
  const redacted = path
    .split('/')
    .map((segment) => {
      const plain = decoded(segment);
      return CAPABILITY.test(plain) || secrets.has(plain) ? REDACTED : segment;
    })
    .join('/');
  return redactUrl(redacted + (end < 0 ? '' : url.slice(end)));
}

/**
 * The last net, on every log line as it is written: a capability-shaped run after a `/` or an `=`
 * (or their escapes) that ends where a path segment or a query value ends, wherever it appears (an
 * error quoting a URL, a third party's message). File names (`<hex>.pdf`) and ids stay.
 */
const CAPABILITY_IN_TEXT = /(?<=[/=]|%2F|%3D)[A-Za-z0-9_-]{32,}(?=$|[/?#&"%\s\\])/gi;
export const redactLogLine = (line: string) => line.replace(CAPABILITY_IN_TEXT, REDACTED);

/** Fastify's own request serializer (logger-pino.js), with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactTarget(req.url, req.params),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** Keys of database errors (pg, PGlite, Drizzle) that hold a query's values or a row's. */
const VALUE_KEYS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];
const MAX_CAUSES = 10;

type ErrorLike = { message?: unknown; code?: unknown; params?: unknown; cause?: unknown };
const isErrorLike = (e: unknown): e is ErrorLike => e instanceof Error;

/**
 * An error's message without the values it quotes: Drizzle's "params: …" line, and the refused
 * value that a data error (SQLSTATE class 22) quotes: `invalid input syntax for type bigint: "…"`.
 * Identifiers quoted by other errors (constraint, relation) stay: they say where it failed.
 */
function redactedMessage(err: ErrorLike): string {
  let message = String(err.message ?? '');
  if ('params' in err) message = message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
  if (typeof err.code === 'string' && err.code.startsWith('22')) {
    message = message.replace(/"[\s\S]*"/, `"${REDACTED}"`);
  }
  return message;
}

function redactKeys(out: Record<string, unknown>) {
  for (const key of VALUE_KEYS) if (out[key] !== undefined) out[key] = REDACTED;
}

/**
 * pino's error serializer (message and stack with their causes), minus the values of a failed
 * query: a 500's log line says which query failed and why, never with what data (an IBAN, an email).
 */
export function serializeError(err: Error): SerializedError {
  const serialized = pino.stdSerializers.err(err);
  // pino hands on anything that is not an Error as it is
  if ((serialized as unknown) === err || !isErrorLike(err)) return serialized;
  let e: unknown = err;
  for (let depth = 0; isErrorLike(e) && depth < MAX_CAUSES; depth++, e = e.cause) {
    const original = String(e.message ?? '');
    const redacted = redactedMessage(e);
    if (original === redacted) continue;
    serialized.message = serialized.message.replaceAll(original, redacted);
    serialized.stack = serialized.stack?.replaceAll(original, redacted);
  }
  redactKeys(serialized);
  for (const inner of (serialized.aggregateErrors as SerializedError[] | undefined) ?? []) redactKeys(inner);
  return serialized;
}
