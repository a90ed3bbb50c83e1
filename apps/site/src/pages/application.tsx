import {
  APPLICATION_FILE_LABELS,
  APPLICATION_FILES,
  APPLICATION_REQUIRED_FILES,
  ARBITRATOR_GROUPS,
} from '@app/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CaseFields } from '../application/case-fields';
import {
  type ApplicationDraft,
  checkDraft,
  EXPERIENCE_TEXTS,
  emptyDraft,
  FIELD_LABELS,
  formDataOf,
  GROUP_LABELS,
} from '../application/draft';
import { FileInput } from '../application/file-input';
import { ErrorSummary } from '../booking/error-summary';
import { Checkbox, SelectField, TextArea, TextField } from '../components/fields';
import { PrivacyLink } from '../components/legal-links';
import { PageHeading } from '../components/page-heading';
import { errorText } from '../components/status';
import { ApiError, api } from '../lib/api';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/** The element id of a field, from its path in the application ("distribution_cases.0.title"). */
export const fieldId = (path: string) => `app-${path.replace(/\./g, '-')}`;

function labelOf(path: string) {
  const [head, index, part] = path.split('.');
  if (head === 'distribution_cases' && index !== undefined) {
    return `Caso ${Number(index) + 1}, ${part === 'description' ? 'descrizione' : 'titolo'}`;
  }
  return FIELD_LABELS[head] ?? head;
}

/** Route /area/candidatura: the public arbitrator application (RUNNING.md, "Member site"). */
export default function ApplicationPage() {
  usePageTitle('Candidatura arbitro');
  const countries = useApi<{ countries: { id: number; name: string }[] }>('/public/countries');
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  // a field changed is no longer wrong as far as the form knows: its message goes until the next check
  const clear = (key: string) =>
    setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clear(key);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = checkDraft(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setSending(true);
    try {
      await api('/public/arbitrator-applications', { method: 'POST', body: formDataOf(draft) });
      setSent(draft.email.trim().toLowerCase());
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, String(err));
      setErrors(error.errors);
      setFailure(errorText(error));
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <section className="page narrow">
        <PageHeading>Candidatura inviata</PageHeading>
        <div className="notice notice-ok" role="status">
          <p>
            Grazie: abbiamo ricevuto la tua candidatura. Una ricevuta è in arrivo a <strong>{sent}</strong>.
          </p>
          <p>L'associazione la esaminerà e ti scriverà con l'esito.</p>
        </div>
        <p>
          <Link href="/">Torna alla pagina iniziale</Link>
        </p>
      </section>
    );
  }

  const countryOptions =
    countries.state === 'ready'
      ? countries.data.countries.map((c) => ({ value: String(c.id), label: c.name }))
      : [];
  const items = Object.entries(errors).map(([path, message]) => ({
    id: fieldId(path),
    label: labelOf(path),
    message,
  }));
  const text = (
    key: keyof typeof FIELD_LABELS & keyof ApplicationDraft,
    extra: Record<string, unknown> = {},
  ) => ({
    id: fieldId(key),
    label: FIELD_LABELS[key],
    value: draft[key] as string,
    onChange: (v: string) => set(key, v as never),
    error: errors[key],
    ...extra,
  });

  return (
    <section className="page narrow">
      <PageHeading>Candidatura arbitro</PageHeading>
      <p className="lead-muted">
        Candidati come arbitro dell'associazione. I campi con <span aria-hidden="true">*</span> sono
        obbligatori; curriculum e due lettere di referenza in formato pdf, doc o docx, ciascuno al massimo 2
        MiB (una lettera scansionata va salvata come PDF). Riceverai una ricevuta per e-mail; l'account si
        attiva solo dopo l'approvazione.
      </p>
      <form className="application" noValidate onSubmit={submit}>
        <section className="form-section">
          <h2>Dati personali</h2>
          <div className="grid-2">
            <TextField {...text('name', { required: true, autoComplete: 'given-name', maxLength: 200 })} />
            <TextField
              {...text('surname', { required: true, autoComplete: 'family-name', maxLength: 200 })}
            />
            <TextField
              {...text('email', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
            />
            <TextField
              {...text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 50 })}
            />
            <SelectField
              id={fieldId('country')}
              label="Nazionalità"
              required
              value={draft.country}
              onChange={(v) => set('country', v)}
              options={countryOptions}
              placeholder={countries.state === 'loading' ? 'Caricamento…' : 'Scegli'}
              error={errors.country}
            />
            <TextField {...text('year_of_birth', { inputMode: 'numeric', maxLength: 4 })} />
            <SelectField
              id={fieldId('group')}
              label="Ruolo"
              value={draft.group}
              onChange={(v) => set('group', v)}
              options={ARBITRATOR_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
              placeholder="Nessuna preferenza"
              error={errors.group}
            />
            <TextField {...text('languages', { hint: 'Per esempio: Italiano, Inglese', maxLength: 200 })} />
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
        <section className="form-section">
          <h2>Documenti</h2>
          {APPLICATION_FILES.map((field) => (
            <FileInput
              key={field}
              id={fieldId(field)}
              field={field}
              label={APPLICATION_FILE_LABELS[field]}
              required={APPLICATION_REQUIRED_FILES.includes(field)}
              file={draft.files[field]}
              error={errors[field]}
              onChange={(file) => {
                set('files', { ...draft.files, [field]: file });
                clear(field);
              }}
            />
          ))}
        </section>
        {/* the honeypot: hidden from people and assistive technology, left empty by them */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">Sito web (lasciare vuoto)</label>
          <input
            id="website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(e) => set('website', e.target.value)}
          />
        </div>
        <Checkbox
          id={fieldId('privacy_accepted')}
          label="Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati per valutare la candidatura"
          required
          checked={draft.privacy_accepted}
          onChange={(v) => set('privacy_accepted', v)}
          error={errors.privacy_accepted}
          hint={<PrivacyLink />}
        />
        {failure && items.length === 0 ? (
          <div className="notice notice-error" role="alert" ref={summary} tabIndex={-1}>
            <p>{failure}</p>
          </div>
        ) : null}
        <ErrorSummary items={items} ref={summary} />
        <button
          type="submit"
          className="button button-primary button-block"
          aria-disabled={sending || undefined}
        >
          {sending ? 'Invio in corso…' : 'Invia la candidatura'}
        </button>
      </form>
    </section>
  );
}
