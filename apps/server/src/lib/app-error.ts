import { MSG } from '@app/shared';

const STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale: 412,
  too_large: 413,
  uri_too_long: 414,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

const DEFAULT_MESSAGE: Record<AppErrorCode, string> = {
  validation: MSG.invalidData,
  unauthorized: MSG.unauthorized,
  forbidden: MSG.forbidden,
  not_found: MSG.notFound,
  conflict: 'Operazione in conflitto con lo stato attuale',
  stale: MSG.stale,
  too_large: MSG.tooLarge,
  uri_too_long: MSG.uriTooLong,
  unsupported_type: MSG.unsupportedType,
  rate_limited: MSG.tooManyAttempts,
  unavailable: MSG.unavailable,
};

/** The one error type services throw; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    /** extra keys merged into the error body: field errors, the current record on 412 */
    readonly extra: { errors?: Record<string, string>; [key: string]: unknown } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.statusCode = STATUS[code];
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
export const fieldError = (field: string, message: string, summary?: string) =>
  new AppError('validation', summary ?? message, { errors: { [field]: message } });
