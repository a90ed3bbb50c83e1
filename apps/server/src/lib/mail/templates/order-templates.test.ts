import { quoteOf } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { orderConfirmation } from './order-confirmation.v1.ts';
import { orderExpired } from './order-expired.v1.ts';
import { participation } from './participation.v1.ts';
import { paymentReminder } from './payment-reminder.v1.ts';

/** The order's life in e-mails, kept as files beside them (see templates.test.ts). */
const conference = {
  title: 'Arbitrato <internazionale> 2027',
  city: 'Milano',
  description: 'Palazzo Giureconsulti, piazza dei Mercanti 2.\nRegistrazione dalle 8:30.',
  date_start: '2027-05-10',
  date_end: '2027-05-11',
};
const quote = quoteOf({
  conference: conference.title,
  coupon_code: 'BENVENUTO',
  discount: 5_000,
  participants: [
    {
      name: 'Nicolò',
      surname: 'Calì',
      fee: 30_000,
      fee_kind: 'PRICE_CONFERENCE_MEMBER',
      optionals: [{ title: 'Cocktail di benvenuto', quantity: 2, price: 2_000 }],
      workshops: [{ title: 'Redazione del lodo' }],
    },
    {
      name: 'Anna',
      surname: 'Bianchi',
      fee: 45_000,
      fee_kind: 'CONFERENCE_FULL_PRICE',
      optionals: [],
      workshops: [],
    },
  ],
});
const payment = {
  method: 'bank_transfer' as const,
  amount: 72_000,
  iban: 'IT60X0542811101000000123456',
  beneficiary: 'Associazione Forum Arbitri ETS',
  reference: 'RF18539007547034',
  due_date: '2027-03-10',
};

describe('order e-mails', () => {
  it('order-confirmation.v1: paid, the lines as invoiced, the invoice named, the order page', async () => {
    const mail = orderConfirmation({
      order_id: 2051,
      conference,
      quote,
      paid_at: '2027-03-08T10:00:00.000Z',
      payment_method: 'bank_transfer',
      invoice: 'FPR 12/27',
      order_url: 'https://soci.example.it/area/ordini/abc',
    });
    expect(mail.subject).toBe('Pagamento ricevuto – prenotazione n. 2051 – Arbitrato <internazionale> 2027');
    expect(mail.text).toContain('Pagato con bonifico il 08/03/2027.');
    expect(mail.text).toContain('Sconto (coupon BENVENUTO) × 1: -€ 50,00');
    expect(mail.text).toContain('Totale: € 720,00');
    expect(mail.html).not.toContain('<internazionale>');
    await expect(mail.html).toMatchFileSnapshot('./__snapshots__/order-confirmation.v1.html');
    await expect(mail.text).toMatchFileSnapshot('./__snapshots__/order-confirmation.v1.txt');
    const unpaid = orderConfirmation({ ...quoteFree(), paid_at: null, invoice: null, order_url: null });
    expect(unpaid.subject).toBe('Riepilogo prenotazione n. 2051 – Arbitrato <internazionale> 2027');
    expect(unpaid.text).toContain('Il pagamento non risulta ancora ricevuto.');
    expect(unpaid.text).not.toContain('fattura');
  });

  it('participation.v1: one person, their lines, the practical details; nobody else', async () => {
    const mine = quote.lines.filter((l) => l.participant === 0);
    const mail = participation({
      order_id: 2051,
      name: 'Nicolò',
      surname: 'Calì',
      conference,
      lines: mine,
      subtotal: mine.reduce((s, l) => s + l.amount, 0),
      notes: ['1. senza glutine'],
      confirmed: true,
    });
    expect(mail.subject).toBe('La tua partecipazione – Arbitrato <internazionale> 2027');
    expect(mail.text).toContain('Quando: dal 10/05/2027 al 11/05/2027');
    expect(mail.text).toContain('Totale: € 320,00');
    expect(`${mail.text}${mail.html}`).not.toMatch(/Anna|Bianchi|720|Sconto/);
    await expect(mail.html).toMatchFileSnapshot('./__snapshots__/participation.v1.html');
    await expect(mail.text).toMatchFileSnapshot('./__snapshots__/participation.v1.txt');
  });

  it('payment-reminder.v1 and order-expired.v1: the transfer again, the day it expires', async () => {
    const base = { order_id: 2051, conference, payment, expires_on: '2027-03-15', order_url: null };
    const before = paymentReminder({ ...base, when: 'before_due' });
    expect(before.subject).toBe('Promemoria: prenotazione n. 2051 da pagare entro il 10/03/2027');
    expect(before.text).toContain('Causale: RF18 5390 0754 7034');
    expect(before.text).toContain('Senza pagamento, il 15/03/2027 la prenotazione scade');
    const due = paymentReminder({ ...base, when: 'due_day' });
    expect(due.subject).toBe('Scadenza del pagamento: prenotazione n. 2051 (10/03/2027)');
    await expect(due.text).toMatchFileSnapshot('./__snapshots__/payment-reminder.v1.txt');
    const expired = orderExpired({
      order_id: 2051,
      conference,
      due_date: '2027-03-10',
      conference_url: 'https://soci.example.it/area/conferenze/7',
    });
    expect(expired.subject).toBe('Prenotazione n. 2051 scaduta – Arbitrato <internazionale> 2027');
    await expect(expired.text).toMatchFileSnapshot('./__snapshots__/order-expired.v1.txt');
  });
});

function quoteFree() {
  return { order_id: 2051, conference, quote, payment_method: null };
}
