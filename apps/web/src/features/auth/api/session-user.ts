import { MSG, PROFILES, type TSessionUser } from '@app/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * Reads the user of a login / check-token answer. Checked by hand rather than with ZSessionUser so
 * that zod stays out of the sign-in bundle.
 */
export function readSessionUser(value: unknown, body: object): TSessionUser {
  const user = value as Partial<Record<keyof TSessionUser, unknown>> | null;
  const valid =
    !!user &&
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    typeof user.surname === 'string' &&
    (PROFILES as readonly unknown[]).includes(user.profile_name);
  if (!valid) throw new ApiError(200, MSG.somethingWrong, body as Record<string, unknown>);
  return user as TSessionUser;
}
