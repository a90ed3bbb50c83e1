import { romeWireDate } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema/index.ts';
import { completeIssuer } from '../../test/card-app.ts';
import { bookedOrder, LUCIA, MARIO } from '../../test/fixtures/booked-orders.ts';
import { invoicesOf, orderRow, post as postAs, transfersOf } from '../../test/fixtures/order-actions.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
const post = (url: string, payload?: object) => postAs(t.app, headers, url, payload);
const today = romeWireDate();
const desk = (amount: number, over: object = {}) => ({ method: 'cash', paid_on: today, amount, ...over });
const actionsOf = async (orderId: number) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(orderId)))
  )
    .filter((a) => a.entity === 'order')
    .map((a) => a.action);

beforeAll(() => completeIssuer(t.app, headers));

describe('Registra pagamento: money received at the desk', () => {
  it('refuses another amount, a day to come, an unknown method, in Italian, changing nothing', async () => {
    const { orderId, price } = await bookedOrder(t.app, { transfer: true });
    const other = await post(`/api/orders/${orderId}/payments`, desk(price - 100));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.amount).toMatch(/totale dell'ordine \(€ /);
    const future = await post(`/api/orders/${orderId}/payments`, desk(price, { paid_on: '2999-01-01' }));
    expect(future.json().errors.paid_on).toBe('La data del pagamento non può essere nel futuro');
    const method = await post(`/api/orders/${orderId}/payments`, desk(price, { method: 'bitcoin' }));
    expect(method.statusCode).toBe(400);
    expect((await orderRow(t.app, orderId)).status).toBe('awaiting_payment');
    expect((await post('/api/orders/999999/payments', desk(price))).statusCode).toBe(404);
  });

  it('pays the order on the given day, invoices it, closes its transfer; a second time is refused', async () => {
    const { orderId, price } = await bookedOrder(t.app, { transfer: true });
    const res = await post(
      `/api/orders/${orderId}/payments`,
      desk(price, { method: 'pos', paid_on: '2026-01-15' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ order_status: 'paid', message: 'Pagamento registrato' });
    const order = await orderRow(t.app, orderId);
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'pos' });
    expect(romeWireDate(order.paidAt!)).toBe('2026-01-15');
    const { invoices } = await invoicesOf(t.app, orderId);
    expect(invoices.map((i) => i.total)).toEqual([price]);
    expect((await transfersOf(t.app, orderId)).every((tr) => tr.deletedAt !== null)).toBe(true);
    // paid: the contact and each participant are told (notify_paid)
    expect(await actionsOf(orderId)).toEqual(['record_payment', 'pay', 'notify_paid']);
    const again = await post(`/api/orders/${orderId}/payments`, desk(price));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("L'ordine risulta già pagato");
  });
});

describe('Storna pagamento: a confirmation made by mistake', () => {
  it('puts a confirmed transfer back to pending and cancels the invoice by a full credit note', async () => {
    const { orderId, price, transfer } = await bookedOrder(t.app, { transfer: true });
    expect((await post(`/api/manual-transfers/confirm/${transfer!.id}`)).statusCode).toBe(200);
    expect((await post(`/api/orders/${orderId}/reverse-payment`, { reason: ' ' })).statusCode).toBe(400);
    const res = await post(`/api/orders/${orderId}/reverse-payment`, {
      reason: 'Bonifico di un altro ordine',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      order_status: 'awaiting_payment',
      credit_note_id: expect.any(Number),
    });
    expect(await orderRow(t.app, orderId)).toMatchObject({
      status: 'awaiting_payment',
      paidAt: null,
      paymentMethod: 'bank_transfer',
    });
    const [tr] = await transfersOf(t.app, orderId);
    expect(tr).toMatchObject({
      confirmed: false,
      confirmedAt: null,
      deletedAt: null,
      reference: transfer!.reference,
    });
    const { invoices, creditNotes } = await invoicesOf(t.app, orderId);
    expect(creditNotes.map((n) => n.total)).toEqual([price]);
    expect(invoices[0].creditedAt).not.toBeNull();
    const again = await post(`/api/orders/${orderId}/reverse-payment`, { reason: 'di nuovo' });
    expect(again.statusCode).toBe(409);

    // the right money arrives later: paid again, with a new invoice
    expect((await post(`/api/manual-transfers/confirm/${transfer!.id}`)).statusCode).toBe(200);
    const after = await invoicesOf(t.app, orderId);
    expect(after.invoices.map((i) => i.creditedAt === null)).toEqual([false, true]);
    expect(after.creditNotes).toHaveLength(1);
  });

  it('takes a desk payment back: the transfer it closed is pending again, same reference', async () => {
    const { orderId, price, transfer } = await bookedOrder(t.app, { transfer: true });
    await post(`/api/orders/${orderId}/payments`, desk(price));
    const res = await post(`/api/orders/${orderId}/reverse-payment`, { reason: 'Ordine sbagliato' });
    expect(res.statusCode, res.body).toBe(200);
    const [tr] = await transfersOf(t.app, orderId);
    expect(tr).toMatchObject({ id: transfer!.id, deletedAt: null, confirmed: false });
    expect((await orderRow(t.app, orderId)).paymentMethod).toBe('bank_transfer');
    expect(await actionsOf(orderId)).toEqual(['record_payment', 'pay', 'notify_paid', 'reverse_payment']);
  });

  it('refuses an unpaid order and a card payment', async () => {
    const unpaid = await bookedOrder(t.app);
    const res = await post(`/api/orders/${unpaid.orderId}/reverse-payment`, { reason: 'x' });
    expect(res.json().message).toBe("L'ordine non risulta pagato: non c'è un pagamento da stornare");
    const card = await bookedOrder(t.app, { status: 'paid', paymentMethod: 'card' });
    const refused = await post(`/api/orders/${card.orderId}/reverse-payment`, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Stripe/);
  });
});

describe('Annulla ordine', () => {
  it('cancels an unpaid order: seats back, transfer closed, the booker told, no credit note', async () => {
    const { orderId } = await bookedOrder(t.app, { transfer: true, contactEmail: 'prenota@studio.it' });
    expect((await post(`/api/orders/${orderId}/cancel`, {})).statusCode).toBe(400);
    const res = await post(`/api/orders/${orderId}/cancel`, { reason: 'Richiesta del cliente' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ order_status: 'cancelled', credit_note_id: null });
    expect((await transfersOf(t.app, orderId))[0].deletedAt).not.toBeNull();
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(orderId))))
      .orderBy(asc(mailOutbox.id));
    // the booker, then each participant with an e-mail, each in a message of their own
    expect(mails.map((m) => [m.kind, m.recipients])).toEqual([
      ['order-cancelled.v1', ['prenota@studio.it']],
      ['participation-cancelled.v1', [MARIO.email]],
      ['participation-cancelled.v1', [LUCIA.email]],
    ]);
    for (const m of mails) expect(m.text).not.toMatch(/Richiesta del cliente/);
    const [, mario, lucia] = mails;
    expect(mario.subject).toBe('Partecipazione annullata – Congresso di primavera');
    expect(mario.text).toContain('Gentile Mario Rossi,');
    expect(mario.text).toContain(
      `la tua partecipazione alla conferenza "Congresso di primavera" (Bologna, dal 10/04/2027 al 11/04/2027) è stata annullata con la prenotazione n. ${orderId}`,
    );
    // unpaid: no confirmation was held; nothing of the others, nothing of the money
    expect(mario.text).not.toContain('conferma');
    expect(mario.text).not.toMatch(/Lucia|prenota@|€/);
    expect(lucia.text).not.toMatch(/Mario|prenota@|€/);
    const again = await post(`/api/orders/${orderId}/cancel`, { reason: 'ancora' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("L'ordine è già annullato");
  });

  it('cancels a paid, invoiced order with its credit note in the same step', async () => {
    const { orderId, price } = await bookedOrder(t.app, { transfer: true });
    await post(`/api/orders/${orderId}/payments`, desk(price));
    const res = await post(`/api/orders/${orderId}/cancel`, { reason: 'Evento annullato' });
    expect(res.statusCode, res.body).toBe(200);
    const { creditNotes } = await invoicesOf(t.app, orderId);
    expect(creditNotes.map((n) => [n.id, n.total])).toEqual([[res.json().result.credit_note_id, price]]);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entityId, String(orderId)), eq(mailOutbox.kind, 'order-cancelled.v1')));
    expect(mail.text).toMatch(/nota di credito n\. /);
    // the participants held confirmations: each is told it no longer stands
    const told = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entityId, String(orderId)), eq(mailOutbox.kind, 'participation-cancelled.v1')))
      .orderBy(asc(mailOutbox.id));
    expect(told.map((m) => m.recipients)).toEqual([[MARIO.email], [LUCIA.email]]);
    for (const m of told) {
      expect(m.text).toContain('La conferma di partecipazione che avevi ricevuto non è più valida.');
      expect(m.text).not.toMatch(/nota di credito|rimbors|€/);
    }
    // a second cancel is refused and tells nobody again
    expect((await post(`/api/orders/${orderId}/cancel`, { reason: 'ancora' })).statusCode).toBe(409);
    const all = await t.app.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(orderId))))
      .orderBy(asc(mailOutbox.id));
    expect(all.filter((m) => m.kind.endsWith('cancelled.v1'))).toHaveLength(3);
  });

  it('tells only the participants who have an e-mail', async () => {
    const { orderId } = await bookedOrder(t.app, {
      contactEmail: 'ufficio@studio.it',
      participants: [MARIO, { ...LUCIA, email: '' }],
    });
    expect((await post(`/api/orders/${orderId}/cancel`, { reason: 'Doppione' })).statusCode).toBe(200);
    const mails = await t.app.db
      .select({ kind: mailOutbox.kind, recipients: mailOutbox.recipients })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(orderId))))
      .orderBy(asc(mailOutbox.id));
    expect(mails).toEqual([
      { kind: 'order-cancelled.v1', recipients: ['ufficio@studio.it'] },
      { kind: 'participation-cancelled.v1', recipients: [MARIO.email] },
    ]);
  });

  it('refuses an expired order', async () => {
    const { orderId } = await bookedOrder(t.app, { status: 'expired' });
    const res = await post(`/api/orders/${orderId}/cancel`, { reason: 'x' });
    expect(res.statusCode).toBe(409);
  });
});

describe('settling a flagged payment', () => {
  it('accepts a late payment (the order paid and invoiced) or marks one refunded, once', async () => {
    const { orderFlags } = await import('../../db/schema/index.ts');
    const late = await bookedOrder(t.app, { status: 'expired' });
    const flag = (orderId: number, reference: string) =>
      t.app.db
        .insert(orderFlags)
        .values({
          orderId,
          kind: 'late_payment',
          method: 'bank_transfer',
          amount: late.price,
          reference,
          note: 'n',
        })
        .returning({ id: orderFlags.id });
    const [a] = await flag(late.orderId, 'line-a');
    const [b] = await flag(late.orderId, 'line-b');
    const settle = (id: number, resolution: string) =>
      post(`/api/orders/${late.orderId}/flags/${id}/settle`, { resolution });
    expect((await settle(a.id, 'accepted')).statusCode).toBe(200);
    expect(await orderRow(t.app, late.orderId)).toMatchObject({
      status: 'paid',
      paymentMethod: 'bank_transfer',
    });
    expect((await invoicesOf(t.app, late.orderId)).invoices).toHaveLength(1);
    expect((await settle(a.id, 'refunded')).statusCode).toBe(404);
    const second = await settle(b.id, 'accepted');
    expect(second.json().message).toBe("L'ordine è già stato pagato: il pagamento va rimborsato");
    expect((await settle(b.id, 'refunded')).statusCode).toBe(200);
    const open = (
      await t.app.inject({
        method: 'GET',
        url: `/api/conferences/booking-by-order-id/${late.orderId}`,
        headers,
      })
    ).json().booking.flags;
    expect(open).toEqual([]);
  });
});
