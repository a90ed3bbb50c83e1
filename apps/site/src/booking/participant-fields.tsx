import {
  ATTENDANCES,
  BOOKING_MAX_OPTIONAL_QUANTITY,
  BOOKING_NAME_MAX,
  BOOKING_PHONE_MAX,
  type TAttendance,
} from '@app/shared';
import { Checkbox, FieldError, SelectField, TextArea, TextField } from '../components/fields';
import { ContentText } from '../components/in-italian';
import { localized, money } from '../i18n/format';
import { useT } from '../i18n/provider';
import type { Translate } from '../i18n/translator';
import { seatsText } from '../lib/conference';
import type { PublicConference } from '../lib/types';
import type { OptionalDraft, ParticipantDraft } from './draft';
import { ids } from './field-ids';

const QUANTITIES = Array.from({ length: BOOKING_MAX_OPTIONAL_QUANTITY + 1 }, (_, n) => n);

const NOT_TAKEN: OptionalDraft = { quantity: '0', notes: '' };

interface Props {
  index: number;
  participant: ParticipantDraft;
  conference: PublicConference;
  errors: Record<string, string>;
  onChange: (next: ParticipantDraft) => void;
  /** absent for the only participant */
  onRemove?: () => void;
  /** by workshop id: how many of the booking's other participants ticked it */
  takenByOthers: ReadonlyMap<number, number>;
}

/** One participant: who, how they attend, extras (with intolerance notes) and workshops. */
export function ParticipantFields({
  index: i,
  participant: p,
  conference,
  errors,
  onChange,
  onRemove,
  takenByOthers,
}: Props) {
  const { t, locale } = useT();
  const set = (patch: Partial<ParticipantDraft>) => onChange({ ...p, ...patch });
  const setOptional = (id: number, patch: Partial<OptionalDraft>) =>
    set({ optionals: { ...p.optionals, [id]: { ...(p.optionals[id] ?? NOT_TAKEN), ...patch } } });
  const toggleWorkshop = (id: number, on: boolean) =>
    set({ workshops: on ? [...p.workshops, id] : p.workshops.filter((w) => w !== id) });
  const field = (part: string) => ids.participant(i, part);
  const legend = t('booking.participant', { n: i + 1 });
  const quantities = QUANTITIES.map((n) => ({
    value: String(n),
    label: n === 0 ? t('booking.none') : String(n),
  }));
  return (
    <fieldset className="participant">
      <legend>
        {legend}
        {p.name || p.surname ? (
          <span className="legend-name"> – {`${p.name} ${p.surname}`.trim()}</span>
        ) : null}
      </legend>
      <div className="grid-2">
        <TextField
          id={field('name')}
          label={t('common.name')}
          value={p.name}
          onChange={(name) => set({ name })}
          error={errors[field('name')]}
          required
          autoComplete={i === 0 ? 'given-name' : 'off'}
          maxLength={BOOKING_NAME_MAX}
        />
        <TextField
          id={field('surname')}
          label={t('common.surname')}
          value={p.surname}
          onChange={(surname) => set({ surname })}
          error={errors[field('surname')]}
          required
          autoComplete={i === 0 ? 'family-name' : 'off'}
          maxLength={BOOKING_NAME_MAX}
        />
        <TextField
          id={field('email')}
          type="email"
          label={t('common.email')}
          value={p.email}
          onChange={(email) => set({ email })}
          error={errors[field('email')]}
          hint={t('booking.emailHint')}
          required
          autoComplete={i === 0 ? 'email' : 'off'}
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id={field('phone')}
          type="tel"
          label={t('common.phone')}
          value={p.phone}
          onChange={(phone) => set({ phone })}
          error={errors[field('phone')]}
          autoComplete={i === 0 ? 'tel' : 'off'}
          inputMode="tel"
          maxLength={BOOKING_PHONE_MAX}
        />
      </div>

      {conference.streaming ? (
        <fieldset
          className="choice"
          aria-describedby={errors[field('attendance')] ? `${field('attendance')}-error` : undefined}
        >
          <legend>{t('booking.attendance')}</legend>
          {errors[field('attendance')] ? (
            <FieldError id={field('attendance')} message={errors[field('attendance')]} />
          ) : null}
          <div className="radios" id={field('attendance')}>
            {ATTENDANCES.map((a: TAttendance) => (
              <label key={a} className="radio">
                <input
                  type="radio"
                  name={`attendance-${p.key}`}
                  value={a}
                  checked={p.attendance === a}
                  onChange={() => set({ attendance: a })}
                />
                {t(`common.attendance.${a}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {conference.optionals.length > 0 ? (
        <fieldset className="choice">
          <legend>{t('booking.extras')}</legend>
          {conference.optionals.map((o) => {
            const chosen = p.optionals[o.id] ?? NOT_TAKEN;
            const title = localized(locale, o.title, o.title_en).text;
            return (
              <div key={o.id} className="optional">
                <SelectField
                  id={ids.optional(i, o.id)}
                  label={
                    <>
                      <ContentText it={o.title} en={o.title_en} />{' '}
                      <span className="muted">{t('booking.each', { amount: money(o.price, locale) })}</span>
                    </>
                  }
                  value={chosen.quantity}
                  onChange={(quantity) => setOptional(o.id, { quantity })}
                  options={quantities}
                  error={errors[ids.optional(i, o.id)]}
                  className="quantity"
                />
                {Number(chosen.quantity) > 0 ? (
                  <TextArea
                    id={ids.notes(i, o.id)}
                    label={t('booking.intolerances', { title })}
                    hint={t('booking.intolerancesHint')}
                    value={chosen.notes}
                    onChange={(notes) => setOptional(o.id, { notes })}
                    error={errors[ids.notes(i, o.id)]}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}

      {conference.workshops.length > 0 ? (
        <fieldset
          className="choice"
          aria-describedby={errors[field('workshops')] ? `${field('workshops')}-error` : undefined}
        >
          <legend>{t('common.workshop')}</legend>
          <p className="hint">{t('booking.workshopsHint')}</p>
          {errors[field('workshops')] ? (
            <FieldError id={field('workshops')} message={errors[field('workshops')]} />
          ) : null}
          <div id={field('workshops')}>
            {conference.workshops.map((w) => {
              const checked = p.workshops.includes(w.id);
              // the seats left for this participant: the workshop's, less the booking's others
              const left = w.seats_left === null ? null : w.seats_left - (takenByOthers.get(w.id) ?? 0);
              const full = left !== null && left <= 0;
              return (
                <Checkbox
                  key={w.id}
                  id={`p${i}-workshop-${w.id}`}
                  label={
                    <>
                      <ContentText it={w.title} en={w.title_en} />
                      {left !== null ? (
                        <span className={full && !checked ? 'sold-out' : 'muted'}>
                          {' '}
                          — {workshopSeatsText(left, w.seats_left ?? 0, t, locale)}
                        </span>
                      ) : null}
                    </>
                  }
                  checked={checked}
                  disabled={full && !checked}
                  onChange={(on) => toggleWorkshop(w.id, on)}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {onRemove ? (
        <button type="button" className="button button-link danger" onClick={onRemove}>
          {t('booking.removeParticipant', { n: i + 1 })}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * A workshop's seats as this participant sees them: those left, or, when the booking's other
 * participants took the last ones, that they did.
 */
function workshopSeatsText(left: number, free: number, t: Translate, locale: string): string {
  if (left > 0) return (seatsText(left, t) ?? '').toLocaleLowerCase(locale);
  return free > 0 ? t('booking.takenByOthers') : t('common.seats.soldOut').toLocaleLowerCase(locale);
}
