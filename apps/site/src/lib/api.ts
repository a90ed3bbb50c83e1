import { currentLocale } from '../i18n/locale';
import { memberToken, setMemberToken } from './member-session';

/**
 * Calls to the server's public and member API: the JSON envelope (RUNNING.md) read into data or an
 * ApiError. A signed-in member's token goes with every call (a booking then gets the member price);
 * a 401 means it expired: it is forgotten.
 */

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
export const UNREADABLE_MESSAGE = 'Il server ha dato una risposta inattesa: riprova tra poco.';

interface Envelope {
  status?: string;
  message?: string;
  errors?: Record<string, string>;
}

export async function api<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  let res: Response;
  const token = memberToken();
  // a form with files goes as multipart: the browser writes its Content-Type and boundary
  const form = init.body instanceof FormData;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        // the API answers its messages in the site's language (RUNNING.md "English")
        'Accept-Language': currentLocale(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
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
  if (res.status === 401 && token) setMemberToken(null);
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

/** A member's file (an invoice, a document): fetched with the token, then saved under its own name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = memberToken();
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope | null;
    throw new ApiError(res.status, body?.message ?? UNREADABLE_MESSAGE);
  }
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named ? decodeURIComponent(named[1]) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A new random key (RFC 4122 v4) from getRandomValues, which also works outside https. */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
