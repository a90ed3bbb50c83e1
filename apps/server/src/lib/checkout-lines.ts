import { type OrderForLines, orderLines } from '@app/shared';
import type Stripe from 'stripe';

/** Stripe's limits: line items of a payment-mode session, a coupon's name. */
export const CHECKOUT_MAX_LINE_ITEMS = 100;
const COUPON_NAME_MAX = 40;

export interface CheckoutCharge {
  lineItems: Stripe.Checkout.SessionCreateParams.LineItem[];
  /** the order's discount, as a coupon of that amount the session applies; null without one */
  discount: { amount: number; name: string } | null;
  /** what the session charges: the order's total */
  total: number;
}

const item = (
  name: string,
  quantity: number,
  gross: number,
): Stripe.Checkout.SessionCreateParams.LineItem => {
  // a line is quantity × unit price (orderLines keeps it so); should one not divide, it is charged whole
  const whole = gross % quantity !== 0;
  return {
    quantity: whole ? 1 : quantity,
    price_data: {
      currency: 'eur',
      unit_amount: whole ? gross : gross / quantity,
      product_data: { name: whole ? `${name} (× ${quantity})` : name },
    },
  };
};

const couponName = (label: string) =>
  label.length <= COUPON_NAME_MAX ? label : `${label.slice(0, COUPON_NAME_MAX - 1)}…`;

/**
 * What a Checkout Session charges for an order: the invoice's own lines (orderLines, as the quote,
 * the order page and the invoice show them), each a line item at its amount, 0 € ones included.
 * Stripe takes no negative line, so the discount line becomes the session's discount (a coupon
 * of exactly that amount): Checkout then shows the same lines, the same discount and the same
 * total as the invoice. Past Stripe's 100 line items (an order of many participants with many
 * extras), each participant's lines are summed into one line naming them: the total is unchanged.
 */
export function checkoutCharge(order: OrderForLines): CheckoutCharge {
  const lines = orderLines(order);
  const charged = lines.filter((l) => l.gross >= 0);
  const discountLine = lines.find((l) => l.gross < 0);
  let lineItems = charged.map((l) => item(l.description, l.quantity, l.gross));
  if (lineItems.length > CHECKOUT_MAX_LINE_ITEMS) {
    lineItems = order.participants.map((p, i) => {
      const who = `${p.name} ${p.surname}`.trim();
      const gross = charged.filter((l) => l.participant === i).reduce((sum, l) => sum + l.gross, 0);
      return item(`Partecipazione – ${order.conference} – ${who}`, 1, gross);
    });
  }
  const subtotal = charged.reduce((sum, l) => sum + l.gross, 0);
  const discount = discountLine
    ? { amount: -discountLine.gross, name: couponName(discountLine.description) }
    : null;
  return { lineItems, discount, total: subtotal - (discount?.amount ?? 0) };
}
