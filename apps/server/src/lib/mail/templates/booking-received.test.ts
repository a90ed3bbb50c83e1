import { describe, expect, it } from 'vitest';
import { type BookingReceived, bookingReceived } from './booking-received.v1.ts';

/** What the booking e-mail renders, kept as files beside it (see templates.test.ts). */
const booking: BookingReceived = {
  order_id: 2051,
  conference: {
    title: 'Arbitrato <internazionale> 2027',
    city: 'Milano',
    date_start: '2027-05-10',
    date_end: '2027-05-11',
  },
  quote: {
    lines: [
      {
        participant: 0,
        label: 'Quota di partecipazione (socio) – Arbitrato 2027 – Nicolò Calì',
        quantity: 1,
        amount: 30_000,
      },
      { participant: 0, label: 'Cocktail di benvenuto – Nicolò Calì', quantity: 1, amount: 2_000 },
      { participant: 0, label: 'Cocktail di benvenuto (1 omaggio) – Nicolò Calì', quantity: 1, amount: 0 },
      { participant: 0, label: 'Workshop: Redazione del lodo – Nicolò Calì', quantity: 1, amount: 0 },
      { participant: null, label: 'Sconto (coupon BENVENUTO)', quantity: 1, amount: -5_000 },
    ],
    discount: 5_000,
    total: 27_000,
  },
  payment: {
    method: 'bank_transfer',
    amount: 27_000,
    iban: 'IT60X0542811101000000123456',
    beneficiary: 'Associazione Forum Arbitri ETS',
    reference: 'RF18539007547034',
    due_date: '2026-12-03',
  },
  order_url: 'https://soci.example.it/area/ordini/abc&def<1>',
};

describe('booking-received.v1', () => {
  it('renders the lines, the total, the transfer to make (reference by four, due date dd/MM/yyyy) and the link, escaped in HTML', async () => {
    const mail = bookingReceived(booking);
    expect(mail.kind).toBe('booking-received.v1');
    expect(mail.subject).toBe('Prenotazione n. 2051 – Arbitrato <internazionale> 2027');
    expect(mail.text).toContain('Causale: RF18 5390 0754 7034');
    expect(mail.text).toContain('Da pagare entro il: 03/12/2026');
    expect(mail.html).not.toContain('<1>');
    await expect(mail.html).toMatchFileSnapshot('./__snapshots__/booking-received.v1.html');
    await expect(mail.text).toMatchFileSnapshot('./__snapshots__/booking-received.v1.txt');
  });

  it('says nothing is due when the booking is free', () => {
    const mail = bookingReceived({ ...booking, payment: null });
    expect(mail.text).toContain('Non è dovuto alcun pagamento: la prenotazione è confermata.');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.html).not.toContain('IBAN');
  });
});
