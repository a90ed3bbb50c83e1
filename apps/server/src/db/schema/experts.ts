import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { editable } from './common.ts';
import { files } from './files.ts';
import { countries } from './lookups.ts';
import { users } from './users.ts';

export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    emailAlternative: text('email_alternative'),
    phone: text('phone'),
    website: text('website'),
    jobTitle: text('job_title'),
    dateOfBirth: date('date_of_birth'),
    description: text('description'),
    education: text('education'),
    professionalQualification: text('professional_qualification'),
    academicPosition: text('academic_position'),
    currentProfessionalPosition: text('current_professional_position'),
    previousPosition: text('previous_position'),
    practicalExperience: text('practical_experience'),
    languages: text('languages'),
    shortPublication: text('short_publication'),
    image: text('image').references(() => files.name),
    curriculum: text('curriculum').references(() => files.name),
    published: boolean('published').notNull().default(false),
    ...editable(),
  },
  (t) => [
    index('experts_surname_idx').on(sql`lower(${t.surname})`, t.id),
    index('experts_user_idx').on(t.userId),
  ],
);
