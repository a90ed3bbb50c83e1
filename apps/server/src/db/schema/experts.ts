import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { editable, fileRef, lower, ref, serialId } from './common.ts';
import { countries } from './lookups.ts';
import { users } from './users.ts';

export const experts = pgTable(
  'experts',
  {
    ...serialId(),
    userId: ref('user_id', () => users.id).notNull(),
    countryId: ref('country_id', () => countries.id).notNull(),
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
    image: fileRef('image'),
    curriculum: fileRef('curriculum'),
    published: boolean('published').notNull().default(false),
    ...editable(),
  },
  (t) => [index('experts_surname_idx').on(lower(t.surname), t.id), index('experts_user_idx').on(t.userId)],
);
