import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { blankText, editable, fileRef, parentRef, position, ref, serialId, timestamptz } from './common.ts';
import { countries } from './lookups.ts';
import { users } from './users.ts';

export const arbitrators = pgTable(
  'arbitrators',
  {
    ...serialId(),
    userId: ref('user_id', () => users.id),
    approved: smallint('approved').notNull().default(0),
    /** when the current approval was given; the undo window runs from here (null: not approved here) */
    approvedAt: timestamptz('approved_at'),
    email: text('email').notNull(),
    name: blankText('name'),
    surname: blankText('surname'),
    phone: text('phone'),
    countryId: ref('country_id', () => countries.id),
    yearOfBirth: integer('year_of_birth'),
    group: text('group'),
    languages: text('languages'),
    professionalQualification: text('professional_qualification'),
    experienceFieldDistribution: text('experience_field_distribution'),
    litigationExperience: text('litigation_experience'),
    arbitrationExperience: text('arbitration_experience'),
    experienceInHouse: text('experience_in_house'),
    curriculum: fileRef('curriculum'),
    firstReccomandation: fileRef('first_reccomandation'),
    secondReccomandation: fileRef('second_reccomandation'),
    image: fileRef('image'),
    /** when it came through the public application form; null when an admin created it */
    appliedAt: timestamptz('applied_at'),
    /** an application turned down: kept, with the reason the applicant was told */
    rejectedAt: timestamptz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    ...editable(),
  },
  (t) => [
    index('arbitrators_approved_idx').on(t.approved),
    check('arbitrators_rejected_ck', sql`${t.rejectedAt} is null or ${t.approved} = 0`),
    check('arbitrators_approved_ck', sql`${t.approved} in (0, 1)`),
    check(
      'arbitrators_group_ck',
      sql`${t.group} is null or ${t.group} in ('Chair/sole arbitrators','Party appointed arbitrators')`,
    ),
  ],
);

export const distributionCases = pgTable(
  'distribution_cases',
  {
    ...serialId(),
    arbitratorId: parentRef('arbitrator_id', () => arbitrators.id),
    position: position(),
    title: blankText('title'),
    description: blankText('description'),
  },
  (t) => [index('distribution_cases_arbitrator_idx').on(t.arbitratorId)],
);
