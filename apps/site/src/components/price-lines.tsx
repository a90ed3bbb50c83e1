import { formatCents, type TQuoteLine } from '@app/shared';

/**
 * Lines of a quote or an order, by participant (their name when known), then the order-wide ones
 * (a coupon's discount) and the total: the same lines the invoice will carry.
 */
export function PriceLines({
  lines,
  total,
  names = [],
}: {
  lines: readonly TQuoteLine[];
  total: number;
  names?: readonly string[];
}) {
  const groups = new Map<number | null, TQuoteLine[]>();
  for (const line of lines) groups.set(line.participant, [...(groups.get(line.participant) ?? []), line]);
  const order = [...groups.keys()].sort(
    (a, b) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <div className="price-lines">
      {order.map((who) => (
        <div key={who ?? 'order'} className="price-group">
          {who !== null ? (
            <p className="price-who">{names[who]?.trim() || `Partecipante ${who + 1}`}</p>
          ) : null}
          <ul>
            {groups.get(who)?.map((line, n) => (
              // lines have no id: their place in the quote is theirs
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={n}>
                <span>
                  {line.label}
                  {line.quantity > 1 ? <span className="muted"> × {line.quantity}</span> : null}
                </span>
                <span className="amount">{formatCents(line.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="price-total">
        <span>Totale</span>
        <span className="amount">{formatCents(total)}</span>
      </p>
    </div>
  );
}
