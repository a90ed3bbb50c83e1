/** Money is integer cents everywhere but on screen. */
const euroFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** 123456 → "€ 1.234,56" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}€ ${euroFormat.format(Math.abs(cents) / 100)}`;
}

/**
 * An amount as people read it on a screen or in an HTML mail: formatCents with a non-breaking space,
 * so "€ 450,00" never parts across lines on a phone. Display only: files, CSV cells, PDFs and API
 * messages keep formatCents.
 */
export const displayCents = (cents: number): string => formatCents(cents).replace(' ', '\u00a0');

/**
 * A credit note's amount, shown taken away ("−€ 990,00" with a real minus): its `total` stays
 * positive on the wire, as FatturaPA writes it.
 */
export const displayCreditCents = (cents: number): string => `\u2212${displayCents(Math.abs(cents))}`;

/** 123456 → "1234,56" (decimal comma, no grouping, for CSV cells and inputs). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Euro amount typed by a person ("1.234,56", "12,5", "12.50", "12") → cents, or null when unreadable. */
export function parseEuroToCents(input: string): number | null {
  let s = input.replace(/[€\s]/g, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  const [int, frac = ''] = s.replace('-', '').split('.');
  const cents = Number(int) * 100 + Number(frac.padEnd(2, '0'));
  return s.startsWith('-') ? -cents : cents;
}

export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuros = (cents: number): number => cents / 100;

const groupThousands = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });

/**
 * A unit price as FatturaPA writes it ("20.49180328", 2 to 8 decimals) the Italian way, with as many
 * decimals as it needs (at least 2, trailing zeros trimmed): "€ 20,49180328", "€ 1.234,50". Rounded
 * to cents it would not multiply back to its line (6 × € 20,49 ≠ € 122,95): screens and the PDF
 * show it whole.
 */
export function formatUnitPrice(price: string): string {
  const negative = price.trim().startsWith('-');
  const [int = '0', fraction = ''] = price.trim().replace('-', '').split('.');
  const decimals = fraction.slice(0, 8).replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}€ ${groupThousands.format(BigInt(int || '0'))},${decimals}`;
}

const englishEuro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/**
 * An amount in a reader's language: Italian keeps formatCents ("€ 1.234,56"), English writes
 * "€1,234.56". Mails, the site and PDFs' English labels use it; files and the FatturaPA stay Italian.
 */
export function formatCentsIn(cents: number, language: 'it' | 'en'): string {
  if (language === 'it') return formatCents(cents);
  return englishEuro.format(cents / 100).replace('-', '\u2212');
}

/** formatCentsIn for a screen or an HTML mail: the Italian non-breaking space kept. */
export const displayCentsIn = (cents: number, language: 'it' | 'en'): string =>
  language === 'it' ? displayCents(cents) : formatCentsIn(cents, language);
