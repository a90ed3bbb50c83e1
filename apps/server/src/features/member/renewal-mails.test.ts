import { formatCreditorReference, formatDisplayDate } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, mailOutbox, manualTransfers, subscriptions } from '../../db/schema/index.ts';
import { completeIssuer, useCardTestApp } from '../../test/card-app.ts';
import { member } from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { signIn } from '../../test/test-app.ts';

/**
 * A membership renewal told step by step: the transfer to make when a member asks to renew by
 * transfer (once, however often asked), then the renewal confirmed with its invoice's PDF once the
 * money is in — by a confirmed transfer or a card subscription's paid invoice — once per payment.
 */
const { t, card } = useCardTestApp({ timeout: 120_000, env: { MEMBERSHIP_FEE: '450' } });

let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  await t.app.mail.worker.stop();
  admin = await signIn(t.app, 'admin');
  await completeIssuer(t.app, admin.headers);
});

const renew = (who: { headers: Record<string, string> }, payment_method: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/membership',
    headers: who.headers,
    payload: { payment_method },
  });

const mailsTo = async (email: string, kind: string) =>
  (
    await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(asc(mailOutbox.id))
  ).filter((m) => m.recipients.length === 1 && m.recipients[0] === email);

/** A member of a company whose billing data an invoice needs, with its membership lapsed. */
async function lapsedMember(name: string) {
  const m = await member(t.app, 'canceled', { name, surname: 'Ferri' });
  await t.app.db
    .update(companies)
    .set({ address: 'Via Po 2', postalCode: '10123', province: 'TO' })
    .where(eq(companies.id, m.companyId));
  return m;
}

describe('renewing by transfer', () => {
  it('mails the member the transfer to make, once; confirmed, the renewal and its invoice PDF, once', async () => {
    const m = await lapsedMember('Giorgia');
    const res = await renew(m, 'bank_transfer');
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json();
    // asked again, or a double click: the same transfer, no second mail
    expect((await renew(m, 'bank_transfer')).json().payment.reference).toBe(payment.reference);

    const [asked, ...more] = await mailsTo(m.email, 'membership-renewal-requested.v1');
    expect(more).toEqual([]);
    expect(asked.subject).toBe('Rinnovo della quota associativa – Studio Associato Bianchi');
    expect(asked.text).toContain('Gentile Giorgia Ferri,');
    expect(asked.text).toContain('per rinnovare la quota associativa di Studio Associato Bianchi');
    expect(asked.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(asked.text).toContain('Importo: € 450,00');
    expect(asked.text).toContain(`Causale: ${formatCreditorReference(payment.reference)}`);
    expect(asked.text).toContain(`Da pagare entro il: ${formatDisplayDate(payment.due_date)}`);
    expect(asked.text).toContain('https://soci.example.it/area/socio');
    expect(asked.text).not.toMatch(/membership/i);
    expect(asked.attachments).toEqual([]);
    expect(ISSUER.iban.replaceAll(' ', '')).toBe('IT60X0542811101000000123456');

    const [transfer] = await t.app.db
      .select()
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, payment.reference));
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/manual-transfers/confirm/${transfer.id}`,
        headers: admin.headers,
      });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(200);

    const [done, ...again] = await mailsTo(m.email, 'membership-renewed.v1');
    expect(again).toEqual([]);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, m.companyId));
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.type, 'TD01'), eq(invoices.total, 45_000)))
      .orderBy(asc(invoices.id));
    expect(done.subject).toBe('Quota associativa rinnovata – Studio Associato Bianchi');
    expect(done.text).toContain(
      `la quota associativa di Studio Associato Bianchi è rinnovata: l’iscrizione vale fino al ${formatDisplayDate(sub.dateEnd!)}.`,
    );
    expect(done.text).toMatch(/Pagato con bonifico il \d{2}\/\d{2}\/\d{4}: € 450,00\./);
    expect(done.text).toContain(`In allegato la fattura n. ${invoice.number}`);
    expect(done.attachments).toHaveLength(1);
    const [pdf] = done.attachments;
    expect(pdf).toMatchObject({
      content_type: 'application/pdf',
      filename: invoice.fileName.replace('.xml', '.pdf'),
    });
    expect(Buffer.from(pdf.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(done.html).toContain('€\u00a0450,00');
  });
});

describe('renewing by card', () => {
  it('the paid invoice of the subscription confirms the renewal to the company’s members, with the PDF', async () => {
    const m = await lapsedMember('Marco');
    const res = await renew(m, 'card');
    expect(res.statusCode, res.body).toBe(200);
    const session = (res.json().payment.checkout_url as string).split('/').at(-1)!;
    const deliveries = await card.standin.pay(session);
    expect(deliveries.find((d) => d.event.type === 'invoice.paid')?.status).toBe(200);

    const [done, ...again] = await mailsTo(m.email, 'membership-renewed.v1');
    expect(again).toEqual([]);
    expect(done.subject).toBe('Quota associativa rinnovata – Studio Associato Bianchi');
    expect(done.text).toContain('Gentile Marco Ferri,');
    expect(done.text).toMatch(/Pagato con carta il \d{2}\/\d{2}\/\d{4}: € 450,00\./);
    expect(done.attachments.map((a) => a.content_type)).toEqual(['application/pdf']);

    // Stripe delivering the paid invoice again tells nobody again
    const paid = deliveries.find((d) => d.event.type === 'invoice.paid')!;
    await card.standin.webhooks.deliver({ ...paid.event, id: `${paid.event.id}_again` });
    expect(await mailsTo(m.email, 'membership-renewed.v1')).toHaveLength(1);
  });
});
