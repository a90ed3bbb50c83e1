import { WAITING_LIST_MAX_QUANTITY, ZWaitingListForm } from '@app/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Checkbox, SelectField, TextField } from '../components/fields';
import { PrivacyLink } from '../components/legal-links';
import { errorText } from '../components/status';
import { ApiError, api } from '../lib/api';
import type { PublicConference } from '../lib/types';

type Errors = Record<string, string>;

const FIELD_ORDER = ['name', 'surname', 'email', 'quantity', 'workshop_id', 'privacy_accepted'];

const quantities = Array.from({ length: WAITING_LIST_MAX_QUANTITY }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 posto' : `${i + 1} posti`,
}));

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
  workshops?: { id: number; title: string }[];
}) {
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
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  // the answer takes the focus once it is on screen (after the commit, not on a frame that may
  // come before it), so a screen reader reads it and the keyboard starts there
  useEffect(() => {
    if (joined !== null) status.current?.focus();
  }, [joined]);
  const id = (f: string) => `wl-${f}`;
  const title = forWorkshop ? 'Lista d’attesa dei workshop' : 'Mettiti in lista d’attesa';

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
      else setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  }

  if (joined !== null) {
    return (
      <section className="waiting-list" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{title}</h2>
        <div className="notice notice-ok" role="status" tabIndex={-1} ref={status}>
          <p>
            <strong>Sei in lista d’attesa</strong> (posizione {joined}). Appena si liberano posti ti scriviamo
            a <strong>{draft.email.trim()}</strong> con un link che te li tiene da parte per qualche ora.
          </p>
        </div>
      </section>
    );
  }

  return (
    <form className="waiting-list" noValidate onSubmit={submit} aria-labelledby="waiting-title">
      <h2 id="waiting-title">{title}</h2>
      <p>
        {forWorkshop
          ? 'Alcuni workshop sono al completo. Lascia i tuoi dati: se si libera un posto, il primo in lista riceve un’e-mail con un link che glielo tiene da parte.'
          : 'Tutti i posti sono stati prenotati. Lascia i tuoi dati: se si liberano posti, il primo in lista riceve un’e-mail con un link che glieli tiene da parte.'}
      </p>
      <p className="muted">
        I campi con <span aria-hidden="true">*</span> sono obbligatori.
      </p>
      <div className="grid-2">
        <TextField
          id={id('name')}
          label="Nome"
          value={draft.name}
          onChange={(name) => set({ name })}
          error={errors.name}
          autoComplete="given-name"
          required
        />
        <TextField
          id={id('surname')}
          label="Cognome"
          value={draft.surname}
          onChange={(surname) => set({ surname })}
          error={errors.surname}
          autoComplete="family-name"
          required
        />
        <TextField
          id={id('email')}
          type="email"
          label="E-mail"
          value={draft.email}
          onChange={(email) => set({ email })}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <SelectField
          id={id('quantity')}
          label="Posti che ti servono"
          value={draft.quantity}
          onChange={(quantity) => set({ quantity })}
          options={quantities}
          error={errors.quantity}
          required
        />
        {forWorkshop ? (
          <SelectField
            id={id('workshop_id')}
            label="Workshop"
            value={draft.workshop}
            onChange={(workshop) => set({ workshop })}
            options={workshops.map((w) => ({ value: String(w.id), label: w.title }))}
            error={errors.workshop_id}
            required
          />
        ) : null}
      </div>
      {/* the honeypot: hidden from people and assistive technology, left empty by them */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>Sito web (lasciare vuoto)</label>
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
        label="Ho letto l’informativa sulla privacy e acconsento al trattamento dei dati per la lista d’attesa."
        checked={draft.privacy}
        onChange={(privacy) => set({ privacy })}
        error={errors.privacy_accepted}
        hint={<PrivacyLink />}
        required
      />
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
        {sending ? 'Invio…' : 'Mettiti in lista d’attesa'}
      </button>
    </form>
  );
}
