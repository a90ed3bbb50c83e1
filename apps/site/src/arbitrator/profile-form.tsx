import {
  ARBITRATOR_GROUPS,
  ARBITRATOR_PROFILE_MSG,
  type TArbitratorProfile,
  type TArbitratorProfileSaveInput,
  ZArbitratorProfileSave,
} from '@app/shared';
import { type FormEvent, useRef, useState } from 'react';
import { CaseFields } from '../application/case-fields';
import { EXPERIENCE_TEXTS, FIELD_LABELS, GROUP_LABELS } from '../application/draft';
import { ErrorSummary } from '../booking/error-summary';
import { SelectField, TextArea, TextField } from '../components/fields';
import { errorText } from '../components/status';
import { ApiError, api } from '../lib/api';
import { useApi } from '../lib/use-api';

type Draft = Record<'phone' | 'country' | 'year_of_birth' | 'group' | 'languages', string> &
  Record<(typeof EXPERIENCE_TEXTS)[number], string> & {
    distribution_cases: { title: string; description: string }[];
  };

const draftOf = (p: TArbitratorProfile): Draft => ({
  phone: p.phone ?? '',
  country: p.country === null ? '' : String(p.country),
  year_of_birth: p.year_of_birth === null ? '' : String(p.year_of_birth),
  group: p.group ?? '',
  languages: p.languages ?? '',
  professional_qualification: p.professional_qualification ?? '',
  experience_field_distribution: p.experience_field_distribution ?? '',
  litigation_experience: p.litigation_experience ?? '',
  arbitration_experience: p.arbitration_experience ?? '',
  experience_in_house: p.experience_in_house ?? '',
  distribution_cases: p.distribution_cases,
});

function bodyOf(d: Draft, version: number): TArbitratorProfileSaveInput {
  const year = d.year_of_birth.trim();
  return {
    arbitrator: {
      ...d,
      country: d.country ? Number(d.country) : null,
      year_of_birth: year ? Number(year) : null,
      group: (d.group || null) as TArbitratorProfileSaveInput['arbitrator']['group'],
      distribution_cases: d.distribution_cases.filter((c) => c.title.trim() || c.description.trim()),
      version,
    },
  };
}

const fieldId = (path: string) => `arb-${path.replace(/\./g, '-')}`;
const labelOf = (path: string) => {
  const [head, index, part] = path.split('.');
  if (head === 'distribution_cases' && index !== undefined) {
    return `Caso ${Number(index) + 1}, ${part === 'description' ? 'descrizione' : 'titolo'}`;
  }
  return FIELD_LABELS[head] ?? head;
};

/** The arbitrator's own profile fields, saved together on the version they read. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: TArbitratorProfile;
  onSaved: (p: TArbitratorProfile) => void;
}) {
  const countries = useApi<{ countries: { id: number; name: string }[] }>('/public/countries');
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const body = bodyOf(draft, profile.version);
    if (draft.year_of_birth.trim() && !/^\d{4}$/.test(draft.year_of_birth.trim())) {
      setErrors({ year_of_birth: 'Anno non valido' });
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const parsed = ZArbitratorProfileSave.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.slice(1).join('.')] ??= issue.message;
      setErrors(found);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setBusy(true);
    try {
      const { arbitrator } = await api<{ arbitrator: TArbitratorProfile }>('/arbitrator/profile', {
        method: 'PUT',
        body,
      });
      setErrors({});
      onSaved(arbitrator);
      setMessage({ ok: true, text: ARBITRATOR_PROFILE_MSG.saved });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(0, String(err));
      setErrors(
        Object.fromEntries(
          Object.entries(apiError.errors).map(([k, v]) => [k.replace(/^arbitrator\./, ''), v]),
        ),
      );
      setMessage({ ok: false, text: errorText(apiError) });
    } finally {
      setBusy(false);
    }
  };

  const text = (key: Exclude<keyof Draft, 'distribution_cases' | 'country' | 'group'>) => ({
    id: fieldId(key),
    label: FIELD_LABELS[key],
    value: draft[key],
    onChange: (v: string) => set(key, v),
    error: errors[key],
  });
  const items = Object.entries(errors).map(([path, m]) => ({
    id: fieldId(path),
    label: labelOf(path),
    message: m,
  }));
  return (
    <form className="application" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <section className="form-section">
        <h2 id="profile-title">Profilo</h2>
        <div className="grid-2">
          <TextField {...text('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={50} />
          <SelectField
            id={fieldId('country')}
            label="Nazionalità"
            value={draft.country}
            onChange={(v) => set('country', v)}
            options={
              countries.state === 'ready'
                ? countries.data.countries.map((c) => ({ value: String(c.id), label: c.name }))
                : []
            }
            placeholder={countries.state === 'loading' ? 'Caricamento…' : 'Scegli'}
            error={errors.country}
          />
          <TextField {...text('year_of_birth')} inputMode="numeric" maxLength={4} />
          <SelectField
            id={fieldId('group')}
            label="Ruolo"
            value={draft.group}
            onChange={(v) => set('group', v)}
            options={ARBITRATOR_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
            placeholder="Nessuna preferenza"
            error={errors.group}
          />
          <TextField {...text('languages')} hint="Per esempio: Italiano, Inglese" maxLength={200} />
        </div>
      </section>
      <section className="form-section">
        <h2>Esperienza</h2>
        {EXPERIENCE_TEXTS.map((key) => (
          <TextArea key={key} {...text(key)} rows={3} />
        ))}
      </section>
      <CaseFields
        cases={draft.distribution_cases}
        errors={errors}
        onChange={(cases) => set('distribution_cases', cases)}
        fieldId={fieldId}
      />
      <ErrorSummary items={items} ref={summary} />
      {message && (message.ok || items.length === 0) ? (
        <div
          className={`notice ${message.ok ? 'notice-ok' : 'notice-error'}`}
          role={message.ok ? 'status' : 'alert'}
        >
          <p>{message.text}</p>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        Salva il profilo
      </button>
    </form>
  );
}
