import { BILLING_RULES_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation, orders } from '../../db/schema/index.ts';
import { badBillingCases, countryId, firmBilling } from '../../test/fixtures/billing-cases.ts';
import {
  bookableConference,
  bookingBody,
  bookingRows,
  member,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A public booking's `billing_information` and `company` under issue 32's rules: each a 400 naming
 * the field and nothing written (no order, no transfer, no mail); the PEC kept on the order.
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });
let italy: number;
let germany: number;
let conference: number;
beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  italy = await countryId(t.app, 'IT');
  germany = await countryId(t.app, 'DE');
  conference = (await bookableConference(t.app)).id;
});

const book = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/public/orders', payload, headers });

describe('POST /api/public/orders: the customer an invoice can name', () => {
  it('refuses each billing rule with a 400 naming billing_information.<field>, writing nothing', async () => {
    const before = await bookingRows(t.app);
    for (const c of badBillingCases(germany)) {
      const res = await book(
        bookingBody(conference, italy, { billing_information: firmBilling(italy, c.change) }),
      );
      expect(res.statusCode, c.label).toBe(400);
      expect(res.json().errors, c.label).toEqual({ [`billing_information.${c.field}`]: c.message });
    }
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('refuses an impossible Italian address or the association’s partita IVA on the company', async () => {
    const before = await bookingRows(t.app);
    const company = { name: 'Studio Legale Verdi', address: 'Via Roma 1', city: 'Milano', country: italy };
    const cases: [object, string, string][] = [
      [{ ...company, postal_code: 'ABC' }, 'postal_code', BILLING_RULES_MSG.postalCode],
      [{ ...company, postal_code: '20121', province: 'ZZ' }, 'province', BILLING_RULES_MSG.province],
      [{ ...company, vat: ISSUER.vat }, 'vat', BILLING_RULES_MSG.ownVat],
    ];
    for (const [c, field, message] of cases) {
      const res = await book(bookingBody(conference, italy, { company: c }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual({ [`company.${field}`]: message });
    }
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('keeps the PEC on the order as booked, and names the field of a member’s saved billing that an invoice would refuse', async () => {
    const billing = firmBilling(italy, { recipient_code: '0000000', pec: 'studio.verdi@pec.it' });
    const ok = await book(bookingBody(conference, italy, { billing_information: billing }));
    expect(ok.statusCode, ok.body).toBe(201);
    const [order] = await t.app.db
      .select({ billing: orders.billing })
      .from(orders)
      .where(eq(orders.id, ok.json().order.order_id));
    expect(order.billing).toMatchObject({
      billing_information: { recipient_code: '0000000', pec: 'studio.verdi@pec.it' },
    });

    // a member booking with the billing saved before the rules: the order would carry a CAP SdI refuses
    const m = await member(t.app, 'active');
    await t.app.db
      .update(billingInformation)
      .set({ postalCode: 'ABC' })
      .where(eq(billingInformation.userId, m.id));
    const { billing_information: _b, company: _c, ...noBilling } = bookingBody(conference, italy);
    const refused = await book(noBilling, m.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'billing_information.postal_code': BILLING_RULES_MSG.postalCode,
    });
  });
});
