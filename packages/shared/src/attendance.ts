import { z } from 'zod';
import { ZId } from './ids.ts';

/** A ticket on the order page: one per participant once the order is paid. */
export const ZPublicTicket = z.object({
  id: z.number().int(),
  /** "Nome Cognome" */
  participant: z.string(),
  /** the unguessable code the QR carries */
  code: z.string(),
  attendance: z.enum(['in_person', 'streaming']),
  workshops: z.array(z.string()),
  pdf_url: z.string(),
  /** the QR of `code` as SVG, for the page */
  qr_url: z.string(),
  /** the attendance certificate: 409 until the participant is checked in */
  certificate_url: z.string(),
  checked_in: z.boolean(),
});
export type TPublicTicket = z.infer<typeof ZPublicTicket>;

/** Longest code a scan or a typist may send: a ticket's is 22 characters. */
export const TICKET_CODE_MAX = 200;

/** POST /api/checkin */
export const ZCheckinBody = z.strictObject({
  code: z.string().trim().min(1, 'Codice mancante').max(TICKET_CODE_MAX, 'Codice non valido'),
  /** the conference being checked in: a ticket of another one is refused */
  conference_id: ZId.optional(),
});
export type TCheckinBody = z.infer<typeof ZCheckinBody>;

/** A participant as the Accoglienza and the attendance list show them. */
export const ZAttendee = z.object({
  ticket_id: z.number().int(),
  order_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  attendance: z.enum(['in_person', 'streaming']),
  workshops: z.array(z.string()),
  /** the order's status: only a paid order's ticket checks in */
  order_status: z.string(),
  /** ISO instant, null when not (yet) there */
  checked_in_at: z.string().nullable(),
  checked_in_how: z.enum(['door', 'marked', 'import']).nullable(),
});
export type TAttendee = z.infer<typeof ZAttendee>;

export const ZCheckinAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  participant: ZAttendee,
  conference: z.object({ id: z.number().int(), title: z.string() }),
});
export type TCheckinAnswer = z.infer<typeof ZCheckinAnswer>;

/** GET /api/conferences/{id}/attendance */
export const ZAttendanceAnswer = z.object({
  status: z.literal('success'),
  conference: z.object({
    id: z.number().int(),
    title: z.string(),
    date_start: z.string(),
    date_end: z.string(),
  }),
  counts: z.object({ total: z.number().int(), arrived: z.number().int(), missing: z.number().int() }),
  attendees: z.array(ZAttendee),
});
export type TAttendanceAnswer = z.infer<typeof ZAttendanceAnswer>;

/** Longest attendance list an import reads: 2 MB of text. */
export const ATTENDANCE_IMPORT_MAX = 2_000_000;

/**
 * POST /api/conferences/{id}/attendance/import: the streaming platform's attendance list as CSV
 * text (UTF-8, comma or semicolon): the column headed "email" (or "e-mail", "mail"), or the first
 * column when no header names one. Each address marks the streaming participants booked with it.
 */
export const ZAttendanceImportBody = z.strictObject({
  csv: z.string().min(1, 'File vuoto').max(ATTENDANCE_IMPORT_MAX, 'File troppo grande (massimo 2 MB)'),
});
export const ZAttendanceImportAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  marked: z.number().int(),
  already: z.number().int(),
  /** addresses of the list with no streaming participant of a paid order */
  unknown: z.array(z.string()),
});
export type TAttendanceImportAnswer = z.infer<typeof ZAttendanceImportAnswer>;

/** GET /api/member/certificates: the member's own certificates (attended, paid orders). */
export const ZMemberCertificate = z.object({
  conference: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  participant: z.string(),
  certificate_url: z.string(),
});
export type TMemberCertificate = z.infer<typeof ZMemberCertificate>;

const hhmm = (iso: Date | string) =>
  new Date(iso).toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
const day = (iso: Date | string) =>
  new Date(iso).toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', timeZone: 'Europe/Rome' });

/** The check-in's answers, in Italian: each refusal says why. */
export const CHECKIN_MSG = {
  welcome: (name: string) => `Benvenuto/a, ${name}`,
  already: (at: Date | string, sameDay: boolean) =>
    `Biglietto già registrato alle ${hhmm(at)}${sameDay ? '' : ` del ${day(at)}`}`,
  cancelled: 'Ordine annullato: il biglietto non è valido',
  expired: 'Ordine scaduto senza pagamento: il biglietto non è valido',
  unpaid: "Ordine non pagato: il biglietto non è valido finché l'ordine non è pagato",
  otherConference: (title: string) => `Biglietto di un'altra conferenza: «${title}»`,
  unknown: 'Codice sconosciuto: nessun biglietto con questo codice',
  undone: 'Ingresso annullato',
  notCheckedIn: 'Questo partecipante non risulta entrato',
  ticketNotFound: 'Biglietto non trovato',
  conferenceNotFound: 'Conferenza non trovata',
  certificateNotYet: "L'attestato è disponibile dopo la registrazione della presenza",
  certificateUnpaid: "L'attestato non è disponibile: l'ordine non è pagato",
  imported: (marked: number, unknown: number) =>
    `${marked} ${marked === 1 ? 'presenza registrata' : 'presenze registrate'}${unknown ? `, ${unknown} ${unknown === 1 ? 'indirizzo non trovato' : 'indirizzi non trovati'}` : ''}`,
  noEmailColumn: 'Nessun indirizzo e-mail nel file',
} as const;

export const CHECKED_IN_HOW_LABELS = { door: 'Ingresso', marked: 'Segnato', import: 'Importato' } as const;
