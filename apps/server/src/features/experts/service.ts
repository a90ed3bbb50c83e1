import { EXPERT_MSG, EXPERT_READ_ONLY, type TExpert, type TExpertSave } from '@app/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, experts, files, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { trashVersioned, updateVersioned } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { expertColumns, expertDetail } from './repository.ts';

const DOCUMENT_RE = /\.(pdf|docx?)$/i;
const IMAGE_RE = /\.(jpe?g|png|gif|webp|avif|bmp)$/i;

async function checkFile(tx: Db, name: string | null, field: string, pattern: RegExp, wrongType: string) {
  if (!name) return;
  const [row] = await tx.select({ name: files.name }).from(files).where(eq(files.name, name)).limit(1);
  if (!row) throw fieldError(field, EXPERT_MSG.unknownFile);
  if (!pattern.test(row.name)) throw fieldError(field, wrongType);
}

/**
 * Unknown user, country or file → 400 on the field; a user already linked to another live expert
 * → 409. Returns the input with the email defaulted to the user's.
 */
async function checkReferences(tx: Db, input: TExpertSave, expertId?: number): Promise<TExpertSave> {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, input.user_id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw fieldError('expert.user_id', EXPERT_MSG.unknownUser);
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, input.country_id));
  if (!country) throw fieldError('expert.country_id', EXPERT_MSG.unknownCountry);
  await checkFile(tx, input.image, 'expert.image', IMAGE_RE, EXPERT_MSG.notImage);
  await checkFile(tx, input.curriculum, 'expert.curriculum', DOCUMENT_RE, EXPERT_MSG.notDocument);
  const linked = await tx
    .select({ id: experts.id })
    .from(experts)
    .where(
      and(
        eq(experts.userId, input.user_id),
        isNull(experts.deletedAt),
        expertId === undefined ? undefined : ne(experts.id, expertId),
      ),
    )
    .limit(1);
  if (linked.length > 0) {
    throw new AppError('conflict', EXPERT_MSG.userTaken, {
      errors: { 'expert.user_id': EXPERT_MSG.userTaken },
    });
  }
  return { ...input, email: input.email ?? user.email };
}

const expertRecord = (tx: Db, id: number) => ({
  table: experts,
  id,
  key: 'expert',
  load: () => expertDetail(tx, id),
});

export async function createExpert(tx: Db, audit: AuditRecorder, input: TExpertSave): Promise<TExpert> {
  refuseReadOnlyChanges('expert', input, null, EXPERT_READ_ONLY);
  const checked = await checkReferences(tx, input);
  const [row] = await tx.insert(experts).values(expertColumns(checked)).returning({ id: experts.id });
  const created = (await expertDetail(tx, row.id))!;
  audit.record({ entity: 'expert', entityId: row.id, action: 'create', after: created });
  return created;
}

export function updateExpert(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  expected: number | undefined,
  input: TExpertSave,
): Promise<TExpert> {
  return updateVersioned(tx, {
    ...expertRecord(tx, id),
    audit,
    expected,
    body: input,
    readOnly: EXPERT_READ_ONLY,
    check: () => checkReferences(tx, input, id),
    write: async (_, checked) => {
      await tx.update(experts).set(expertColumns(checked)).where(eq(experts.id, id));
    },
  });
}

export function deleteExpert(tx: Db, audit: AuditRecorder, id: number) {
  return trashVersioned(tx, audit, { ...expertRecord(tx, id), entity: 'expert' });
}
