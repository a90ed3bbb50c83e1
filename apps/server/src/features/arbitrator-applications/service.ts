import {
  APPLICATION_DOCUMENTS,
  APPLICATION_FILES,
  APPLICATION_MSG,
  APPLICATION_REQUIRED_FILES,
  BOOKING_MSG,
  MSG,
  type TApplicationFile,
  type TArbitratorApplication,
  type TLocale,
  ZArbitratorApplication,
} from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arbitrators, countries, distributionCases, profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { applicationReceived } from '../../lib/mail/templates/arbitrator-application.v1.ts';
import { userLocale } from '../../lib/mail/user-language.ts';
import type { FormFile } from '../../lib/multipart-form.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { isDocument, isImage, sniffFile, storeFile } from '../../plugins/files.ts';
import { refuseIllFormedText } from '../../plugins/text-input.ts';

// an advisory lock namespace of its own (public-limits.ts uses 7303): applications by one e-mail take turns
const APPLICATION_LOCK = 7304;

export interface CheckedApplication {
  application: TArbitratorApplication;
  files: Partial<Record<TApplicationFile, FormFile>>;
}

const fieldErrors = (errors: Record<string, string>, message: string = MSG.invalidData) =>
  new AppError('validation', message, { errors });

/**
 * Everything that can be checked before a transaction: the honeypot, the JSON field against its
 * strict schema, each file's presence and its type as its bytes say (a renamed file is refused).
 */
export async function checkApplication(
  fields: { application?: string; website?: string },
  files: Partial<Record<TApplicationFile, FormFile>>,
): Promise<CheckedApplication> {
  if (fields.website?.trim()) throw new AppError('validation', BOOKING_MSG.honeypot);
  if (fields.application === undefined) {
    throw fieldErrors({ application: MSG.required }, APPLICATION_MSG.missingApplication);
  }
  let json: unknown;
  try {
    json = JSON.parse(fields.application);
  } catch {
    throw fieldErrors({ application: APPLICATION_MSG.badJson }, APPLICATION_MSG.badJson);
  }
  // the JSON inside the field gets what a JSON body gets: NUL or a lone surrogate names its field
  refuseIllFormedText(json);
  const parsed = ZArbitratorApplication.safeParse(json);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.join('.') : 'application';
      errors[key] ??= issue.message;
    }
    throw fieldErrors(errors);
  }
  if (parsed.data.website?.trim()) throw new AppError('validation', BOOKING_MSG.honeypot);
  const errors: Record<string, string> = {};
  for (const field of APPLICATION_REQUIRED_FILES) if (!files[field]) errors[field] = MSG.required;
  let forged = false;
  for (const field of APPLICATION_FILES) {
    const file = files[field];
    if (!file) continue;
    const type = await sniffFile(file.data);
    const document = (APPLICATION_DOCUMENTS as readonly string[]).includes(field);
    const ok =
      type &&
      (document
        ? isDocument(type.contentType) || type.contentType === 'application/msword'
        : isImage(type.contentType));
    if (!ok) {
      errors[field] = document ? APPLICATION_MSG.notDocument : APPLICATION_MSG.notImage;
      forged = true;
    }
  }
  if (Object.keys(errors).length > 0) {
    if (forged) throw new AppError('unsupported_type', MSG.unsupportedType, { errors });
    throw fieldErrors(errors);
  }
  return { application: parsed.data, files };
}

/**
 * The application in the caller's transaction: the user (profile arbitrator, not active, no
 * password), the files, the arbitrator (not approved, applied now) with its cases, the receipt in
 * the outbox. One e-mail applies once: a live user or arbitrator with it is a 409.
 */
export async function createApplication(
  tx: Db,
  audit: AuditRecorder,
  checked: CheckedApplication,
  /** the applicant's browser's, null when it named none */
  language: TLocale | null,
) {
  const a = checked.application;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLICATION_LOCK}, hashtext(${a.email}))`);
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, a.country));
  if (!country) throw fieldErrors({ country: 'Paese sconosciuto' });
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${a.email}`, isNull(users.deletedAt)))
    .limit(1);
  const [arbitrator] = await tx
    .select({ id: arbitrators.id })
    .from(arbitrators)
    .where(and(sql`lower(${arbitrators.email}) = ${a.email}`, isNull(arbitrators.deletedAt)))
    .limit(1);
  if (user || arbitrator)
    throw new AppError('conflict', APPLICATION_MSG.duplicate, {
      errors: { email: APPLICATION_MSG.duplicate },
    });

  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.name, 'arbitrator'));
  const [created] = await tx
    .insert(users)
    .values({
      email: a.email,
      name: a.name,
      surname: a.surname,
      phone: a.phone,
      active: false,
      profileId: profile.id,
      language,
    })
    .returning({ id: users.id });
  audit.record({
    entity: 'user',
    entityId: created.id,
    action: 'create',
    after: { email: a.email, profile: 'arbitrator', active: false, language },
  });

  const stored: Partial<Record<TApplicationFile, string>> = {};
  const receipt: { field: TApplicationFile; original_name: string }[] = [];
  for (const field of APPLICATION_FILES) {
    const file = checked.files[field];
    if (!file) continue;
    const saved = await storeFile(tx, file.data, file.filename || field, null);
    stored[field] = saved.name;
    receipt.push({ field, original_name: saved.originalName });
    audit.record({
      entity: 'file',
      entityId: saved.name,
      action: 'upload',
      after: {
        name: saved.name,
        contentType: saved.contentType,
        size: saved.size,
        original_name: saved.originalName,
      },
    });
  }

  const [row] = await tx
    .insert(arbitrators)
    .values({
      userId: created.id,
      approved: 0,
      appliedAt: sql`now()`,
      email: a.email,
      name: a.name,
      surname: a.surname,
      phone: a.phone,
      countryId: a.country,
      yearOfBirth: a.year_of_birth,
      group: a.group,
      languages: a.languages,
      professionalQualification: a.professional_qualification,
      experienceFieldDistribution: a.experience_field_distribution,
      litigationExperience: a.litigation_experience,
      arbitrationExperience: a.arbitration_experience,
      experienceInHouse: a.experience_in_house,
      curriculum: stored.curriculum ?? null,
      firstReccomandation: stored.first_reccomandation ?? null,
      secondReccomandation: stored.second_reccomandation ?? null,
      image: stored.image ?? null,
    })
    .returning({ id: arbitrators.id });
  if (a.distribution_cases.length > 0) {
    await tx.insert(distributionCases).values(
      a.distribution_cases.map((c, position) => ({
        arbitratorId: row.id,
        position,
        title: c.title,
        description: c.description,
      })),
    );
  }
  audit.record({
    entity: 'arbitrator',
    entityId: row.id,
    action: 'apply',
    after: { email: a.email, user_id: created.id, approved: 0 },
  });
  await enqueueMail(tx, {
    // in the applicant's language when the application recorded one on their account, else Italian
    ...applicationReceived(
      { id: row.id, name: a.name, surname: a.surname },
      receipt,
      await userLocale(tx, created.id),
    ),
    to: [a.email],
    entity: 'arbitrator',
    entityId: row.id,
  });
  return { id: row.id, email: a.email };
}
