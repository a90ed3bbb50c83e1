import { z } from 'zod';
import { ZBillingInformationPut, ZBillingInformationRead } from './billing.ts';
import { BOOKING_PAYMENT_METHODS, ORDER_STATES } from './booking.ts';
import { ZBankTransferPayment } from './booking-api.ts';
import { LOCALES, ZLocale } from './i18n.ts';
import { MEMBERSHIP_LABEL } from './membership-state.ts';
import { MSG } from './messages.ts';

/**
 * The member area's wire shapes (/api/member/…, RUNNING.md "Members"): what a signed-in member reads
 * of their own account and company. Each names only what a member may see: no other company's
 * data, no back-office fields (audit, versions, Stripe ids).
 */

export const MEMBER_MSG = {
  /** documents and files need an active membership: why, and what to do */
  membershipInactive: (reason: string) =>
    `I documenti sono riservati ai soci in regola con la quota associativa. ${reason} Puoi rinnovarla dall’area soci.`,
  cardRenewalUnavailable:
    'Il pagamento con carta della quota associativa non è disponibile in questo momento: puoi rinnovarla con bonifico.',
  noPendingRenewal: 'Nessun rinnovo in attesa di bonifico: forse il bonifico è già stato registrato.',
  noCompany: "Il tuo utente non appartiene a nessuna azienda: chiedi all'associazione di collegarlo.",
} as const;

export const ZMembershipStateWire = z.object({
  active: z.boolean(),
  label: z.enum([MEMBERSHIP_LABEL.active, MEMBERSHIP_LABEL.inactive]),
  reason: z.string(),
});

export const ZMemberCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  vat: z.string().nullable(),
});

/** GET /api/member/me → user */
export const ZMember = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string(),
  company: ZMemberCompany.nullable(),
  billing_information: ZBillingInformationRead.nullable(),
  membership: ZMembershipStateWire,
  /** yyyy-MM-dd: until when the company's membership runs (null: no end known) */
  membership_end: z.string().nullable(),
  /** a renewal requested by bank transfer and not yet received: the transfer to make, until paid or withdrawn */
  pending_renewal: ZBankTransferPayment.nullable(),
  /** the member's language (their mails'): as chosen on the site, else their first sign-in's browser; null: unset */
  language: ZLocale.nullable(),
});
export type TMember = z.infer<typeof ZMember>;

/**
 * PUT /api/member/language and /api/arbitrator/language: the language a signed-in member or
 * arbitrator chose on the site (answered as `{ language }`); their mails follow it.
 */
export const ZLanguageChoice = z.strictObject({
  language: z.enum(LOCALES, { error: (issue) => (issue.input === undefined ? MSG.required : undefined) }),
});
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>;

/** A row of GET /api/member/users → users: the company's people, read-only (no phone, no billing). */
export const ZMemberColleague = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** the one who registered the company */
  founder: z.boolean(),
});
export type TMemberColleague = z.infer<typeof ZMemberColleague>;

/** PUT /api/member/billing body: the same rules and messages as the admin's billing tab. */
export const ZMemberBillingPut = z.strictObject({ billing_information: ZBillingInformationPut });

/** A row of GET /api/member/orders → orders: the company's orders, newest first. */
export const ZMemberOrder = z.object({
  order_id: z.number().int(),
  conference: z.string(),
  /** yyyy-MM-dd */
  date_start: z.string().nullable(),
  /** cents */
  price: z.number().int(),
  status: z.enum(ORDER_STATES),
  /** yyyy-MM-dd, while it awaits a transfer */
  due_date: z.string().nullable(),
  /** ISO timestamp */
  created_at: z.string(),
  /** the order page (/area/ordini/{token}); null for an order made in the back-office */
  order_url: z.string().nullable(),
});
export type TMemberOrder = z.infer<typeof ZMemberOrder>;

export const MEMBER_INVOICE_KINDS = ['invoice', 'credit_note'] as const;

/** A row of GET /api/member/invoices → invoices: the company's invoices and credit notes. */
export const ZMemberInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBER_INVOICE_KINDS),
  number: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** cents */
  total: z.number().int(),
  /** what it bills: "Iscrizione: <conference>" or "Quota associativa" */
  subject: z.string(),
  pdf_url: z.string(),
  /** the FatturaPA XML, for companies (their accounting imports it) */
  xml_url: z.string(),
});
export type TMemberInvoice = z.infer<typeof ZMemberInvoice>;

const ZMemberFile = z.object({ language: z.string(), language_name: z.string(), url: z.string() });

/** GET /api/member/documents → sections, judicial_documents, judicial_texts */
export const ZMemberDocuments = z.object({
  sections: z.array(
    z.object({
      id: z.number().int(),
      category: z.string(),
      title: z.string(),
      chapters: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          content: z.string(),
          documents: z.array(
            z.object({
              id: z.number().int(),
              title: z.string(),
              expert: z.string().nullable(),
              /** the member's language first, then the others */
              files: z.array(ZMemberFile),
            }),
          ),
        }),
      ),
    }),
  ),
  judicial_documents: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  judicial_texts: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
});
export type TMemberDocuments = z.infer<typeof ZMemberDocuments>;

/** POST /api/member/membership body: how the company renews (answered as a booking's `payment`). */
export const ZMembershipRenewal = z.strictObject({
  payment_method: z.enum(BOOKING_PAYMENT_METHODS, { error: 'Metodo di pagamento non valido' }),
});
