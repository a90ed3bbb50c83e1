import { newTag, test, xss } from '../xss/harness';

/**
 * What the stored-XSS specs (tests/stored-xss-*.spec.ts) share beside e2e/xss/harness.ts: their
 * file settings and the markers of their payloads.
 */

/**
 * The settings of a stored-XSS spec file: the CSP is bypassed so that what is tested is React's
 * rendering, not the header (harness.ts), and a test may take two minutes.
 */
export function storedXssSpec() {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 120_000 });
}

/** A tag new to this test, and `m(field)`: the marker of one field's payload under that tag. */
export function markers() {
  const tag = newTag();
  return { tag, m: (field: string) => `${tag}.${field}` };
}

const KINDS = ['img', 'svg', 'script'] as const;

/**
 * One payload per field, the kinds taken in turn (img, svg, script, img…), each marked
 * `m(prefix + field)`; the fields keep their order.
 */
export function payloads<const K extends string>(
  m: (field: string) => string,
  fields: readonly K[],
  prefix = '',
): Record<K, string> {
  return Object.fromEntries(
    fields.map((field, i) => [field, xss[KINDS[i % KINDS.length]](m(`${prefix}${field}`))]),
  ) as Record<K, string>;
}
