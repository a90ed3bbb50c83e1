import { type OrderForLines, quoteOf } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MAX_LINE_ITEMS, checkoutCharge } from './checkout-lines.ts';

const person = (i: number, extras = 0) => ({
  name: 'Persona',
  surname: `N. ${i}`,
  fee: 20_000 + i,
  fee_kind: 'PRICE_CONFERENCE_GUESTS',
  optionals: Array.from({ length: extras }, (_, k) => ({
    title: `Extra ${k}`,
    quantity: 2,
    price: 1_000 + k,
  })),
  workshops: [{ title: 'Workshop A' }],
});

const order = (over: Partial<OrderForLines> = {}): OrderForLines => ({
  conference: 'Congresso',
  coupon_code: null,
  discount: 0,
  participants: [person(1, 2), person(2)],
  ...over,
});

const charged = (c: ReturnType<typeof checkoutCharge>) =>
  c.lineItems.map((li) => [
    li.price_data!.product_data!.name,
    li.quantity,
    li.price_data!.unit_amount! * li.quantity!,
  ]);

describe('checkoutCharge', () => {
  it('charges the quote lines one by one, 0 € ones included, and totals the order', () => {
    const o = order();
    const c = checkoutCharge(o);
    const quote = quoteOf(o);
    expect(charged(c)).toEqual(quote.lines.map((l) => [l.label, l.quantity, l.amount]));
    expect(c.lineItems.every((li) => li.price_data?.currency === 'eur')).toBe(true);
    expect(c.discount).toBeNull();
    expect(c.total).toBe(quote.total);
  });

  it('turns the discount line into a coupon of its amount, named as the line (Stripe: 40 characters)', () => {
    const o = order({ discount: 5_000, coupon_code: 'UNCODICEMOLTOLUNGOPERUNOSCONTOSPECIALE2027' });
    const c = checkoutCharge(o);
    const quote = quoteOf(o);
    expect(charged(c)).toEqual(
      quote.lines.filter((l) => l.amount >= 0).map((l) => [l.label, l.quantity, l.amount]),
    );
    expect(c.discount).toEqual({ amount: 5_000, name: 'Sconto (coupon UNCODICEMOLTOLUNGOPERUNO…' });
    expect(c.discount!.name).toHaveLength(40);
    expect(c.total).toBe(quote.total);
  });

  it(`past ${CHECKOUT_MAX_LINE_ITEMS} lines, one line per participant with the same total`, () => {
    const participants = Array.from({ length: 30 }, (_, i) => person(i + 1, 3));
    const o = order({ participants, discount: 1_000 });
    expect(quoteOf(o).lines.length).toBeGreaterThan(CHECKOUT_MAX_LINE_ITEMS);
    const c = checkoutCharge(o);
    expect(c.lineItems).toHaveLength(30);
    expect(c.lineItems[0].price_data?.product_data?.name).toBe('Partecipazione – Congresso – Persona N. 1');
    expect(charged(c).reduce((sum, [, , amount]) => sum + Number(amount), 0) - 1_000).toBe(quoteOf(o).total);
    expect(c.total).toBe(quoteOf(o).total);
  });
});
