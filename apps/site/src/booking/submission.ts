import { ZBookingInput } from '@app/shared';
import { type ErrorMap, issuesToErrors } from './errors';

/** What the order page shows first after a booking (history state). */
export interface BookedState {
  booked: true;
  email: string;
}

/** The order page's path inside the site, from the order_url the API answers (absolute or not). */
export function orderPath(orderUrl: string): string {
  const path = new URL(orderUrl, window.location.origin).pathname;
  return path.replace(/^\/area(?=\/)/, '');
}

/** The shared schema's findings on the body (the server applies the same one). */
export function validate(body: unknown): ErrorMap {
  const result = ZBookingInput.safeParse(body);
  return result.success ? {} : issuesToErrors(result.error.issues);
}
