import type { TQuoteLine } from '@app/shared';
import { money } from '../i18n/format';
import { useT } from '../i18n/provider';

/** How the invoice's line descriptions join their parts: "fee – conference – Giulia Bianchi". */
const SEP = ' – ';

/**
 * A participant's line without what its group already says: the participant's name (its last
 * part), and the conference when the page is the conference's own.
 */
function shortLabel(line: TQuoteLine, conference?: string) {
  const parts = line.label.split(SEP);
  const who = line.participant !== null && parts.length > 1 ? (parts.pop() ?? null) : null;
  return { who, text: parts.filter((p) => p !== conference).join(SEP) };
}

/** The conference an order's lines are for: the middle part of a participant's fee line, if any. */
export function conferenceOfLines(lines: readonly TQuoteLine[]): string | undefined {
  const fee = lines.find((l) => l.participant !== null);
  const parts = fee?.label.split(SEP) ?? [];
  return parts.length >= 3 ? parts.slice(1, -1).join(SEP) : undefined;
}

/**
 * Lines of a quote or an order, by participant, then the order-wide ones (a coupon's discount) and
 * the total: the same lines the invoice carries, each shown without repeating its participant.
 */
export function PriceLines({
  lines,
  total,
  names = [],
  conference,
}: {
  lines: readonly TQuoteLine[];
  total: number;
  /** participants' names as typed (the form), before the lines' own */
  names?: readonly string[];
  /** the conference's title, left out of the lines when the page already shows it */
  conference?: string;
}) {
  const { t, locale } = useT();
  const groups = new Map<number | null, TQuoteLine[]>();
  for (const line of lines) groups.set(line.participant, [...(groups.get(line.participant) ?? []), line]);
  const order = [...groups.keys()].sort(
    (a, b) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <div className="price-lines">
      {order.map((index) => {
        const group = (groups.get(index) ?? []).map((line) => ({ line, ...shortLabel(line, conference) }));
        const heading =
          index === null
            ? null
            : names[index]?.trim() || group[0]?.who || t('common.priceLines.participant', { n: index + 1 });
        return (
          <div key={index ?? 'order'} className="price-group">
            {heading ? <p className="price-who">{heading}</p> : null}
            <ul>
              {group.map(({ line, text }, n) => (
                // lines have no id: their place in the quote is theirs
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={n}>
                  <span>
                    {text}
                    {line.quantity > 1 ? <span className="muted"> × {line.quantity}</span> : null}
                  </span>
                  <span className="amount">{money(line.amount, locale)}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p className="price-total">
        <span>{t('common.priceLines.total')}</span>
        <span className="amount">{money(total, locale)}</span>
      </p>
    </div>
  );
}
