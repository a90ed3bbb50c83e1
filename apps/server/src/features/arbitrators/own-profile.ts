import {
  APPLICATION_DOCUMENTS,
  APPLICATION_FILES,
  APPLICATION_MSG,
  ARBITRATOR_PROFILE_MSG,
  MSG,
  type TApplicationFile,
  type TArbitrator,
  type TArbitratorProfile,
  type TArbitratorProfileSave,
  type TArbitratorUpdate,
} from '@app/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arbitrators, files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { chooseUserLanguage, userLanguage } from '../../lib/member-language.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { isDocument, isImage, loadFile, sniffFile, storeFile } from '../../plugins/files.ts';
import { findArbitrator } from './repository.ts';
import { updateArbitrator } from './service.ts';

/**
 * The arbitrator's own record, as they see and keep it on the member site: the approved, live
 * arbitrator whose user they are. Anyone else (not approved, rejected, in the trash) gets a 403
 * saying why. Their edits go through the admins' save (updateArbitrator): the same checks, the
 * approval untouched, an audit row with the record before and after, which the Storico shows.
 */
async function ownArbitratorId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: arbitrators.id })
    .from(arbitrators)
    .where(and(eq(arbitrators.userId, userId), eq(arbitrators.approved, 1), isNull(arbitrators.deletedAt)))
    .orderBy(desc(arbitrators.id))
    .limit(1);
  if (!row) throw new AppError('forbidden', ARBITRATOR_PROFILE_MSG.notApproved);
  return row.id;
}

async function loadOwn(db: Db, id: number): Promise<TArbitrator> {
  const a = await findArbitrator(db, id);
  if (!a) throw new AppError('forbidden', ARBITRATOR_PROFILE_MSG.notApproved);
  return a;
}

/** The record as the arbitrator's page shows it: no approval or review data, files by their own names. */
async function toProfile(db: Db, a: TArbitrator, userId: number): Promise<TArbitratorProfile> {
  const names = APPLICATION_FILES.map((f) => a[f]).filter((n): n is string => !!n);
  const stored = names.length
    ? await db
        .select({
          name: files.name,
          originalName: files.originalName,
          contentType: files.contentType,
          size: files.size,
        })
        .from(files)
        .where(inArray(files.name, names))
    : [];
  const byName = new Map(stored.map((f) => [f.name, f]));
  const fileOf = (field: TApplicationFile) => {
    const f = a[field] ? byName.get(a[field]) : undefined;
    return f ? { original_name: f.originalName, content_type: f.contentType, size: f.size } : null;
  };
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    surname: a.surname,
    phone: a.phone,
    country: a.country,
    year_of_birth: a.year_of_birth,
    group: a.group,
    languages: a.languages,
    professional_qualification: a.professional_qualification,
    experience_field_distribution: a.experience_field_distribution,
    litigation_experience: a.litigation_experience,
    arbitration_experience: a.arbitration_experience,
    experience_in_house: a.experience_in_house,
    distribution_cases: a.distribution_cases,
    files: Object.fromEntries(APPLICATION_FILES.map((f) => [f, fileOf(f)])) as TArbitratorProfile['files'],
    updated_at: a.updated_at,
    version: a.version,
    language: await userLanguage(db, userId),
  };
}

export async function ownProfile(db: Db, userId: number): Promise<TArbitratorProfile> {
  return toProfile(db, await loadOwn(db, await ownArbitratorId(db, userId)), userId);
}

/** The whole record as the admins' save takes it: what it holds now, with `changes` over it. */
function saveOf(current: TArbitrator, changes: Partial<TArbitratorUpdate>): TArbitratorUpdate {
  return {
    email: current.email,
    phone: current.phone,
    country: current.country,
    year_of_birth: current.year_of_birth,
    group: current.group,
    languages: current.languages,
    professional_qualification: current.professional_qualification,
    experience_field_distribution: current.experience_field_distribution,
    litigation_experience: current.litigation_experience,
    arbitration_experience: current.arbitration_experience,
    experience_in_house: current.experience_in_house,
    distribution_cases: current.distribution_cases,
    curriculum: current.curriculum,
    first_reccomandation: current.first_reccomandation,
    second_reccomandation: current.second_reccomandation,
    image: current.image,
    ...changes,
  };
}

/** PUT /api/arbitrator/profile: their own fields, based on the version they read (412 when stale). */
export async function saveOwnProfile(
  tx: Db,
  audit: AuditRecorder,
  userId: number,
  body: TArbitratorProfileSave['arbitrator'],
): Promise<TArbitratorProfile> {
  const id = await ownArbitratorId(tx, userId);
  const current = await loadOwn(tx, id);
  const { version, language, ...changes } = body;
  const saved = await updateArbitrator(tx, audit, id, saveOf(current, changes), version);
  if (language) await chooseUserLanguage(tx, audit, userId, language);
  return toProfile(tx, saved, userId);
}

/**
 * PUT /api/arbitrator/files/{field}: a new curriculum, letter or photo in place of the old one
 * (kept in the files, as every replaced upload is). Its type is what its bytes say.
 */
export async function replaceOwnFile(
  tx: Db,
  audit: AuditRecorder,
  userId: number,
  field: TApplicationFile,
  upload: { data: Buffer; filename: string },
): Promise<TArbitratorProfile> {
  const id = await ownArbitratorId(tx, userId);
  const document = (APPLICATION_DOCUMENTS as readonly string[]).includes(field);
  const type = await sniffFile(upload.data);
  const ok =
    type &&
    (document
      ? isDocument(type.contentType) || type.contentType === 'application/msword'
      : isImage(type.contentType));
  if (!ok) {
    const message = document ? APPLICATION_MSG.notDocument : APPLICATION_MSG.notImage;
    throw new AppError('unsupported_type', MSG.unsupportedType, { errors: { [field]: message } });
  }
  const current = await loadOwn(tx, id);
  const stored = await storeFile(tx, upload.data, upload.filename || field, userId);
  audit.record({
    entity: 'file',
    entityId: stored.name,
    action: 'upload',
    after: {
      name: stored.name,
      contentType: stored.contentType,
      size: stored.size,
      original_name: stored.originalName,
    },
  });
  const saved = await updateArbitrator(tx, audit, id, saveOf(current, { [field]: stored.name }), undefined);
  return toProfile(tx, saved, userId);
}

/** GET /api/arbitrator/files/{field}: the file of their own record, or 404 when it has none. */
export async function ownFile(db: Db, userId: number, field: TApplicationFile) {
  const a = await loadOwn(db, await ownArbitratorId(db, userId));
  const name = a[field];
  const file = name ? await loadFile(db, name) : null;
  if (!file) throw new AppError('not_found', ARBITRATOR_PROFILE_MSG.noFile);
  return file;
}
