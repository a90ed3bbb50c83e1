import { type TMail, type TMailRow, type TMailsQuery, ZMailStatus } from '@app/shared';
import { count, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';

type Row = typeof mailOutbox.$inferSelect;

const toRow = (m: Row): TMailRow => ({
  id: m.id,
  kind: m.kind,
  recipients: m.recipients,
  subject: m.subject,
  status: ZMailStatus.parse(m.status),
  attempts: m.attempts,
  last_error: m.lastError,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt ? m.sentAt.toISOString() : null,
  entity: m.entity,
  entity_id: m.entityId,
});

const { html: _html, text: _text, ...listColumns } = getTableColumns(mailOutbox);

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const MAIL_SORTS = ['created_at', 'subject', 'status', 'attempts', 'sent_at'] as const;

/** GET /api/mails: newest first by default; the rendered bodies stay out of the list. */
export async function listMails(db: Db, query: TMailsQuery) {
  const where: (SQL | undefined)[] = equalsFilters([
    [mailOutbox.status, query.status],
    [mailOutbox.entity, query.entity],
    [mailOutbox.entityId, query.entity_id],
  ]);
  // the stored kind carries the template version ("order-recap.v1")
  if (query.kind) where.push(like(mailOutbox.kind, `${query.kind}.v%`));
  const { rows, total } = await listPage({
    query,
    rows: db.select(listColumns).from(mailOutbox).$dynamic(),
    count: db.select({ total: count() }).from(mailOutbox).$dynamic(),
    where,
    sorts: {
      created_at: mailOutbox.createdAt,
      subject: sql`lower(${mailOutbox.subject})`,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      sent_at: mailOutbox.sentAt,
    } satisfies SortsOf<typeof MAIL_SORTS>,
    defaultSort: '-created_at',
    tiebreak: mailOutbox.id,
    search: [mailOutbox.subject, sql`array_to_string(${mailOutbox.recipients}, ' ')`],
  });
  return { rows: rows.map((r) => toRow({ ...r, html: '', text: '' })), total };
}

export async function findMail(db: Db, id: number): Promise<TMail | null> {
  const [m] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return m ? { ...toRow(m), html: m.html, text: m.text } : null;
}
