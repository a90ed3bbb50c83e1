import { z } from 'zod';
import { ZListQuery } from './lists.ts';

/** The mail outbox: every message the product sent or tried to send. */

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof ZMailStatus>;
export const MAIL_STATUS_LABELS: Record<TMailStatus, string> = {
  queued: 'In coda',
  sent: 'Inviata',
  failed: 'Non inviata',
};

/**
 * What a message is: its template without the version suffix ("order-recap.v1" → "order-recap").
 * The stored kind keeps the version, so an old message still names the template that made it.
 */
export const MAIL_KINDS = [
  'order-recap',
  'password-link',
  'booking-received',
  'order-confirmation',
  'participation',
  'payment-reminder',
  'order-expired',
  'order-cancelled',
  'participation-cancelled',
  'due-date-extended',
  'payment-switched-to-transfer',
  'membership-renewal-requested',
  'membership-renewed',
  'arbitrator-application-received',
  'arbitrator-application-approved',
  'arbitrator-application-rejected',
] as const;
export const ZMailKind = z.enum(MAIL_KINDS, { error: 'Tipo di e-mail non valido' });
export type TMailKind = z.infer<typeof ZMailKind>;
export const MAIL_KIND_LABELS: Record<TMailKind, string> = {
  'order-recap': 'Riepilogo ordine',
  'password-link': 'Link reset password',
  'booking-received': 'Prenotazione ricevuta',
  'order-confirmation': 'Conferma ordine',
  participation: 'Partecipazione',
  'payment-reminder': 'Promemoria di pagamento',
  'order-expired': 'Ordine scaduto',
  'order-cancelled': 'Ordine annullato',
  'participation-cancelled': 'Partecipazione annullata',
  'due-date-extended': 'Scadenza prorogata',
  'payment-switched-to-transfer': 'Pagamento con bonifico',
  'membership-renewal-requested': 'Rinnovo quota: bonifico da fare',
  'membership-renewed': 'Quota associativa rinnovata',
  'arbitrator-application-received': 'Candidatura arbitro ricevuta',
  'arbitrator-application-approved': 'Candidatura arbitro approvata',
  'arbitrator-application-rejected': 'Candidatura arbitro respinta',
};
export const mailKindOf = (storedKind: string): string => storedKind.replace(/\.v\d+$/, '');
export const mailKindLabel = (storedKind: string): string =>
  MAIL_KIND_LABELS[mailKindOf(storedKind) as TMailKind] ?? storedKind;

/** Delivery state of one message, as the order and user pages show it. */
export const ZMailState = z.object({
  id: z.number().int(),
  status: ZMailStatus,
  attempts: z.number().int(),
  /** the SMTP server's answer to the last failed attempt */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TMailState = z.infer<typeof ZMailState>;

/** The record a message is about: its editor shows it (order → /order/{id}, user → /users/{id}). */
export const MAIL_ENTITIES = ['order', 'user'] as const;
export const ZMailEntity = z.enum(MAIL_ENTITIES);

/** A row of GET /api/mails. */
export const ZMailRow = ZMailState.extend({
  kind: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
});
export type TMailRow = z.infer<typeof ZMailRow>;

/** GET /api/mails/{id}: the row and what was rendered, for the preview. */
export const ZMail = ZMailRow.extend({ html: z.string(), text: z.string() });
export type TMail = z.infer<typeof ZMail>;

/** GET /api/mails: the list query plus ?status, ?kind, and ?entity with ?entity_id for one record. */
export const ZMailsQuery = ZListQuery.extend({
  status: ZMailStatus.optional(),
  kind: ZMailKind.optional(),
  entity: ZMailEntity.optional(),
  entity_id: z.string().trim().min(1).max(64).optional(),
});
export type TMailsQuery = z.infer<typeof ZMailsQuery>;

export const MAIL_MSG = {
  retryQueued: "Email rimessa in coda per l'invio",
  notFailed: "Si può ritentare solo un'email non inviata",
} as const;
