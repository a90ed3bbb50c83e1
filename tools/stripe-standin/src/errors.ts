/** A refusal as Stripe answers it: HTTP status and `{ error: { type, message, param?, code? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

export const missing = (param: string) =>
  new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');

export const invalid = (param: string, message: string, code?: string) =>
  new StripeApiError(400, message, param, code);

export const noSuch = (kind: string, id: string, param?: string) =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, param, 'resource_missing');
