import { describe, expect, it } from 'vitest';
import { orderRecap } from './order-recap.v2.ts';
import { passwordLink } from './password-link.v1.ts';

/**
 * What each template renders, kept as files beside it: a change of wording shows up as a diff of
 * the snapshot in review (update with `npx vitest run -u` after checking it).
 */
describe('mail templates', () => {
  it('order-recap.v2 renders the order detail: participants, fees, optionals (cocktail rule), notes, lines adding up to the total', async () => {
    const mail = orderRecap({
      order_id: 1042,
      created_at: '2026-10-03T09:15:00.000Z',
      paid_at: '2026-10-05',
      price: 76_000,
      coupon_code: 'BENVENUTO20',
      discount: 10_000,
      stamp_duty: 0,
      company: {
        name: 'Studio Legale Calì & Associati',
        address: 'Via Roma 1',
        city: 'Milano',
        province: 'MI',
        postal_code: '20121',
        country: 'Italia',
      },
      conference: { id: 7, title: 'Arbitrato <internazionale> 2027' },
      partecipants: [
        {
          id: 11,
          name: 'Nicolò',
          surname: 'Calì',
          email: 'nicolo@example.it',
          phone: '+39 02 1234567',
          company_founder: 1,
          company_address: 'Via Roma 1, Milano',
          fee: 30_000,
          fee_kind: 'PRICE_CONFERENCE_MEMBER',
          optionals: [
            {
              id: 1,
              title: 'Welcome Cocktail',
              quantity: 2,
              price: 3_000,
              intolerances: [{ intolerance_info: 'Glutine' }, { intolerance_info: 'Lattosio' }],
            },
            { id: 2, title: 'Cena di gala', quantity: 1, price: 8_000, intolerances: [] },
          ],
          workshops: [{ id: 3, title: 'Redazione del lodo' }],
        },
        {
          id: 12,
          name: 'Anna',
          surname: 'Bianchi',
          email: 'anna@example.it',
          phone: null,
          company_founder: 0,
          company_address: null,
          fee: 45_000,
          fee_kind: 'PRICE_CONFERENCE_GUESTS',
          optionals: [],
          workshops: [],
        },
      ],
    });
    expect(mail.kind).toBe('order-recap.v2');
    expect(mail.subject).toBe('Riepilogo ordine n. 1042 – Arbitrato <internazionale> 2027');
    await expect(mail.html).toMatchFileSnapshot('./__snapshots__/order-recap.v2.html');
    await expect(mail.text).toMatchFileSnapshot('./__snapshots__/order-recap.v2.txt');
  });

  it('password-link.v1 renders the link in both parts, escaped in HTML', async () => {
    const mail = passwordLink(
      { name: 'Nicolò', surname: 'Calì' },
      'https://backoffice.example.it/reset-password?token=abc&x=<1>',
    );
    expect(mail.kind).toBe('password-link.v1');
    expect(mail.subject).toBe('Imposta la tua password');
    expect(mail.html).not.toContain('<1>');
    await expect(mail.html).toMatchFileSnapshot('./__snapshots__/password-link.v1.html');
    await expect(mail.text).toMatchFileSnapshot('./__snapshots__/password-link.v1.txt');
  });
});
