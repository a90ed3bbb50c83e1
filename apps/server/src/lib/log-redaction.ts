import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

// query parameters whose value is a secret: the reset link's token, codes, keys, signatures…
const SECRET_NAME = /^(?:code|otp|pwd|pass|jwt|sid|auth|session|sig)$|(?:^|[_.-])key$/i;
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

/** Fastify's own request serializer (logger-pino.js), with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
