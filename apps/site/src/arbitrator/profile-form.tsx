import {
  ARBITRATOR_PROFILE_MSG,
  type TArbitratorProfile,
  type TArbitratorProfileSaveInput,
  ZArbitratorProfileSave,
} from '@app/shared';
import { type FormEvent, useRef, useState } from 'react';
import { type ProfileDraft, yearProblem } from '../application/draft';
import { fieldLabel, ProfileFields } from '../application/profile-fields';
import { ErrorSummary } from '../booking/error-summary';
import { errorText } from '../components/status';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';

const draftOf = (p: TArbitratorProfile): ProfileDraft => ({
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

function bodyOf(d: ProfileDraft, version: number): TArbitratorProfileSaveInput {
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

/** The arbitrator's own profile fields, saved together on the version they read. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: TArbitratorProfile;
  onSaved: (p: TArbitratorProfile) => void;
}) {
  const { t, message: translated } = useT();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const body = bodyOf(draft, profile.version);
    const year = yearProblem(draft.year_of_birth);
    if (year) {
      setErrors({ year_of_birth: year });
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

  const items = Object.entries(errors).map(([path, m]) => ({
    id: fieldId(path),
    label: fieldLabel(path, t),
    message: translated(m),
  }));
  return (
    <form className="application" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <ProfileFields
        draft={draft}
        errors={errors}
        onChange={(fields) => setDraft((d) => ({ ...d, ...fields }))}
        fieldId={fieldId}
        heading={t('arbitrator.profile')}
        headingId="profile-title"
      />
      <ErrorSummary items={items} ref={summary} />
      {message && (message.ok || items.length === 0) ? (
        <div
          className={`notice ${message.ok ? 'notice-ok' : 'notice-error'}`}
          role={message.ok ? 'status' : 'alert'}
        >
          <p>{translated(message.text)}</p>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('arbitrator.save')}
      </button>
    </form>
  );
}
