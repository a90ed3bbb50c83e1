import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  billingInformation,
  companies,
  conferences,
  countries,
  manualTransfers,
  orders,
  participantOptionals,
  participants,
  users,
} from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPng } from '../../seed/demo-files.ts';

/** Test data helpers of the invoices feature (not a test file itself). */

/** The association as issuer: partita IVA and codice fiscale with valid check characters. */
export const ISSUER = {
  name: 'Associazione Forum Arbitri ETS',
  vat: 'IT 02331250163',
  fiscal_code: '97735020584',
  tax_regime: 'RF01',
  address: 'Via della Conciliazione 10',
  postal_code: '00193',
  city: 'Roma',
  province: 'rm',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  pec: 'forumarbitri@pec.it',
  vat_rate: 22,
  series: '',
  exempt_nature: 'N2.1',
};

export interface OrderOptions {
  vatRule?: 'all' | 'italians';
  country?: string;
  territory?: 'Italy' | 'UE' | 'Extra UE';
  fees?: number[];
  cocktails?: number;
  discount?: number;
  email?: string;
}

const countryId = async (app: FastifyInstance, code: string) =>
  (await app.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0].id;

/** A company whose founder has billing data (Italian, or a German VIES business). */
export async function billedCompany(
  app: FastifyInstance,
  code = 'IT',
  territory?: OrderOptions['territory'],
) {
  const italian = code === 'IT';
  const [company] = await app.db
    .insert(companies)
    .values({
      name: italian ? 'Studio Legale Rossi & Bianchi' : 'Kanzlei Müller GmbH',
      address: italian ? 'Corso Venezia 5' : 'Friedrichstraße 12',
      city: italian ? 'Milano' : 'Berlin',
      postalCode: italian ? '20121' : '10117',
      province: italian ? 'MI' : null,
      countryId: await countryId(app, code),
      vat: italian ? '06363391001' : 'DE811569869',
    })
    .returning({ id: companies.id });
  const [founder] = await app.db
    .insert(users)
    .values({ email: `f${company.id}@example.it`, profileId: 1, companyId: company.id, companyFounder: 1 })
    .returning({ id: users.id });
  await app.db.insert(billingInformation).values({
    userId: founder.id,
    territory: territory ?? (italian ? 'Italy' : 'UE'),
    invoiceType: 'law firm',
    companyName: italian ? 'Studio Legale Rossi & Bianchi' : 'Kanzlei Müller GmbH',
    vat: italian ? '06363391001' : 'DE811569869',
    countryId: await countryId(app, code),
    address: italian ? 'Corso Venezia 5' : 'Friedrichstraße 12',
    postalCode: italian ? '20121' : '10117',
    province: italian ? 'MI' : null,
    city: italian ? 'Milano' : 'Berlin',
    recipientCode: italian ? 'M5UXCR1' : null,
    vies: italian ? null : 1,
  });
  return company.id;
}

/** A conference, a billed company, and its order waiting for a bank transfer. */
export async function waitingOrder(app: FastifyInstance, opts: OrderOptions = {}) {
  const fees = opts.fees ?? [50000];
  const cocktails = opts.cocktails ?? 0;
  const discount = opts.discount ?? 0;
  const price = fees.reduce((a, b) => a + b, 0) + Math.max(0, cocktails - 1) * 2000 - discount;
  const image = await storeFile(app.db, demoPng('blue'), 'c.png', null);
  const abroad = opts.vatRule === 'italians';
  const [conference] = await app.db
    .insert(conferences)
    .values({
      title: abroad ? 'Arbitration Days Vienna' : 'Congresso nazionale arbitrato',
      vatRule: opts.vatRule ?? 'all',
      country: abroad ? 'abroad' : 'italy',
      city: abroad ? 'Wien' : 'Milano',
      description: 'd',
      image: image.name,
      dateStart: '2026-12-01',
      dateEnd: '2026-12-02',
      price: 50000,
    })
    .returning({ id: conferences.id });
  const companyId = await billedCompany(app, opts.country ?? 'IT', opts.territory);
  const [o] = await app.db
    .insert(orders)
    .values({
      conferenceId: conference.id,
      companyId,
      price,
      discount,
      couponCode: discount ? 'EARLY' : null,
    })
    .returning({ id: orders.id });
  for (const [i, fee] of fees.entries()) {
    const [p] = await app.db
      .insert(participants)
      .values({
        orderId: o.id,
        position: i + 1,
        name: 'Anna',
        surname: `Rossi ${i + 1}`,
        email: opts.email ?? 'a@example.it',
        fee,
        feeKind: 'PRICE_CONFERENCE_MEMBER',
      })
      .returning({ id: participants.id });
    if (i === 0 && cocktails) {
      await app.db
        .insert(participantOptionals)
        .values({ participantId: p.id, title: 'Cocktail di benvenuto', quantity: cocktails, price: 2000 });
    }
  }
  const [transfer] = await app.db
    .insert(manualTransfers)
    .values({
      email: 'a@example.it',
      type: 'CONFERENCE',
      orderId: o.id,
      reason: `ORD-${o.id}`,
      amount: price,
    })
    .returning({ id: manualTransfers.id });
  return { orderId: o.id, transferId: transfer.id, price, companyId };
}
