import { BOOKING_MAX_PARTICIPANTS } from '@app/shared';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ErrorSummary } from '../components/error-summary';
import { Checkbox, RequiredNote, TextField } from '../components/fields';
import { PrivacyLink } from '../components/legal-links';
import { errorText } from '../components/status';
import { localized } from '../i18n/format';
import { useT } from '../i18n/provider';
import { ApiError, api, newIdempotencyKey } from '../lib/api';
import { useAssociation } from '../lib/association';
import type { BookingAnswer, PublicConference } from '../lib/types';
import { BillingFields } from './billing-fields';
import {
  type BookingDraft,
  bookingBody,
  emptyDraft,
  emptyParticipant,
  type ParticipantDraft,
  workshopsTakenBesides,
} from './draft';
import { type ErrorMap, placeErrors } from './errors';
import { ids } from './field-ids';
import { ParticipantFields } from './participant-fields';
import { PaymentChoice } from './payment-choice';
import { QuotePanel } from './quote-panel';
import { type BookedState, orderPath, validate } from './submission';
import { usePrefill } from './use-prefill';
import { useQuote } from './use-quote';

/** `offerToken`: a waiting-list offer's, whose held seats the booking takes (decision 0035). */
export function BookingForm({
  conference,
  offerToken = null,
}: {
  conference: PublicConference;
  offerToken?: string | null;
}) {
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const ctx = { conferenceId: conference.id, streaming: conference.streaming, offerToken };
  const quote = useQuote(draft, ctx);
  /** the shared schema's verdict, live once a submit was tried */
  const [tried, setTried] = useState(false);
  /** the server's 400, until the form changes */
  const [serverErrors, setServerErrors] = useState<ErrorMap>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  // one key per booking attempt: a double click or a retry after a lost answer creates one order
  const idempotencyKey = useRef(newIdempotencyKey());
  const summary = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  usePrefill(setDraft);
  const tr = useT();
  const { t, locale } = tr;

  const titles = useMemo(
    () => new Map(conference.optionals.map((o) => [o.id, localized(locale, o.title, o.title_en).text])),
    [conference, locale],
  );
  const cardAvailable = useAssociation().card_payments;
  // a card chosen while the site knew cards were taken, never sent once they are not
  const method = cardAvailable ? draft.payment_method : 'bank_transfer';
  // the booker's language: the API records it, and every mail about the order is written in it
  const body = { ...bookingBody(draft, ctx), payment_method: method, language: locale };
  const clientErrors = tried ? validate(body) : {};
  const { byId, items } = placeErrors({ ...clientErrors, ...serverErrors }, draft, titles, tr);

  const change = (next: BookingDraft) => {
    setDraft(next);
    setServerErrors({});
  };
  const setParticipant = (i: number, p: ParticipantDraft) =>
    change({ ...draft, participants: draft.participants.map((q, n) => (n === i ? p : q)) });
  const addParticipant = () => {
    change({ ...draft, participants: [...draft.participants, emptyParticipant()] });
    const i = draft.participants.length;
    requestAnimationFrame(() => document.getElementById(ids.participant(i, 'name'))?.focus());
  };
  const removeParticipant = (i: number) => {
    change({ ...draft, participants: draft.participants.filter((_, n) => n !== i) });
    requestAnimationFrame(() => document.getElementById('add-participant')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = validate(body);
    setTried(true);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setSending(true);
    let leaving = false;
    try {
      const answer = await api<BookingAnswer>('/public/orders', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey.current },
      });
      if (answer.payment?.method === 'card') {
        // Stripe's page; its success and cancel pages come back to the order page
        leaving = true;
        window.location.assign(answer.payment.checkout_url);
        return;
      }
      const state: BookedState = { booked: true, email: body.contact_email ?? draft.participants[0].email };
      navigate(orderPath(answer.order_url), { state });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, String(err));
      // an answer came: nothing was created, so the next try is a new attempt
      if (error.status >= 400 && error.status < 500) idempotencyKey.current = newIdempotencyKey();
      if (error.status === 400 && Object.keys(error.errors).length > 0) {
        setServerErrors(error.errors);
        requestAnimationFrame(() => summary.current?.focus());
      } else {
        setFailure(error);
      }
    } finally {
      // while the browser leaves for the card page the button stays busy
      if (!leaving) setSending(false);
    }
  }

  const names = draft.participants.map((p) => `${p.name} ${p.surname}`);
  return (
    <form className="booking" noValidate onSubmit={submit} aria-labelledby="booking-title">
      <div className="booking-main">
        <h2 id="booking-title">{t('booking.title')}</h2>
        <RequiredNote />

        <section className="form-section" aria-labelledby="participants-title">
          <h3 id="participants-title">{t('booking.participants')}</h3>
          {draft.participants.map((p, i) => (
            <ParticipantFields
              key={p.key}
              index={i}
              participant={p}
              conference={conference}
              errors={byId}
              onChange={(next) => setParticipant(i, next)}
              onRemove={draft.participants.length > 1 ? () => removeParticipant(i) : undefined}
              takenByOthers={workshopsTakenBesides(draft.participants, i)}
            />
          ))}
          {draft.participants.length < BOOKING_MAX_PARTICIPANTS ? (
            <button
              type="button"
              id="add-participant"
              className="button button-secondary"
              onClick={addParticipant}
            >
              {t('booking.addParticipant')}
            </button>
          ) : null}
        </section>

        <section className="form-section" aria-labelledby="billing-title">
          <h3 id="billing-title">{t('booking.billing')}</h3>
          <p className="muted">{t('booking.billingLead')}</p>
          <BillingFields
            billing={draft.billing}
            errors={byId}
            onChange={(billing) => change({ ...draft, billing })}
          />
        </section>

        <section className="form-section" aria-labelledby="payment-title">
          <h3 id="payment-title">{t('booking.payment')}</h3>
          <PaymentChoice
            cardAvailable={cardAvailable}
            value={method}
            onChange={(payment_method) => change({ ...draft, payment_method })}
          />
          <div className="grid-2">
            <TextField
              id={ids.contact}
              type="email"
              label={t('booking.contactEmail')}
              hint={t('booking.contactEmailHint')}
              value={draft.contact_email}
              onChange={(contact_email) => change({ ...draft, contact_email })}
              error={byId[ids.contact]}
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField
              id={ids.coupon}
              label={t('booking.coupon')}
              hint={t('booking.couponHint')}
              value={draft.coupon_code}
              onChange={(coupon_code) => change({ ...draft, coupon_code })}
              error={
                byId[ids.coupon] ??
                (quote.kind === 'error' && quote.error.errors.coupon_code
                  ? tr.message(quote.error.errors.coupon_code)
                  : undefined)
              }
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          {/* the honeypot: hidden from people and assistive technology, left empty by them */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="website">{t('common.honeypot')}</label>
            <input
              id="website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={draft.website}
              onChange={(e) => setDraft({ ...draft, website: e.target.value })}
            />
          </div>
        </section>
      </div>

      <aside className="booking-side">
        <QuotePanel
          state={quote}
          names={names}
          conference={localized(locale, conference.title, conference.title_en).text}
          byCard={method === 'card'}
        />
      </aside>

      <div className="booking-end">
        <Checkbox
          id={ids.privacy}
          label={t('booking.privacy')}
          checked={draft.privacy}
          onChange={(privacy) => change({ ...draft, privacy })}
          error={byId[ids.privacy]}
          hint={<PrivacyLink />}
          required
        />
        <ErrorSummary items={items} ref={summary} />
        {failure ? (
          <div className="notice notice-error" role="alert">
            <p>{errorText(failure, tr)}</p>
          </div>
        ) : null}
        <button
          type="submit"
          className="button button-primary button-block"
          aria-disabled={sending || undefined}
        >
          {t(
            sending ? 'booking.sending' : method === 'card' ? 'booking.submitCard' : 'booking.submitTransfer',
          )}
        </button>
      </div>
    </form>
  );
}
