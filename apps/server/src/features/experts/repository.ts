import type { TExpert, TExpertSave, TListQuery } from '@app/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experts, users } from '../../db/schema/index.ts';
import { listPage, type SortsOf } from '../../lib/list.ts';

/** GET /api/experts/{id}: every field of an expert, with its user's name for the select. */
export async function expertDetail(db: Db, id: number): Promise<TExpert | null> {
  const [row] = await db
    .select({ e: experts, userEmail: users.email, userName: users.name, userSurname: users.surname })
    .from(experts)
    .leftJoin(users, eq(users.id, experts.userId))
    .where(and(eq(experts.id, id), isNull(experts.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { e } = row;
  return {
    id: e.id,
    user_id: e.userId,
    user_email: row.userEmail,
    user_name: row.userName,
    user_surname: row.userSurname,
    country_id: e.countryId,
    name: e.name,
    surname: e.surname,
    job_title: e.jobTitle,
    date_of_birth: e.dateOfBirth,
    description: e.description,
    education: e.education,
    professional_qualification: e.professionalQualification,
    academic_position: e.academicPosition,
    current_professional_position: e.currentProfessionalPosition,
    previous_position: e.previousPosition,
    practical_experience: e.practicalExperience,
    email: e.email,
    email_alternative: e.emailAlternative,
    phone: e.phone,
    website: e.website,
    languages: e.languages,
    short_publication: e.shortPublication,
    image: e.image,
    curriculum: e.curriculum,
    published: e.published,
    version: e.version,
  };
}

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const EXPERT_SORTS = ['surname', 'name', 'email', 'id'] as const;

/** GET /api/experts: by accent-folded surname, searched on name, surname, both and email. */
export function listExperts(db: Db, query: TListQuery) {
  return listPage({
    query,
    rows: db
      .select({
        id: experts.id,
        name: experts.name,
        surname: experts.surname,
        email: experts.email,
        published: experts.published,
        version: experts.version,
      })
      .from(experts)
      .$dynamic(),
    count: db.select({ total: count() }).from(experts).$dynamic(),
    where: [isNull(experts.deletedAt)],
    sorts: {
      surname: sql`lower(f_unaccent(${experts.surname}))`,
      name: sql`lower(f_unaccent(${experts.name}))`,
      email: experts.email,
      id: experts.id,
    } satisfies SortsOf<typeof EXPERT_SORTS>,
    defaultSort: 'surname',
    tiebreak: experts.id,
    search: [experts.name, experts.surname, experts.email, sql`${experts.name} || ' ' || ${experts.surname}`],
  });
}

export function expertColumns(input: TExpertSave) {
  return {
    userId: input.user_id,
    countryId: input.country_id,
    name: input.name,
    surname: input.surname,
    jobTitle: input.job_title,
    dateOfBirth: input.date_of_birth,
    description: input.description,
    education: input.education,
    professionalQualification: input.professional_qualification,
    academicPosition: input.academic_position,
    currentProfessionalPosition: input.current_professional_position,
    previousPosition: input.previous_position,
    practicalExperience: input.practical_experience,
    email: input.email,
    emailAlternative: input.email_alternative,
    phone: input.phone,
    website: input.website,
    languages: input.languages,
    shortPublication: input.short_publication,
    image: input.image,
    curriculum: input.curriculum,
    published: input.published,
  };
}
