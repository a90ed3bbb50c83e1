import { APPLICATION_FILES, APPLICATION_REQUIRED_FILES } from '@app/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type ApplicationDraft, checkDraft, emptyDraft, formDataOf } from '../application/draft';
import { FileInput } from '../application/file-input';
import { fieldLabel, ProfileFields } from '../application/profile-fields';
import { ErrorSummary } from '../booking/error-summary';
import { Checkbox, TextField } from '../components/fields';
import { PrivacyLink } from '../components/legal-links';
import { PageHeading } from '../components/page-heading';
import { errorText } from '../components/status';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';
import { usePageTitle } from '../lib/page-title';

/** The element id of a field, from its path in the application ("distribution_cases.0.title"). */
export const fieldId = (path: string) => `app-${path.replace(/\./g, '-')}`;

/** Route /area/candidatura: the public arbitrator application (RUNNING.md, "Member site"). */
export default function ApplicationPage() {
  const { t, message } = useT();
  usePageTitle(t('application.title'));
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  // a field changed is no longer wrong as far as the form knows: its message goes until the next check
  const clear = (key: string) =>
    setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));
  const change = (fields: Partial<ApplicationDraft>) => {
    setDraft((d) => ({ ...d, ...fields }));
    for (const key of Object.keys(fields)) clear(key);
  };
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) =>
    change({ [key]: value } as Partial<ApplicationDraft>);

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
        <PageHeading>{t('application.sentTitle')}</PageHeading>
        <div className="notice notice-ok" role="status">
          <p>
            {t('application.receiptTo')} <strong>{sent}</strong>.
          </p>
          <p>{t('application.review')}</p>
        </div>
        <p>
          <Link href="/">{t('application.home')}</Link>
        </p>
      </section>
    );
  }

  // messages as the schema or the server wrote them, shown in the reader's language
  const error = (path: string) => (errors[path] ? message(errors[path]) : undefined);
  const items = Object.entries(errors).map(([path, text]) => ({
    id: fieldId(path),
    label: fieldLabel(path, t),
    message: message(text),
  }));
  const text = (key: 'name' | 'surname' | 'email') => ({
    id: fieldId(key),
    label: t(`application.fields.${key}`),
    value: draft[key],
    onChange: (v: string) => set(key, v),
    error: error(key),
    required: true,
  });

  return (
    <section className="page narrow">
      <PageHeading>{t('application.title')}</PageHeading>
      <p className="lead-muted">
        {t('application.leadBefore')} <span aria-hidden="true">*</span> {t('application.leadAfter')}
      </p>
      <form className="application" noValidate onSubmit={submit}>
        <ProfileFields
          draft={draft}
          errors={errors}
          onChange={change}
          fieldId={fieldId}
          heading={t('application.personal')}
          countryRequired
        >
          <TextField {...text('name')} autoComplete="given-name" maxLength={200} />
          <TextField {...text('surname')} autoComplete="family-name" maxLength={200} />
          <TextField {...text('email')} type="email" autoComplete="email" inputMode="email" />
        </ProfileFields>
        <section className="form-section">
          <h2>{t('application.documents')}</h2>
          {APPLICATION_FILES.map((field) => (
            <FileInput
              key={field}
              id={fieldId(field)}
              field={field}
              label={t(`application.files.${field}`)}
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
          <label htmlFor="website">{t('application.honeypot')}</label>
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
          label={t('application.privacy')}
          required
          checked={draft.privacy_accepted}
          onChange={(v) => set('privacy_accepted', v)}
          error={error('privacy_accepted')}
          hint={<PrivacyLink />}
        />
        {failure && items.length === 0 ? (
          <div className="notice notice-error" role="alert" ref={summary} tabIndex={-1}>
            <p>{message(failure)}</p>
          </div>
        ) : null}
        <ErrorSummary items={items} ref={summary} />
        <button
          type="submit"
          className="button button-primary button-block"
          aria-disabled={sending || undefined}
        >
          {t(sending ? 'application.sending' : 'application.submit')}
        </button>
      </form>
    </section>
  );
}
