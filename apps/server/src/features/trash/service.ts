import { auditEntitiesOf, RESTORE_CONFLICT, type TTrashKind } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { TRASH_TABLES } from './repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A record whose parent is still in the trash would stay invisible: the parent comes back first.
 * `named` is how the message names the parent ("Ripristina prima la conferenza dal cestino").
 */
const PARENTS: Partial<Record<TTrashKind, { column: string; parent: TTrashKind; named: string }>> = {
  order: { column: 'conference_id', parent: 'conference', named: 'la conferenza' },
  subscription: { column: 'company_id', parent: 'company', named: "l'azienda" },
};

/** What a live record may already hold (case ignored): the trashed one then stays in the trash. */
const UNIQUE: Partial<Record<TTrashKind, { column: string; message: string }>> = {
  user: { column: 'email', message: "L'email è già usata da un altro utente" },
  coupon: { column: 'code', message: 'Il codice è già usato da un altro coupon' },
  // a text trashed while published keeps its page: it comes back only while the page is free
  judicial_text: {
    column: 'site_page',
    message: 'Un altro testo è già pubblicato sulla stessa pagina del sito',
  },
};

/**
 * Takes a record out of the trash. Its children (chapters, optionals, participants, distribution
 * cases…) were never deleted, so they come back with it. 404 when it is not in the trash, 409
 * when a live record now holds its unique data (a user's email, a coupon's code).
 */
export async function restore(tx: Db, audit: AuditRecorder, kind: TTrashKind, id: number) {
  const { table } = TRASH_TABLES[kind];
  const [row] = rowsOf<{ deleted_at: Date | string }>(
    await tx.execute(
      sql`select deleted_at from ${sql.identifier(table)} where id = ${id} and deleted_at is not null for update`,
    ),
  );
  if (!row) throw new AppError('not_found');

  const unique = UNIQUE[kind];
  if (unique) {
    const column = sql.identifier(unique.column);
    const clash = rowsOf(
      await tx.execute(sql`select 1 from ${sql.identifier(table)} u where u.deleted_at is null and u.id <> ${id}
        and lower(u.${column}) = (select lower(${column}) from ${sql.identifier(table)} where id = ${id})`),
    );
    if (clash.length) {
      throw new AppError('conflict', RESTORE_CONFLICT, { errors: { [unique.column]: unique.message } });
    }
  }
  const parent = PARENTS[kind];
  if (parent) {
    const live = rowsOf(
      await tx.execute(sql`select 1 from ${sql.identifier(TRASH_TABLES[parent.parent].table)} p
        join ${sql.identifier(table)} t on t.${sql.identifier(parent.column)} = p.id
        where t.id = ${id} and p.deleted_at is null`),
    );
    if (!live.length) throw new AppError('conflict', `Ripristina prima ${parent.named} dal cestino`);
  }

  await tx.execute(sql`update ${sql.identifier(table)}
    set deleted_at = null, version = version + 1, updated_at = now() where id = ${id}`);
  audit.record({
    entity: auditEntitiesOf(kind)[0],
    entityId: id,
    action: 'restore',
    before: { deleted_at: new Date(row.deleted_at).toISOString() },
    after: { deleted_at: null },
  });
}
