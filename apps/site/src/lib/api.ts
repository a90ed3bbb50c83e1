/** Calls to the server's public API: the JSON envelope (RUNNING.md) read into data or an ApiError. */

/** A failed call, as the pages explain it: `status` 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** field path ("participants.0.email") → message, on a 400 */
    readonly errors: Record<string, string> = {},
    /** seconds, on a 429 */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_MESSAGE = 'Impossibile raggiungere il server: controlla la connessione e riprova.';
const UNREADABLE_MESSAGE = 'Il server ha dato una risposta inattesa: riprova tra poco.';

interface Envelope {
  status?: string;
  message?: string;
  errors?: Record<string, string>;
}

export async function api<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  let res: Response;
  // a form with files goes as multipart: the browser writes its Content-Type and boundary
  const form = init.body instanceof FormData;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as (Envelope & T) | null;
  if (res.ok && body?.status === 'success') return body;
  const retry = Number(res.headers.get('Retry-After'));
  throw new ApiError(
    res.status,
    body?.message ?? UNREADABLE_MESSAGE,
    body?.errors ?? {},
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

/** A new random key (RFC 4122 v4) from getRandomValues, which also works outside https. */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
