import { formatCents, formatUnitPrice, type InvoiceLine } from '@app/shared';

/**
 * Text and numbers as the courtesy copy prints them. pdfkit's built-in Helvetica writes one byte
 * per character in WinAnsi: anything else would come out as garbage (a code above 0xFF even breaks
 * the hex string), so text is reduced to WinAnsi before it reaches the document.
 */

/** The characters WinAnsi has beyond ASCII and Latin-1 (pdfkit maps them to bytes 0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters with no Unicode decomposition to a WinAnsi base letter. */
const LATIN_EQUIVALENTS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '′': "'",
  '″': '"',
};

const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

// grapheme by grapheme, so that an emoji made of several code points becomes a single "?"
const graphemes = new Intl.Segmenter('it', { granularity: 'grapheme' });

/** `text` with only characters Helvetica can print: "Łódź 🎉" → "Lodz ?". */
export function pdfText(text: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const ch = segment.normalize('NFC');
    if (ch === '\n' || ch === '\r\n') out += '\n';
    else if (isWinAnsi(ch)) out += ch;
    else if (/^\s+$/.test(ch)) out += ' ';
    else {
      const latin = LATIN_EQUIVALENTS[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += latin && [...latin].every(isWinAnsi) ? latin : '?';
    }
  }
  return out;
}

/** 123456 → "1.234,56 €": formatCents' grouping, with the symbol after the amount as on Italian invoices. */
export const euro = (cents: number) => `${formatCents(cents).replace('€ ', '')} €`;

/**
 * "20.49180328" (FatturaPA's up to 8 decimals) → "20,49180328 €": every decimal it has, as the
 * screens show it (formatUnitPrice), so quantity × unit price reads as the line's total.
 */
export const unitPrice = (price: string) => {
  const formatted = formatUnitPrice(price);
  return `${formatted.replace('€ ', '')} €`;
};

const quantityFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 8, useGrouping: 'always' });
export const quantity = (q: number) => quantityFormat.format(q);

/** The VAT column: the rate ("22") or, for a line without VAT, its Natura code ("N2.1"). */
export const vatLabel = (line: Pick<InvoiceLine, 'vat_rate' | 'nature'>) =>
  line.nature ?? String(line.vat_rate);

/** "IT60X0542811101000000123456" → "IT60 X054 2811 1010 0000 0123 456", as people read it. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
