import { MSG, type TUploadResult, ZUploadResult } from '@app/shared';
import { clearToken, getToken } from './auth-token';

/**
 * The one door to the server. It applies the success rule: a call succeeds only when
 * the JSON body says status "success"; anything else (HTTP error, other status, network failure)
 * rejects with an ApiError so the screen keeps its current state.
 */

export type FieldErrors = Record<string, string>;

/** What an error answer may carry; a 412 also carries the current record under its own key. */
export type ErrorBody = { status?: unknown; message?: string; errors?: FieldErrors } & Record<
  string,
  unknown
>;

export type SuccessBody<T extends object = object> = T & { status: 'success' };

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null = null,
  ) {
    super(message);
  }

  /** Field → message, as sent by the server on validation failures. */
  get errors(): FieldErrors | undefined {
    return this.body?.errors;
  }

  /** A 412 answers a write based on an old version; `current(key)` is the record as it is now. */
  get isStale(): boolean {
    return this.status === 412;
  }

  current<T>(key: string): T | undefined {
    return this.body?.[key] as T | undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isStaleError = (error: unknown): error is ApiError => isApiError(error) && error.isStale;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Search params; null, undefined and '' are left out. */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** The record version the edit started from (optimistic concurrency). */
  ifMatch?: number | string;
  /** Overrides the stored token; null sends no Authorization header (sign-in). */
  token?: string | null;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function authHeader(token: string | null | undefined): Record<string, string> {
  const value = token === undefined ? getToken() : token;
  return value ? { Authorization: `Bearer ${value}` } : {};
}

/** A 401 on a call made with the stored token means the session is over: forget it (guards redirect to /). */
function handleUnauthorized(status: number, options: { token?: string | null }): void {
  if (status === 401 && options.token === undefined) clearToken();
}

/** Used when an answer carries no message of its own (network down, a proxy's HTML error page). */
const FALLBACK_MESSAGES: Record<number, string> = {
  0: MSG.unavailable,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  412: MSG.stale,
  413: MSG.tooLarge,
  415: MSG.unsupportedType,
  429: MSG.tooManyAttempts,
  502: MSG.unavailable,
  503: MSG.unavailable,
  504: MSG.unavailable,
};

function toApiError(status: number, body: unknown): ApiError {
  const errorBody = body && typeof body === 'object' ? (body as ErrorBody) : null;
  const fallback = FALLBACK_MESSAGES[status] ?? MSG.somethingWrong;
  const message = typeof errorBody?.message === 'string' && errorBody.message ? errorBody.message : fallback;
  return new ApiError(status, message, errorBody);
}

/**
 * The back-office is Italian only: it asks for Italian whatever the browser's language, so the
 * routes it shares with the member site (sign-in, 2FA, own account) answer it in Italian too.
 */
const BACK_OFFICE_LANGUAGE = { 'Accept-Language': 'it' } as const;

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: accept,
    ...BACK_OFFICE_LANGUAGE,
    ...authHeader(options.token),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = String(options.ifMatch);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw toApiError(0, null);
  }
  handleUnauthorized(response.status, options);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const isSuccess = (body: unknown): boolean =>
  !!body && typeof body === 'object' && (body as { status?: unknown }).status === 'success';

/** JSON call; resolves with the whole success body, typed by the caller. */
export async function apiRequest<T extends object = object>(
  path: string,
  options: RequestOptions = {},
): Promise<SuccessBody<T>> {
  const response = await send(path, options, 'application/json');
  const body = await readJson(response);
  if (response.ok && isSuccess(body)) return body as SuccessBody<T>;
  throw toApiError(response.status, body);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T extends object = object>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T extends object = object>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T extends object = object>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T extends object = object>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export type BlobResult = { blob: Blob; fileName: string | null };

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export type BlobOptions = RequestOptions & {
  /** Sees each chunk as it arrives (progress of a streamed export), with the response's headers. */
  onChunk?: (chunk: Uint8Array, response: Response) => void;
};

async function readBlob(response: Response, onChunk: BlobOptions['onChunk']): Promise<Blob> {
  if (!onChunk || !response.body) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onChunk(value, response);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

/** A call answering with a file (CSV exports): POST JSON by default, resolves with the Blob. */
export async function apiBlob(path: string, options: BlobOptions = {}): Promise<BlobResult> {
  const { onChunk, ...request } = options;
  const response = await send(path, { method: 'POST', ...request }, '*/*');
  const type = response.headers.get('Content-Type') ?? '';
  // Errors always come back as the JSON envelope, never as a file.
  if (!response.ok || type.includes('application/json'))
    throw toApiError(response.status, await readJson(response));
  return {
    blob: await readBlob(response, onChunk),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
  };
}

export type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * POST /api/upload (multipart, field "file"); resolves with the stored file name and the original one.
 * XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function apiUpload(file: File, { onProgress, signal }: UploadOptions = {}): Promise<TUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', BACK_OFFICE_LANGUAGE['Accept-Language']);
    for (const [name, value] of Object.entries(authHeader(undefined))) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      handleUnauthorized(xhr.status, {});
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (e.g. a proxy's 413 page): reported below as a failure.
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && isSuccess(body);
      const result = ok ? ZUploadResult.safeParse(body) : undefined;
      if (result?.success) resolve(result.data);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(toApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Images are public: a plain URL for <img src>. */
export const imageUrl = (name: string): string => `/api/image/${encodeURIComponent(name)}`;
