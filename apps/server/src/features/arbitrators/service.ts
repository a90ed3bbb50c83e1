import {
  ARBITRATOR_READ_ONLY,
  ARBITRATOR_UNDO_EXPIRED,
  ARBITRATOR_UNDO_MINUTES,
  BULK_MSG,
  type TArbitrator,
  type TArbitratorUpdate,
} from '@app/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arbitrators, countries, distributionCases, files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { trashVersioned, updateVersioned } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { isDocument, isImage } from '../../plugins/files.ts';
import { findArbitrator } from './repository.ts';
import { refuseIfRejected, unwelcomeApplicant, welcomeApplicant } from './review.ts';

const FILE_FIELDS = {
  image: { accepts: isImage, message: 'Il file deve essere un’immagine' },
  curriculum: { accepts: isDocument, message: 'Il file deve essere doc, docx o pdf' },
  first_reccomandation: { accepts: isDocument, message: 'Il file deve essere doc, docx o pdf' },
  second_reccomandation: { accepts: isDocument, message: 'Il file deve essere doc, docx o pdf' },
} as const;

/** Unknown country or file names (or a file of the wrong kind) are field errors, never FK faults. */
async function checkReferences(tx: Db, input: TArbitratorUpdate) {
  const errors: Record<string, string> = {};
  if (input.country !== null) {
    const [c] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country));
    if (!c) errors.country = 'Paese sconosciuto';
  }
  const names = (Object.keys(FILE_FIELDS) as (keyof typeof FILE_FIELDS)[])
    .map((f) => input[f])
    .filter((n): n is string => !!n);
  const stored = names.length
    ? await tx
        .select({ name: files.name, contentType: files.contentType })
        .from(files)
        .where(inArray(files.name, names))
    : [];
  const types = new Map(stored.map((f) => [f.name, f.contentType]));
  for (const [field, rule] of Object.entries(FILE_FIELDS)) {
    const name = input[field as keyof typeof FILE_FIELDS];
    if (!name) continue;
    const type = types.get(name);
    if (type === undefined) errors[field] = 'File sconosciuto: caricalo di nuovo';
    else if (!rule.accepts(type)) errors[field] = rule.message;
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation', undefined, { errors });
}

/**
 * Saves the whole arbitrator and replaces its distribution cases, in the caller's transaction.
 * The read-only fields (approved, name, surname, user_id, …) are only compared, never written.
 */
export async function updateArbitrator(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TArbitratorUpdate,
  expected: number | undefined,
): Promise<TArbitrator> {
  return updateVersioned(tx, {
    table: arbitrators,
    id,
    key: 'arbitrator',
    load: () => findArbitrator(tx, id),
    audit,
    expected,
    body: input,
    readOnly: ARBITRATOR_READ_ONLY,
    check: () => checkReferences(tx, input),
    write: async () => {
      await tx
        .update(arbitrators)
        .set({
          email: input.email,
          phone: input.phone,
          countryId: input.country,
          yearOfBirth: input.year_of_birth,
          group: input.group,
          languages: input.languages,
          professionalQualification: input.professional_qualification,
          experienceFieldDistribution: input.experience_field_distribution,
          litigationExperience: input.litigation_experience,
          arbitrationExperience: input.arbitration_experience,
          experienceInHouse: input.experience_in_house,
          curriculum: input.curriculum,
          firstReccomandation: input.first_reccomandation,
          secondReccomandation: input.second_reccomandation,
          image: input.image,
        })
        .where(eq(arbitrators.id, id));
      await tx.delete(distributionCases).where(eq(distributionCases.arbitratorId, id));
      if (input.distribution_cases.length > 0) {
        await tx.insert(distributionCases).values(
          input.distribution_cases.map((c, position) => ({
            arbitratorId: id,
            position,
            title: c.title,
            description: c.description,
          })),
        );
      }
      const after = await findArbitrator(tx, id);
      if (!after) throw new AppError('not_found');
      return after;
    },
  });
}

/**
 * Approves (0 → 1) and notes when; approving an approved arbitrator changes nothing and answers it
 * as it is. An application is welcomed (account opened, mail with a password link); a rejected one
 * stays rejected (409).
 */
export async function confirmArbitrator(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  publicUrl: string,
): Promise<TArbitrator> {
  await refuseIfRejected(tx, id);
  const approved = await tx
    .update(arbitrators)
    .set({
      approved: 1,
      approvedAt: sql`now()`,
      version: sql`${arbitrators.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(arbitrators.id, id), isNull(arbitrators.deletedAt), eq(arbitrators.approved, 0)))
    .returning({ id: arbitrators.id });
  if (approved.length > 0) {
    audit.record({
      entity: 'arbitrator',
      entityId: id,
      action: 'confirm',
      before: { approved: 0 },
      after: { approved: 1 },
    });
  }
  const current = await findArbitrator(tx, id);
  if (!current) throw new AppError('not_found');
  if (approved.length > 0) await welcomeApplicant(tx, audit, current, publicUrl);
  return current;
}

/**
 * One arbitrator of a bulk approval: the same approval, but one already approved is said so (the
 * admin selected it believing it pending) rather than answered as done.
 */
export async function approvePending(tx: Db, audit: AuditRecorder, id: number, publicUrl: string) {
  const [row] = await tx
    .select({ approved: arbitrators.approved })
    .from(arbitrators)
    .where(and(eq(arbitrators.id, id), isNull(arbitrators.deletedAt)))
    .for('update');
  if (!row) throw new AppError('not_found', BULK_MSG.arbitratorMissing);
  if (row.approved === 1) throw new AppError('conflict', BULK_MSG.arbitratorApproved);
  return confirmArbitrator(tx, audit, id, publicUrl);
}

/**
 * Undoes an approval (1 → 0), only within ARBITRATOR_UNDO_MINUTES of it: later the arbitrator may
 * already have been told, so it is a 409. An arbitrator not approved is answered as it is.
 */
export async function unconfirmArbitrator(tx: Db, audit: AuditRecorder, id: number): Promise<TArbitrator> {
  const undone = await tx
    .update(arbitrators)
    .set({ approved: 0, approvedAt: null, version: sql`${arbitrators.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(arbitrators.id, id),
        isNull(arbitrators.deletedAt),
        eq(arbitrators.approved, 1),
        gt(arbitrators.approvedAt, sql`now() - make_interval(mins => ${ARBITRATOR_UNDO_MINUTES})`),
      ),
    )
    .returning({ id: arbitrators.id });
  const current = await findArbitrator(tx, id);
  if (!current) throw new AppError('not_found');
  if (undone.length > 0) {
    audit.record({
      entity: 'arbitrator',
      entityId: id,
      action: 'unconfirm',
      before: { approved: 1 },
      after: { approved: 0 },
    });
    await unwelcomeApplicant(tx, audit, current);
  } else if (current.approved === 1) {
    throw new AppError('conflict', ARBITRATOR_UNDO_EXPIRED);
  }
  return current;
}

export function deleteArbitrator(tx: Db, audit: AuditRecorder, id: number) {
  return trashVersioned(tx, audit, {
    table: arbitrators,
    id,
    entity: 'arbitrator',
    load: () => findArbitrator(tx, id),
  });
}
