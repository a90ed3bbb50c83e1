import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** An active admin outside the trash: someone can sign in and manage everything else. */
export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(profiles.name, 'admin'), eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Name and surname of an admin known only by its email (ADMIN_EMAIL, admin:create): both filled,
 * so the user editor can save the record as it is. "mario.rossi@…" → Amministratore / Mario Rossi.
 */
export function adminNames(email: string): { name: string; surname: string } {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
  return { name: 'Amministratore', surname: words.join(' ').slice(0, 100).trim() || 'Principale' };
}
