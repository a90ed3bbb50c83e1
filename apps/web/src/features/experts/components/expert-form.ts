import type { TExpert, TExpertInput } from '@app/shared';

/** The save's input, with no user or country chosen yet on a new expert (the schema then says so). */
export type ExpertFormValues = Omit<TExpertInput, 'user_id' | 'country_id'> & {
  user_id: number | null;
  country_id: number | null;
};

export const EMPTY_EXPERT: ExpertFormValues = {
  user_id: null,
  country_id: null,
  name: '',
  surname: '',
  job_title: null,
  date_of_birth: null,
  description: null,
  education: null,
  professional_qualification: null,
  academic_position: null,
  current_professional_position: null,
  previous_position: null,
  practical_experience: null,
  email: null,
  email_alternative: null,
  phone: null,
  website: null,
  languages: null,
  short_publication: null,
  image: null,
  curriculum: null,
  published: false,
};

export function toFormValues(expert: TExpert): ExpertFormValues {
  const { id: _id, user_email: _e, user_name: _n, user_surname: _s, version, ...rest } = expert;
  return { ...rest, version };
}
