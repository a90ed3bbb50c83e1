import { newTag, test } from '../xss/harness';

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
