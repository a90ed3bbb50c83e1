/** Test helper: the text an uncompressed PDF prints (pdfkit's `compress: false`). */

// the WinAnsi bytes that differ from Latin-1 among those the documents print
const WIN_ANSI: Record<number, string> = { 128: '€', 146: '’', 150: '–', 151: '—' };

/** The text of an uncompressed PDF, one line per text operation: pdfkit writes glyphs as hex bytes. */
export function extractText(pdf: Buffer): string {
  const decode = (hex: string) =>
    (hex.match(/../g) ?? [])
      .map((b) => WIN_ANSI[Number.parseInt(b, 16)] ?? String.fromCharCode(Number.parseInt(b, 16)))
      .join('');
  const operations = pdf.toString('latin1').match(/\[[^\]]*\] TJ|<[0-9a-fA-F]*> Tj/g) ?? [];
  return operations
    .map((op) => [...op.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => decode(m[1])).join(''))
    .join('\n');
}
