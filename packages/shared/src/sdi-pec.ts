import { z } from 'zod';

/** SdI over PEC: the channel's state, as the invoice settings page shows it (admin only). */

export const PEC_SEND_STATUSES = ['queued', 'sending', 'sent', 'uncertain', 'failed', 'skipped'] as const;
export type TPecSendStatus = (typeof PEC_SEND_STATUSES)[number];
export const PEC_SEND_STATUS_LABELS: Record<TPecSendStatus, string> = {
  queued: 'In coda',
  sending: 'In invio',
  sent: 'Inviata',
  uncertain: 'Invio da verificare',
  failed: 'Non inviata',
  skipped: 'Non più da inviare',
};

/** One side of the channel: the server named by its variable (host and user, never the password). */
const ZPecSide = z.object({
  enabled: z.boolean(),
  server: z.string().nullable(),
  user: z.string().nullable(),
  /** the last error, in Italian, and when; null once it worked again */
  error: z.string().nullable(),
  error_at: z.string().nullable(),
});

export const ZSdiPecChannel = z.object({
  sending: ZPecSide.extend({
    from: z.string(),
    /** where invoices go: the address SdI answered from once it has, else SDI_PEC_ADDRESS */
    sdi_address: z.string(),
    sdi_address_learnt: z.boolean(),
    last_sent_at: z.string().nullable(),
  }),
  reading: ZPecSide.extend({
    poll_ms: z.number().int(),
    last_read_at: z.string().nullable(),
  }),
  /** invoices whose sending wants a look: waiting for a retry, uncertain, or given up */
  problems: z.array(
    z.object({
      invoice_id: z.number().int(),
      number: z.string(),
      file_name: z.string(),
      status: z.enum(PEC_SEND_STATUSES),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    }),
  ),
});
export type TSdiPecChannel = z.infer<typeof ZSdiPecChannel>;

export const PEC_MSG = {
  nothingToRetry: 'Nessun invio PEC da ripetere per questa fattura',
  notRetryable: 'Si ripete solo un invio PEC non riuscito o da verificare',
  retried: (number: string) => `Fattura ${number}: di nuovo in coda per l’invio a SdI`,
} as const;
