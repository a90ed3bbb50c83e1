import {
  APPLICATION_DOCUMENTS,
  APPLICATION_MSG,
  APPLICATION_REQUIRED_FILES,
  MAX_UPLOAD_BYTES,
  MSG,
  type TApplicationFile,
  type TArbitratorApplicationInput,
  ZArbitratorApplication,
} from '@app/shared';

/** The long texts of an arbitrator's experience, in the form's order. */
export const EXPERIENCE_TEXTS = [
  'professional_qualification',
  'experience_field_distribution',
  'litigation_experience',
  'arbitration_experience',
  'experience_in_house',
] as const;

/**
 * An arbitrator's profile as typed, text everywhere: what the application asks and what an
 * approved arbitrator keeps current on their own page (application/profile-fields.tsx).
 */
export type ProfileDraft = Record<
  'phone' | 'country' | 'year_of_birth' | 'group' | 'languages' | (typeof EXPERIENCE_TEXTS)[number],
  string
> & { distribution_cases: { title: string; description: string }[] };

/** The application form as typed: text everywhere, the files as the browser holds them. */
export interface ApplicationDraft extends ProfileDraft {
  email: string;
  name: string;
  surname: string;
  privacy_accepted: boolean;
  website: string;
  files: Partial<Record<TApplicationFile, File>>;
}

export const emptyDraft = (): ApplicationDraft => ({
  email: '',
  name: '',
  surname: '',
  phone: '',
  country: '',
  year_of_birth: '',
  group: '',
  languages: '',
  professional_qualification: '',
  experience_field_distribution: '',
  litigation_experience: '',
  arbitration_experience: '',
  experience_in_house: '',
  distribution_cases: [],
  privacy_accepted: false,
  website: '',
  files: {},
});

/** The JSON field `application` the server takes (RUNNING.md). */
export function applicationOf(d: ApplicationDraft): TArbitratorApplicationInput {
  const { files: _files, website, year_of_birth, country, distribution_cases, ...text } = d;
  const year = year_of_birth.trim();
  return {
    ...text,
    country: country ? Number(country) : (undefined as unknown as number),
    year_of_birth: year ? Number(year) : null,
    group: (d.group || null) as TArbitratorApplicationInput['group'],
    distribution_cases: distribution_cases.filter((c) => c.title.trim() || c.description.trim()),
    // false goes as sent: the schema's own message asks for the consent
    privacy_accepted: d.privacy_accepted as true,
    ...(website ? { website } : {}),
  };
}

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'];
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const isDocumentField = (f: TApplicationFile) => (APPLICATION_DOCUMENTS as readonly string[]).includes(f);
export const acceptOf = (f: TApplicationFile) =>
  (isDocumentField(f) ? DOCUMENT_EXTENSIONS : IMAGE_EXTENSIONS).map((e) => `.${e}`).join(',');

/** What the form can tell before sending: the shared schema's rules, and each file's size and kind. */
export function checkDraft(d: ApplicationDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = ZArbitratorApplication.safeParse(applicationOf(d));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  }
  const year = yearProblem(d.year_of_birth);
  if (year) errors.year_of_birth = year;
  for (const field of APPLICATION_REQUIRED_FILES) if (!d.files[field]) errors[field] = MSG.required;
  for (const [field, file] of Object.entries(d.files) as [TApplicationFile, File][]) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    const allowed = isDocumentField(field) ? DOCUMENT_EXTENSIONS : IMAGE_EXTENSIONS;
    if (!allowed.includes(ext))
      errors[field] = isDocumentField(field) ? APPLICATION_MSG.notDocument : APPLICATION_MSG.notImage;
    else if (file.size > MAX_UPLOAD_BYTES) errors[field] = MSG.tooLarge;
  }
  return errors;
}

/** A year of birth typed as anything but four digits (the schema sees it as a number, or none). */
export const yearProblem = (year: string): string | null =>
  year.trim() && !/^\d{4}$/.test(year.trim()) ? 'Anno non valido' : null;

/** The form data of the request: the JSON and the files chosen. */
export function formDataOf(d: ApplicationDraft): FormData {
  const data = new FormData();
  data.append('application', JSON.stringify(applicationOf(d)));
  for (const [field, file] of Object.entries(d.files)) if (file) data.append(field, file);
  return data;
}
