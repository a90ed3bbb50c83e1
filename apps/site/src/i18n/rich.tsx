import { interpolate } from '@app/shared';
import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text whose words wrap an element: "<link>Cerca tra gli esperti</link>, per paese…"
 * with `{ link: (words) => <Link …>{words}</Link> }`. The sentence stays whole in the catalogue,
 * so a translator may move the link (or the bold part) where their language puts it.
 *
 * `values` fill the `{{name}}` placeholders after the tags are read, so a value typed by a person
 * (a name, an e-mail) is shown as it is, never read as a tag: translate the text without them,
 * `rich(t('order.booked'), tags, { email })`.
 */
export function rich(
  text: string,
  tags: Record<string, (words: string) => ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (m.index > last) out.push(interpolate(text.slice(last, m.index), values));
    const words = interpolate(m[2], values);
    out.push(<Fragment key={m.index}>{tags[m[1]] ? tags[m[1]](words) : words}</Fragment>);
    last = tag.lastIndex;
  }
  if (last < text.length) out.push(interpolate(text.slice(last), values));
  return out;
}

/** The tag most texts need: <strong>…</strong>. */
export const strong = { strong: (words: string) => <strong>{words}</strong> };
