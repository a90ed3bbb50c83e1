import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { editable } from './common.ts';
import { files } from './files.ts';
import { countries } from './lookups.ts';
import { users } from './users.ts';

export const arbitrators = pgTable(
  'arbitrators',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    approved: smallint('approved').notNull().default(0),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    countryId: integer('country_id').references(() => countries.id),
    yearOfBirth: integer('year_of_birth'),
    group: text('group'),
    languages: text('languages'),
    professionalQualification: text('professional_qualification'),
    experienceFieldDistribution: text('experience_field_distribution'),
    litigationExperience: text('litigation_experience'),
    arbitrationExperience: text('arbitration_experience'),
    experienceInHouse: text('experience_in_house'),
    curriculum: text('curriculum').references(() => files.name),
    firstReccomandation: text('first_reccomandation').references(() => files.name),
    secondReccomandation: text('second_reccomandation').references(() => files.name),
    image: text('image').references(() => files.name),
    ...editable(),
  },
  (t) => [
    index('arbitrators_approved_idx').on(t.approved),
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
    id: serial('id').primaryKey(),
    arbitratorId: integer('arbitrator_id')
      .notNull()
      .references(() => arbitrators.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [index('distribution_cases_arbitrator_idx').on(t.arbitratorId)],
);
