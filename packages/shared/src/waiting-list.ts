import { z } from 'zod';
import { BOOKING_MSG, BOOKING_NAME_MAX } from './booking.ts';
import { requiredText } from './fields.ts';
import { ZLocale } from './i18n.ts';
import { ZId } from './ids.ts';
import { MSG } from './messages.ts';

/**
 * The waiting list of a full conference or workshop (RUNNING.md "Attendance", decision 0035): who
 * waits, in the order they joined; when seats come back the first in line is offered them, held for
 * `offer_hours`, and an unused offer passes to the next.
 */

/** Seats one entry may wait for. */
export const WAITING_LIST_MAX_QUANTITY = 10;
/** How long an offer holds its seats unless the association says otherwise (hours). */
export const WAITING_OFFER_HOURS_DEFAULT = 48;
export const WAITING_OFFER_HOURS_MIN = 1;
export const WAITING_OFFER_HOURS_MAX = 720;
/** An offer token as it travels in a link (43 characters of base64url; anything longer is not one). */
export const WAITING_OFFER_TOKEN_MAX = 100;

export const WAITING_STATES = ['waiting', 'offered', 'booked', 'expired', 'withdrawn'] as const;
export type TWaitingState = (typeof WAITING_STATES)[number];
export const WAITING_STATE_LABELS: Record<TWaitingState, string> = {
  waiting: 'In attesa',
  offered: 'Posti offerti',
  booked: 'Ha prenotato',
  expired: 'Offerta scaduta',
  withdrawn: 'Ritirato',
};
/** The states of an entry still in line: one per e-mail per conference (and workshop). */
export const WAITING_LIVE_STATES: readonly TWaitingState[] = ['waiting', 'offered'];

export const WAITING_LIST_MSG = {
  joined: "Sei in lista d'attesa: ti scriveremo appena si liberano posti",
  privacy: "Per entrare in lista d'attesa occorre accettare l'informativa sulla privacy",
  quantity: `Posti non validi: da 1 a ${WAITING_LIST_MAX_QUANTITY}`,
  seatsFree: "Ci sono ancora posti liberi: prenota direttamente, senza lista d'attesa",
  duplicate: "Questo indirizzo e-mail è già in lista d'attesa per questa conferenza",
  conferenceNotFound: 'Conferenza non trovata',
  conferenceClosed: 'La conferenza non accetta più prenotazioni',
  unknownWorkshop: 'Workshop non trovato in questa conferenza',
  offerNotFound: 'Offerta non trovata',
  offerGone: "L'offerta dei posti riservati non è più valida: è scaduta o è già stata usata",
  offerOtherConference: "L'offerta riguarda un'altra conferenza",
  offerTooMany: (n: number) =>
    `L'offerta riserva ${n} ${n === 1 ? 'posto' : 'posti'}: la prenotazione ne chiede di più`,
  notFound: 'Iscrizione alla lista d\u2019attesa non trovata',
  notLive: "L'iscrizione non è più in lista d'attesa",
  withdrawn: "Iscrizione ritirata dalla lista d'attesa",
  hours: `Ore non valide: da ${WAITING_OFFER_HOURS_MIN} a ${WAITING_OFFER_HOURS_MAX}`,
  settingsSaved: 'Durata delle offerte salvata',
} as const;

const quantity = z
  .number({ error: WAITING_LIST_MSG.quantity })
  .int(WAITING_LIST_MSG.quantity)
  .min(1, WAITING_LIST_MSG.quantity)
  .max(WAITING_LIST_MAX_QUANTITY, WAITING_LIST_MSG.quantity);

/** POST /api/public/conferences/{id}/waiting-list. */
export const ZWaitingListJoin = z.strictObject({
  email: z.string(MSG.required).trim().toLowerCase().max(254).email(BOOKING_MSG.email),
  name: requiredText(BOOKING_NAME_MAX),
  surname: requiredText(BOOKING_NAME_MAX),
  quantity,
  workshop_id: ZId.nullish().transform((v) => v ?? null),
  privacy_accepted: z.literal(true, { error: WAITING_LIST_MSG.privacy }),
  /** the honeypot: a person never sees it, so it stays empty */
  website: z.string().max(200).optional(),
  /** the language of the offer's mail; left out: the request's (Accept-Language) */
  language: ZLocale.optional(),
});
export type TWaitingListJoin = z.input<typeof ZWaitingListJoin>;

/** The site's form: the same fields, the consent a checkbox still to tick. */
export const ZWaitingListForm = ZWaitingListJoin.extend({
  privacy_accepted: z.boolean().refine((v) => v, WAITING_LIST_MSG.privacy),
});
export type TWaitingListForm = z.input<typeof ZWaitingListForm>;

export const ZWaitingListJoined = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** places ahead in this line, plus one */
  position: z.number().int(),
});

/** GET /api/public/waiting-list/offers/{token}: what the offer holds, for the booking form. */
export const ZWaitingOffer = z.object({
  conference_id: z.number().int(),
  workshop_id: z.number().int().nullable(),
  quantity: z.number().int(),
  /** ISO instant; past it the seats are no longer held */
  expires_at: z.string(),
  status: z.enum(WAITING_STATES),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type TWaitingOffer = z.infer<typeof ZWaitingOffer>;

/** One entry of GET /api/conferences/{id}/waiting-list, in line order. */
export const ZWaitingListEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  quantity: z.number().int(),
  workshop_id: z.number().int().nullable(),
  workshop_title: z.string().nullable(),
  status: z.enum(WAITING_STATES),
  created_at: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
});
export type TWaitingListEntry = z.infer<typeof ZWaitingListEntry>;

/** GET/PUT /api/waiting-list/settings. */
export const ZWaitingListSettings = z.strictObject({
  offer_hours: z
    // missing: "Campo obbligatorio", as every required field; a wrong value: the range
    .number({ error: (issue) => (issue.input === undefined ? MSG.required : WAITING_LIST_MSG.hours) })
    .int(WAITING_LIST_MSG.hours)
    .min(WAITING_OFFER_HOURS_MIN, WAITING_LIST_MSG.hours)
    .max(WAITING_OFFER_HOURS_MAX, WAITING_LIST_MSG.hours),
});
export type TWaitingListSettings = z.infer<typeof ZWaitingListSettings>;
