import { WAITING_LIST_MAX_QUANTITY, ZWaitingListForm } from '@app/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Checkbox, RequiredNote, SelectField, TextField } from '../components/fields';
import { contentLabel } from '../components/in-italian';
import { PrivacyLink } from '../components/legal-links';
import { errorText } from '../components/status';
import { useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';
import { ApiError, api } from '../lib/api';
import type { PublicConference } from '../lib/types';

type Errors = Record<string, string>;

const FIELD_ORDER = ['name', 'surname', 'email', 'quantity', 'workshop_id', 'privacy_accepted'];

const QUANTITIES = Array.from({ length: WAITING_LIST_MAX_QUANTITY }, (_, i) => i + 1);

/**
 * "Mettiti in lista d'attesa": instead of the booking form when the conference is full, or for one
 * of its full workshops (`workshops`: those to choose from; none: the conference's own line). The
 * same rules as the server's (ZWaitingListForm); consent and the honeypot as the booking form.
 */
export function WaitingListForm({
  conference,
  workshops = [],
}: {
  conference: PublicConference;
  workshops?: { id: number; title: string; title_en?: string | null }[];
}) {
  const tr = useT();
  const { t, message } = tr;
  const forWorkshop = workshops.length > 0;
  const [draft, setDraft] = useState({
    name: '',
    surname: '',
    email: '',
    quantity: '1',
    workshop: forWorkshop ? String(workshops[0].id) : '',
    privacy: false,
    website: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [joined, setJoined] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  // the answer takes the focus once it is on screen (after the commit, not on a frame that may
  // come before it), so a screen reader reads it and the keyboard starts there
  useEffect(() => {
    if (joined !== null) status.current?.focus();
  }, [joined]);
  const id = (f: string) => `wl-${f}`;
  const title = t(forWorkshop ? 'waitingList.titleWorkshops' : 'waitingList.title');
  // the shared schema's and the server's messages, in the page's language
  const shown = (field: string) => (errors[field] ? message(errors[field]) : undefined);

  const body = {
    email: draft.email,
    name: draft.name,
    surname: draft.surname,
    quantity: Number(draft.quantity),
    workshop_id: forWorkshop ? Number(draft.workshop) : null,
    privacy_accepted: draft.privacy,
    ...(draft.website ? { website: draft.website } : {}),
  };
  const set = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = ZWaitingListForm.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      // the first field in the form's order, not the schema's
      const first = FIELD_ORDER.find((f) => found[f]) ?? Object.keys(found)[0];
      requestAnimationFrame(() => document.getElementById(id(first))?.focus());
      return;
    }
    setSending(true);
    try {
      const answer = await api<{ position: number }>(`/public/conferences/${conference.id}/waiting-list`, {
        method: 'POST',
        body,
      });
      setJoined(answer.position);
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, String(err));
      if (error.status === 400 && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error);
    } finally {
      setSending(false);
    }
  }

  if (joined !== null) {
    return (
      <section className="waiting-list" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{title}</h2>
        <div className="notice notice-ok" role="status" tabIndex={-1} ref={status}>
          <p>{rich(t('waitingList.joined'), strong, { position: joined, email: draft.email.trim() })}</p>
        </div>
      </section>
    );
  }

  return (
    <form className="waiting-list" noValidate onSubmit={submit} aria-labelledby="waiting-title">
      <h2 id="waiting-title">{title}</h2>
      <p>{t(forWorkshop ? 'waitingList.leadWorkshops' : 'waitingList.lead')}</p>
      <RequiredNote />
      <div className="grid-2">
        <TextField
          id={id('name')}
          label={t('common.name')}
          value={draft.name}
          onChange={(name) => set({ name })}
          error={shown('name')}
          autoComplete="given-name"
          required
        />
        <TextField
          id={id('surname')}
          label={t('common.surname')}
          value={draft.surname}
          onChange={(surname) => set({ surname })}
          error={shown('surname')}
          autoComplete="family-name"
          required
        />
        <TextField
          id={id('email')}
          type="email"
          label={t('common.email')}
          value={draft.email}
          onChange={(email) => set({ email })}
          error={shown('email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <SelectField
          id={id('quantity')}
          label={t('waitingList.quantity')}
          value={draft.quantity}
          onChange={(quantity) => set({ quantity })}
          options={QUANTITIES.map((n) => ({
            value: String(n),
            label: t('waitingList.quantityOption', { count: n }),
          }))}
          error={shown('quantity')}
          required
        />
        {forWorkshop ? (
          <SelectField
            id={id('workshop_id')}
            label={t('common.workshop')}
            value={draft.workshop}
            onChange={(workshop) => set({ workshop })}
            options={workshops.map((w) => ({
              value: String(w.id),
              label: contentLabel(tr, w.title, w.title_en),
            }))}
            error={shown('workshop_id')}
            required
          />
        ) : null}
      </div>
      {/* the honeypot: hidden from people and assistive technology, left empty by them */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>{t('common.honeypot')}</label>
        <input
          id={id('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(e) => setDraft({ ...draft, website: e.target.value })}
        />
      </div>
      <Checkbox
        id={id('privacy_accepted')}
        label={t('waitingList.privacy')}
        checked={draft.privacy}
        onChange={(privacy) => set({ privacy })}
        error={shown('privacy_accepted')}
        hint={<PrivacyLink />}
        required
      />
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{errorText(failure, tr)}</p>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
        {sending ? t('common.sending') : t('waitingList.submit')}
      </button>
    </form>
  );
}
