import type { PRICE_KINDS } from './constants.ts';
import type { ChargedLine } from './invoice-document.ts';

/** An order's lines as charged: the same lines on the order detail, its e-mail and its invoice. */

export type TPriceKind = (typeof PRICE_KINDS)[number];

/** What a participant's fee is, as a line says it. */
export const FEE_KIND_LABELS: Record<TPriceKind, string> = {
  PRICE_CONFERENCE_MEMBER: 'socio',
  PRICE_CONFERENCE_EXPERT: 'esperto',
  PRICE_CONFERENCE_GUESTS: 'ospite',
  PRICE_CONFERENCE_SPEAKER: 'relatore',
  PRICE_CONFERENCE_STREAMING: 'streaming',
};

export interface OrderForLines {
  conference: string;
  coupon_code: string | null;
  /** cents */
  discount: number;
  participants: {
    name: string;
    surname: string;
    fee: number;
    fee_kind: string | null;
    optionals: { title: string; quantity: number; price: number }[];
    workshops: { title: string }[];
  }[];
}

const isCocktail = (title: string) => /cocktail/i.test(title);

/**
 * Per participant: the fee, each optional (a cocktail's free unit on a line of its own, so every
 * line is quantity × unit price), each workshop (included in the fee); then the discount. The
 * lines add up to the order's total when the order's data does.
 */
export function orderLines(order: OrderForLines): ChargedLine[] {
  const lines: ChargedLine[] = [];
  for (const p of order.participants) {
    const who = `${p.name} ${p.surname}`.trim();
    const kind = FEE_KIND_LABELS[p.fee_kind as TPriceKind];
    lines.push({
      description: `Quota di partecipazione${kind ? ` (${kind})` : ''} – ${order.conference} – ${who}`,
      quantity: 1,
      gross: p.fee,
    });
    for (const o of p.optionals) {
      if (o.quantity <= 0) continue;
      const free = isCocktail(o.title) ? 1 : 0;
      if (o.quantity > free) {
        lines.push({
          description: `${o.title} – ${who}`,
          quantity: o.quantity - free,
          gross: o.price * (o.quantity - free),
        });
      }
      if (free) lines.push({ description: `${o.title} (1 omaggio) – ${who}`, quantity: 1, gross: 0 });
    }
    for (const w of p.workshops) {
      lines.push({ description: `Workshop: ${w.title} – ${who}`, quantity: 1, gross: 0 });
    }
  }
  if (order.discount > 0) {
    lines.push({
      description: order.coupon_code ? `Sconto (coupon ${order.coupon_code})` : 'Sconto',
      quantity: 1,
      gross: -order.discount,
    });
  }
  return lines;
}

export const linesTotal = (lines: ChargedLine[]) => lines.reduce((sum, l) => sum + l.gross, 0);
