/**
 * From card back to a bank transfer on the order page: the card sessions closed at Stripe, the
 * order's pending transfer reused or made (RF reference, due in PAYMENT_DAYS), and back again.
 */
import {
  formatCents,
  formatCreditorReference,
  formatDisplayDate,
  romeWireDate,
  toWireDate,
} from '@app/shared';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, mailOutbox, manualTransfers, orders } from '../../db/schema/index.ts';
import { isCreditorReference } from '../../lib/creditor-reference.ts';
import { completeIssuer, useCardTestApp } from '../../test/card-app.ts';
import { bookedOrder, LUCIA, MARIO } from '../../test/fixtures/booked-orders.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';

const { t, headers, card } = useCardTestApp({ env: { PAYMENT_DAYS: '10' } });
beforeAll(() => completeIssuer(t.app, headers));

const post = (token: string, what: 'card' | 'bank-transfer') =>
  t.app.inject({ method: 'POST', url: `/api/public/orders/${token}/${what}` });
const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const transfersOf = (orderId: number) =>
  t.app.db.select().from(manualTransfers).where(eq(manualTransfers.orderId, orderId));
const inTenDays = () => {
  const [y, m, d] = romeWireDate().split('-').map(Number);
  return toWireDate(addDays(new Date(y, m - 1, d), 10));
};

describe('Paga con bonifico', () => {
  it('closes the card session at Stripe and gives the order a transfer with an RF reference', async () => {
    const o = await bookedOrder(t.app, { participants: [MARIO], paymentMethod: 'card' });
    const card1 = await post(o.token, 'card');
    const session = (card1.json().payment.checkout_url as string).split('/').at(-1)!;

    const res = await post(o.token, 'bank-transfer');
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json();
    expect(payment).toEqual({
      method: 'bank_transfer',
      amount: o.price,
      // as the issuer's settings keep it, compact
      iban: ISSUER.iban.replaceAll(' ', ''),
      beneficiary: ISSUER.name,
      reference: expect.any(String),
      due_date: inTenDays(),
    });
    expect(isCreditorReference(payment.reference)).toBe(true);
    expect(card.standin.requestsTo('POST', `/v1/checkout/sessions/${session}/expire`)).toHaveLength(1);
    expect(card.standin.sessions.get(session)?.status).toBe('expired');
    const [kept] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session));
    expect(kept.status).toBe('expired');
    expect(await orderRow(o.orderId)).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      dueDate: inTenDays(),
    });
    const [transfer] = await transfersOf(o.orderId);
    expect(transfer).toMatchObject({
      type: 'CONFERENCE',
      reference: payment.reference,
      reason: payment.reference,
      amount: o.price,
      confirmed: false,
      dueDate: inTenDays(),
      email: MARIO.email,
    });
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/manual-transfers?confirm=false&pageSize=500', headers })
    ).json().transfers as { id: number; data: { order: string } }[];
    expect(listed.find((x) => x.id === transfer.id)?.data.order).toBe(payment.reference);

    // the closed session can no longer be paid; asking again answers the same transfer
    const late = await fetch(`${card1.json().payment.checkout_url}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(late.status).toBe(409);
    expect((await post(o.token, 'bank-transfer')).json().payment.reference).toBe(payment.reference);
    expect(await transfersOf(o.orderId)).toHaveLength(1);

    // and back to card: a new session, the transfer still there until the card is paid
    const card2 = await post(o.token, 'card');
    const second = (card2.json().payment.checkout_url as string).split('/').at(-1)!;
    expect(second).not.toBe(session);
    await card.standin.pay(second);
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    const [closed] = await transfersOf(o.orderId);
    expect(closed.deletedAt).toBeInstanceOf(Date);
    expect((await post(o.token, 'bank-transfer')).statusCode).toBe(409);
  });

  it("reuses the order's pending transfer and its reference", async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA], transfer: true });
    const res = await post(o.token, 'bank-transfer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ reference: o.transfer!.reference, due_date: '2027-03-01' });
    expect(await transfersOf(o.orderId)).toHaveLength(1);
  });

  it('an order no longer awaiting payment gets no transfer', async () => {
    for (const status of ['paid', 'expired', 'cancelled'] as const) {
      const o = await bookedOrder(t.app, { participants: [LUCIA], status });
      const res = await post(o.token, 'bank-transfer');
      expect(res.statusCode, status).toBe(409);
      expect(await transfersOf(o.orderId)).toEqual([]);
    }
    expect((await post('nessun-ordine', 'bank-transfer')).statusCode).toBe(404);
  });

  it('mails the contact the transfer to make once the order goes from card to transfer, once', async () => {
    const o = await bookedOrder(t.app, {
      participants: [MARIO],
      paymentMethod: 'card',
      contactEmail: 'cambio@studio.example',
    });
    expect((await post(o.token, 'card')).statusCode).toBe(200);
    // a second click answers the same transfer
    const a = await post(o.token, 'bank-transfer');
    const b = await post(o.token, 'bank-transfer');
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().payment).toEqual(a.json().payment);
    const { payment } = a.json();
    const mails = (
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.entityId, String(o.orderId)))
    ).filter((m) => m.kind === 'payment-switched-to-transfer.v1');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.recipients).toEqual(['cambio@studio.example']);
    expect(mail.subject).toBe(
      `Pagamento con bonifico – prenotazione n. ${o.orderId} – Congresso di primavera`,
    );
    expect(mail.text).toContain('hai scelto di pagare con bonifico la prenotazione');
    expect(mail.text).toContain(`Beneficiario: ${ISSUER.name}`);
    expect(mail.text).toContain(`IBAN: ${ISSUER.iban}`);
    expect(mail.text).toContain(`Importo: ${formatCents(o.price)}`);
    expect(mail.text).toContain(`Causale: ${formatCreditorReference(payment.reference)}`);
    expect(mail.text).toContain(`Da pagare entro il: ${formatDisplayDate(inTenDays())}`);
    expect(mail.text).toContain(`https://soci.example.it/area/ordini/${o.token}`);

    // back to card and to transfer again: a new choice, told again
    expect((await post(o.token, 'card')).statusCode).toBe(200);
    expect((await post(o.token, 'bank-transfer')).statusCode).toBe(200);
    const after = (
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.entityId, String(o.orderId)))
    ).filter((m) => m.kind === 'payment-switched-to-transfer.v1');
    expect(after).toHaveLength(2);
  });

  it('an order already on transfer asked for it again tells nobody', async () => {
    const o = await bookedOrder(t.app, {
      participants: [LUCIA],
      transfer: true,
      paymentMethod: 'bank_transfer',
    });
    expect((await post(o.token, 'bank-transfer')).statusCode).toBe(200);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.entityId, String(o.orderId)));
    expect(mails.map((m) => m.kind)).toEqual([]);
  });
});
