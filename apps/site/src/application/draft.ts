import {
  APPLICATION_DOCUMENTS,
  APPLICATION_FILE_LABELS,
  APPLICATION_MSG,
  APPLICATION_REQUIRED_FILES,
  type ARBITRATOR_GROUPS,
  MAX_UPLOAD_BYTES,
  MSG,
  type TApplicationFile,
  type TArbitratorApplicationInput,
  ZArbitratorApplication,
} from '@app/shared';

/** The application form as typed: text everywhere, the files as the browser holds them. */
export interface ApplicationDraft {
  email: string;
  name: string;
  surname: string;
  phone: string;
  country: string;
  year_of_birth: string;
  group: string;
  languages: string;
  professional_qualification: string;
  experience_field_distribution: string;
  litigation_experience: string;
  arbitration_experience: string;
  experience_in_house: string;
  distribution_cases: { title: string; description: string }[];
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
  if (d.year_of_birth.trim() && !/^\d{4}$/.test(d.year_of_birth.trim()))
    errors.year_of_birth = 'Anno non valido';
  for (const field of APPLICATION_REQUIRED_FILES) if (!d.files[field]) errors[field] = MSG.required;
  for (const [field, file] of Object.entries(d.files) as [TApplicationFile, File][]) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    const allowed = isDocumentField(field) ? DOCUMENT_EXTENSIONS : IMAGE_EXTENSIONS;
    if (!allowed.includes(ext))
      errors[field] = isDocumentField(field) ? APPLICATION_MSG.notDocument : APPLICATION_MSG.notImage;
    else if (file.size > MAX_UPLOAD_BYTES) errors[field] = 'Il file supera il limite di 2 MiB';
  }
  return errors;
}

/** The roles an arbitrator may prefer, in the site's words. */
export const GROUP_LABELS: Record<(typeof ARBITRATOR_GROUPS)[number], string> = {
  'Chair/sole arbitrators': 'Presidente o arbitro unico',
  'Party appointed arbitrators': 'Arbitro di parte',
};
/** The long texts of an arbitrator's experience, in the form's order. */
export const EXPERIENCE_TEXTS = [
  'professional_qualification',
  'experience_field_distribution',
  'litigation_experience',
  'arbitration_experience',
  'experience_in_house',
] as const;

export const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail',
  name: 'Nome',
  surname: 'Cognome',
  phone: 'Telefono',
  country: 'Nazionalità',
  year_of_birth: 'Anno di nascita',
  group: 'Ruolo',
  languages: 'Lingue',
  professional_qualification: 'Qualifiche professionali',
  experience_field_distribution: 'Esperienza nel settore distribuzione',
  litigation_experience: 'Esperienza nel contenzioso',
  arbitration_experience: 'Esperienza in arbitrato',
  experience_in_house: 'Esperienza in-house',
  privacy_accepted: 'Privacy',
  ...APPLICATION_FILE_LABELS,
};

/** The form data of the request: the JSON and the files chosen. */
export function formDataOf(d: ApplicationDraft): FormData {
  const data = new FormData();
  data.append('application', JSON.stringify(applicationOf(d)));
  for (const [field, file] of Object.entries(d.files)) if (file) data.append(field, file);
  return data;
}
