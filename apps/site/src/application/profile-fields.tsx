import { APPLICATION_FILES, ARBITRATOR_GROUPS, type TApplicationFile } from '@app/shared';
import type { ReactNode } from 'react';
import { SelectField, TextArea, TextField } from '../components/fields';
import { useT } from '../i18n/provider';
import type { Translate } from '../i18n/translator';
import type { PublicCountry } from '../lib/types';
import { useApi } from '../lib/use-api';
import { CaseFields } from './case-fields';
import { EXPERIENCE_TEXTS, type ProfileDraft } from './draft';

/** The catalogue key of each role an arbitrator may prefer. */
const GROUP_KEYS: Record<(typeof ARBITRATOR_GROUPS)[number], string> = {
  'Chair/sole arbitrators': 'application.groups.chair',
  'Party appointed arbitrators': 'application.groups.party',
};

const isFile = (name: string): name is TApplicationFile =>
  (APPLICATION_FILES as readonly string[]).includes(name);

/** A field's name in the reader's language, from its path ("distribution_cases.0.title"), for the error summary. */
export function fieldLabel(path: string, t: Translate): string {
  const [head = '', index, part] = path.split('.');
  if (head === 'distribution_cases' && index !== undefined) {
    const n = Number(index) + 1;
    return t(part === 'description' ? 'application.caseDescriptionOf' : 'application.caseTitleOf', { n });
  }
  if (isFile(head)) return t(`application.files.${head}`);
  const key = `application.fields.${head}`;
  const label = t(key);
  return label === key ? head : label;
}

type Props = {
  draft: ProfileDraft;
  /** field path → its message, as the schema or the server wrote it (translated here) */
  errors: Record<string, string>;
  /** what changed, to merge into the draft */
  onChange: (change: Partial<ProfileDraft>) => void;
  fieldId: (path: string) => string;
  heading: string;
  headingId?: string;
  /** the application requires the nationality; an arbitrator's own page may leave it empty */
  countryRequired?: boolean;
  /** fields that come first in the same grid (the applicant's name and e-mail) */
  children?: ReactNode;
};

/**
 * An arbitrator's profile fields — contact, nationality, year of birth, role, languages, the
 * experience texts and the distribution cases — as the application asks them and as an approved
 * arbitrator keeps them current on their own page.
 */
export function ProfileFields({
  draft,
  errors,
  onChange,
  fieldId,
  heading,
  headingId,
  countryRequired,
  children,
}: Props) {
  const { t, message } = useT();
  const countries = useApi<{ countries: PublicCountry[] }>('/public/countries');
  const error = (path: string) => (errors[path] ? message(errors[path]) : undefined);
  const text = (key: Exclude<keyof ProfileDraft, 'distribution_cases' | 'country' | 'group'>) => ({
    id: fieldId(key),
    label: t(`application.fields.${key}`),
    value: draft[key],
    onChange: (v: string) => onChange({ [key]: v }),
    error: error(key),
  });
  return (
    <>
      <section className="form-section">
        <h2 id={headingId}>{heading}</h2>
        <div className="grid-2">
          {children}
          <TextField {...text('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={50} />
          <SelectField
            id={fieldId('country')}
            label={t('application.fields.country')}
            required={countryRequired}
            value={draft.country}
            onChange={(country) => onChange({ country })}
            options={
              countries.state === 'ready'
                ? countries.data.countries.map((c) => ({ value: String(c.id), label: c.name }))
                : []
            }
            placeholder={t(
              countries.state === 'loading' ? 'application.loadingOption' : 'application.choose',
            )}
            error={error('country')}
          />
          <TextField {...text('year_of_birth')} inputMode="numeric" maxLength={4} />
          <SelectField
            id={fieldId('group')}
            label={t('application.fields.group')}
            value={draft.group}
            onChange={(group) => onChange({ group })}
            options={ARBITRATOR_GROUPS.map((g) => ({ value: g, label: t(GROUP_KEYS[g]) }))}
            placeholder={t('application.noPreference')}
            error={error('group')}
          />
          <TextField {...text('languages')} hint={t('application.languagesHint')} maxLength={200} />
        </div>
      </section>
      <section className="form-section">
        <h2>{t('application.experience')}</h2>
        {EXPERIENCE_TEXTS.map((key) => (
          <TextArea key={key} {...text(key)} rows={3} />
        ))}
      </section>
      <CaseFields
        cases={draft.distribution_cases}
        errors={errors}
        onChange={(distribution_cases) => onChange({ distribution_cases })}
        fieldId={fieldId}
      />
    </>
  );
}
