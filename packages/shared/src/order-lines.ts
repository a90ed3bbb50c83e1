import type { TFeeKind, TQuote } from './booking.ts';
import type { PRICE_KINDS } from './constants.ts';
import type { ChargedLine } from './invoice-document.ts';
import { type NumberedIntolerance, numberIntolerances } from './orders.ts';
import { stampDutyLine } from './stamp-duty.ts';

/** An order's lines as charged: the same lines on the order detail, its e-mail and its invoice. */

export type TPriceKind = (typeof PRICE_KINDS)[number];

/** What a participant's fee is, as a line says it. */
export const FEE_KIND_LABELS: Record<TFeeKind, string> = {
  PRICE_CONFERENCE_MEMBER: 'socio',
  PRICE_CONFERENCE_EXPERT: 'esperto',
  PRICE_CONFERENCE_GUESTS: 'ospite',
  PRICE_CONFERENCE_SPEAKER: 'relatore',
  PRICE_CONFERENCE_STREAMING: 'streaming',
  CONFERENCE_FULL_PRICE: 'intera',
  FEE_REMOVED: 'esente',
};

/** "Quota di partecipazione (socio)"; without a known kind, the words alone. */
export function feeLabel(feeKind: string | null): string {
  const kind = FEE_KIND_LABELS[feeKind as TFeeKind];
  return `Quota di partecipazione${kind ? ` (${kind})` : ''}`;
}

export interface OrderForLines {
  conference: string;
  coupon_code: string | null;
  /** cents */
  discount: number;
  participants: ParticipantForLines[];
  /** cents of imposta di bollo charged to the customer, decided when the order was priced (stampDuty) */
  stamp_duty?: number;
}

export interface ParticipantForLines {
  name: string;
  surname: string;
  fee: number;
  fee_kind: string | null;
  optionals: {
    title: string;
    quantity: number;
    price: number;
    intolerances?: { intolerance_info: string }[];
  }[];
  workshops: { title: string }[];
}

/** One participant's part of an order, as the detail, its print and its e-mail list it. Cents. */
export interface ParticipantCharges {
  fee: { label: string; gross: number };
  /** `free`: units given away (a cocktail's first); `gross` = price × (quantity − free) */
  optionals: { title: string; quantity: number; free: number; gross: number; notes: NumberedIntolerance[] }[];
  workshops: { title: string }[];
  subtotal: number;
}

const discountLabel = (coupon: string | null) => (coupon ? `Sconto (coupon ${coupon})` : 'Sconto');

const isCocktail = (title: string) => /cocktail/i.test(title);

/**
 * The fee, each optional bought (quantity above 0; a cocktail gives one unit free), its
 * intolerance notes numbered per person, and each workshop (included in the fee).
 */
export function participantCharges(p: ParticipantForLines): ParticipantCharges {
  const bought = p.optionals.filter((o) => o.quantity > 0);
  const notes = numberIntolerances(bought.map((o) => ({ intolerances: o.intolerances ?? [] })));
  const optionals = bought.map((o, i) => {
    const free = isCocktail(o.title) ? 1 : 0;
    return {
      title: o.title,
      quantity: o.quantity,
      free,
      gross: o.price * (o.quantity - free),
      notes: notes[i],
    };
  });
  return {
    fee: { label: feeLabel(p.fee_kind), gross: p.fee },
    optionals,
    workshops: p.workshops.map((w) => ({ title: w.title })),
    subtotal: p.fee + optionals.reduce((sum, o) => sum + o.gross, 0),
  };
}

/**
 * The invoice's lines: per participant the fee, each optional (a cocktail's free unit on a line
 * of its own, so every line is quantity × unit price), each workshop; then the discount, and the
 * imposta di bollo when the order charged it. They add up to participantCharges' subtotals less
 * the discount, plus the duty.
 */
export function orderLines(order: OrderForLines): (ChargedLine & { participant: number | null })[] {
  const lines: (ChargedLine & { participant: number | null })[] = [];
  order.participants.forEach((p, participant) => {
    const who = `${p.name} ${p.surname}`.trim();
    const charges = participantCharges(p);
    const line = (description: string, quantity: number, gross: number) =>
      lines.push({ participant, description, quantity, gross });
    line(`${charges.fee.label} – ${order.conference} – ${who}`, 1, charges.fee.gross);
    for (const o of charges.optionals) {
      if (o.quantity > o.free) line(`${o.title} – ${who}`, o.quantity - o.free, o.gross);
      if (o.free) line(`${o.title} (1 omaggio) – ${who}`, 1, 0);
    }
    for (const w of charges.workshops) line(`Workshop: ${w.title} – ${who}`, 1, 0);
  });
  if (order.discount > 0) {
    lines.push({
      participant: null,
      description: discountLabel(order.coupon_code),
      quantity: 1,
      gross: -order.discount,
    });
  }
  if (order.stamp_duty) lines.push({ participant: null, ...stampDutyLine(), gross: order.stamp_duty });
  return lines;
}

/** The quote (and a booked order's `lines`): the invoice's lines as the public API names them. */
export function quoteOf(order: OrderForLines): TQuote {
  const lines = orderLines(order);
  return {
    lines: lines.map((l) => ({
      participant: l.participant,
      label: l.description,
      quantity: l.quantity,
      amount: l.gross,
    })),
    discount: order.discount,
    total: linesTotal(lines),
  };
}

export const linesTotal = (lines: ChargedLine[]) => lines.reduce((sum, l) => sum + l.gross, 0);

/** The order as its lines see it, from the booking the API answers (SPEC's `partecipants`). */
export function bookingForLines(b: {
  conference: { title: string };
  coupon_code: string | null;
  discount: number;
  partecipants: ParticipantForLines[];
  stamp_duty?: number;
}): OrderForLines {
  return {
    conference: b.conference.title,
    coupon_code: b.coupon_code,
    discount: b.discount,
    participants: b.partecipants,
    stamp_duty: b.stamp_duty ?? 0,
  };
}

/** What the order detail and its e-mail show: each participant's charges, and the total of the invoice's lines. */
export function orderSummary(order: OrderForLines) {
  return { participants: order.participants.map(participantCharges), total: linesTotal(orderLines(order)) };
}
