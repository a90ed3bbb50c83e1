import { FIRST_ADMIN_HINT } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminExists } from './admin-account.ts';
import { ensureAdmin } from './service.ts';

export interface StartupAdmin {
  /** ADMIN_EMAIL's admin was created by this start */
  created: boolean;
  /** why ADMIN_PASSWORD was refused: the start must stop (nothing was written) */
  refused: string | null;
  /** what to print once the server is up when nobody can sign in as an admin, else null */
  hint: string | null;
}

/**
 * The admin part of a start: ADMIN_EMAIL/ADMIN_PASSWORD create that admin when no user has the
 * email (the password policy applies: a weak one stops the start rather than being stored), then
 * a database without any active admin gets the first-run hint.
 */
export async function startupAdmin(db: Db, email?: string, password?: string): Promise<StartupAdmin> {
  let created = false;
  if (email && password) {
    try {
      created = await ensureAdmin(db, email, password);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'validation') throw err;
      const why = err.extra.errors?.password ?? err.message;
      return {
        created,
        refused: `ADMIN_PASSWORD non accettata per creare l'admin ${email}: ${why}. Scegline un'altra e riavvia.`,
        hint: null,
      };
    }
  }
  const hint = (await adminExists(db)) ? null : FIRST_ADMIN_HINT;
  return { created, refused: null, hint };
}
