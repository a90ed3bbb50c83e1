import {
  BILLING_MSG,
  checkCodiceFiscale,
  type InvoiceCustomer,
  isPublicAdministrationCode,
  normalizeCode,
  type TTerritory,
  territoryOf,
  vatIdCode,
  ZOrderBillingSnapshot,
} from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingInformation,
  companies,
  countries,
  orders,
  participants,
  users,
} from '../../db/schema/index.ts';
import { namesFirm, PERSON_TYPES } from './customer-name.ts';

/** Who an invoice bills, with what decides its VAT; or why no invoice can name them. */
export type Billed =
  | { customer: InvoiceCustomer; territory: TTerritory; vies: boolean }
  | { problem: string };

/**
 * The customer's SdI code, else 0000000 (PEC or its tax drawer). Abroad, SdI's XXXXXXX: the
 * invoice reaches only the Agenzia delle Entrate. A customer abroad known to Italy by its codice
 * fiscale alone (no foreign VAT number) has a tax drawer of its own, so 0000000 instead.
 */
function recipient(country: string, code: string | null, ids: { vat: string | null; fiscal: string | null }) {
  if (country !== 'IT')
    return !ids.vat && ids.fiscal && checkCodiceFiscale(ids.fiscal).ok ? '0000000' : 'XXXXXXX';
  return code && /^[A-Z0-9]{7}$/.test(normalizeCode(code)) ? normalizeCode(code) : '0000000';
}

/** A public administration's code saved before it was refused: SdI would reject the FPR12 invoice. */
const publicAdministration = (country: string, code: string | null | undefined) =>
  country === 'IT' && !!code && isPublicAdministrationCode(code);

/** Billing information as the table holds it, whoever it comes from (a user, an order's snapshot). */
type BillingData = Omit<typeof billingInformation.$inferSelect, 'userId' | 'countryId'>;

/** A person's own name, for billing saved without one (their user's). */
type OwnName = { name: string | null; surname: string | null } | null;

/**
 * Who billing information names and what decides its VAT, or why no invoice can name them. VAT
 * follows the country the billing gives (its territory), never the territory a form said.
 */
function billedBy(data: BillingData, country: string, owner: OwnName = null): Billed {
  const vat = data.vat ? vatIdCode(data.vat, country) : null;
  const fiscal = data.fiscalCode ? normalizeCode(data.fiscalCode) : null;
  const company = namesFirm(data);
  // a natural person saved without a name (before it was required) is named as their user is
  const unnamed = !company && !(data.name && data.surname) && owner?.name && owner.surname;
  const billing = unnamed ? { ...data, name: owner.name, surname: owner.surname } : data;
  if (country === 'IT' && !vat && !fiscal) {
    return { problem: 'Dati di fatturazione senza partita IVA né codice fiscale' };
  }
  if (publicAdministration(country, billing.recipientCode))
    return { problem: BILLING_MSG.publicAdministration };
  if (!company && !(billing.name && billing.surname)) {
    return { problem: 'Dati di fatturazione senza nome e cognome né ragione sociale' };
  }
  return {
    territory: territoryOf(country),
    vies: billing.vies === 1,
    customer: {
      kind: company ? 'company' : 'person',
      country_code: country,
      vat,
      fiscal_code: fiscal,
      company_name: company ? billing.companyName : null,
      name: billing.name,
      surname: billing.surname,
      address: billing.address,
      postal_code: billing.postalCode,
      city: billing.city,
      province: billing.province,
      recipient_code: recipient(country, billing.recipientCode, { vat, fiscal }),
      pec: pecOf(country, billing.pec),
    },
  };
}

/** A user's own name: a natural person's billing saved without one is named by it. */
async function userName(db: Db, userId: number | null): Promise<OwnName> {
  if (userId === null) return null;
  const [u] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/** The customer's PEC: SdI's PECDestinatario, for an Italian customer addressed by 0000000 (the XML writes it then). */
const pecOf = (country: string, pec: string | null | undefined) =>
  country === 'IT' && pec ? pec.trim() || null : null;

async function billingOf(db: Db, userId: number): Promise<Billed | null> {
  const [b] = await db
    .select({ billing: billingInformation, country: countries.code })
    .from(billingInformation)
    .innerJoin(countries, eq(countries.id, billingInformation.countryId))
    .where(eq(billingInformation.userId, userId));
  return b ? billedBy(b.billing, b.country, await userName(db, userId)) : null;
}

/**
 * The customer as booked (orders.billing): its billing information, the company as booked giving
 * a firm's name when the billing names none (never a natural person's: a lawyer billing in their
 * own name is not the firm they booked with). What the founder's data say today does not matter.
 */
async function snapshotBilled(db: Db, snapshot: unknown, owner: OwnName): Promise<Billed> {
  const parsed = ZOrderBillingSnapshot.safeParse(snapshot);
  if (!parsed.success) return { problem: "Dati di fatturazione dell'ordine non leggibili" };
  const { company, billing_information: b } = parsed.data;
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, b.country));
  if (!country) return { problem: "Paese dei dati di fatturazione dell'ordine sconosciuto" };
  return billedBy(
    {
      territory: b.territory,
      invoiceType: b.invoice_type,
      companyName: b.company_name || (PERSON_TYPES.has(b.invoice_type) ? null : company.name),
      name: b.name,
      surname: b.surname,
      vat: b.vat,
      address: b.address,
      postalCode: b.postal_code,
      province: b.province,
      city: b.city,
      recipientCode: b.recipient_code,
      vies: b.vies,
      fiscalCode: b.fiscal_code,
      pec: b.pec ?? null,
    },
    country.code,
    owner,
  );
}

/**
 * An order bills the customer it was booked with (its billing snapshot); an order booked before
 * snapshots existed, the ordering company's founder's billing data, else its first participant's.
 */
export async function orderCustomer(db: Db, orderId: number): Promise<Billed> {
  const [order] = await db
    .select({ companyId: orders.companyId, billing: orders.billing, bookedBy: orders.bookedBy })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order && order.billing !== null) {
    return snapshotBilled(db, order.billing, await userName(db, order.bookedBy));
  }
  const candidates: number[] = [];
  if (order?.companyId) {
    const founders = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, order.companyId), eq(users.companyFounder, 1)));
    candidates.push(...founders.map((f) => f.id));
  }
  const [first] = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(eq(participants.orderId, orderId))
    .orderBy(asc(participants.position))
    .limit(1);
  if (first?.userId) candidates.push(first.userId);
  for (const id of candidates) {
    const billed = await billingOf(db, id);
    if (billed) return billed;
  }
  return { problem: "Né l'azienda dell'ordine né il primo partecipante hanno dati di fatturazione" };
}

/**
 * A membership payment bills the company with its own data: its VIES answer, SdI recipient code and
 * PEC are the company's (never its founder's personal billing, which may be someone else's).
 */
export async function companyCustomer(db: Db, companyId: number): Promise<Billed> {
  const [c] = await db
    .select({ company: companies, country: countries.code })
    .from(companies)
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, companyId));
  if (!c) return { problem: 'Azienda non trovata' };
  const { company, country } = c;
  const missing = [
    !country && 'paese',
    !company.address && 'indirizzo',
    !company.city && 'comune',
    !company.postalCode && 'CAP',
    !company.vat && 'partita IVA',
  ].filter(Boolean);
  if (missing.length > 0 || !country) {
    return { problem: `Dati dell'azienda incompleti: manca ${missing.join(', ')}` };
  }
  if (publicAdministration(country, company.recipientCode)) {
    return { problem: BILLING_MSG.publicAdministration };
  }
  return {
    territory: territoryOf(country),
    vies: company.vies === 1,
    customer: {
      kind: 'company',
      country_code: country,
      vat: vatIdCode(company.vat as string, country),
      fiscal_code: null,
      company_name: company.name,
      name: null,
      surname: null,
      address: company.address as string,
      postal_code: company.postalCode as string,
      city: company.city as string,
      province: country === 'IT' ? company.province : null,
      recipient_code: recipient(country, company.recipientCode, { vat: company.vat, fiscal: null }),
      pec: pecOf(country, company.pec),
    },
  };
}
