/**
 * Text for FatturaPA: the schema's text types accept Basic Latin (+ Latin-1 Supplement for the
 * "Latin" ones) only, with a maximum length. Names and descriptions typed by people carry anything
 * (Polish names, curly quotes, "€", emoji), so every text value is mapped to a Latin equivalent
 * before it is cut and written; the XML writer below escapes what remains.
 */

/** The highest code point each family of text types accepts. */
export const BASIC_LATIN = 0x7f;
const LATIN_1 = 0xff;

// Letters NFKD does not decompose, and punctuation a keyboard or a word processor produces.
const EQUIVALENTS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '€': 'EUR',
};

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** One character as text of the family up to `limit`: itself, an equivalent, '' or '?'. */
function mapChar(ch: string, limit: number): string {
  const code = ch.codePointAt(0)!;
  if (ch === '\t' || ch === '\n' || ch === '\r' || /\p{Z}/u.test(ch)) return ' ';
  if (isControl(code)) return '';
  // ø, ß, æ are Latin-1: kept by the Latin types, spelled out by the table for Basic Latin ones
  if (code <= limit) return ch;
  const equivalent = EQUIVALENTS[ch];
  if (equivalent !== undefined) return equivalent;
  // zero-width joiners, variation selectors and the like carry no text of their own
  if (/[\p{Cf}\p{M}]/u.test(ch)) return '';
  const decomposed = ch.normalize('NFKD').replace(/\p{M}/gu, '');
  if (
    decomposed &&
    [...decomposed].every((c) => c.codePointAt(0)! <= limit && !isControl(c.codePointAt(0)!))
  ) {
    return decomposed;
  }
  return '?';
}

/** `value` in the characters of the family up to `limit`, whitespace collapsed, trimmed. */
export function latin(value: string, limit = LATIN_1): string {
  let out = '';
  for (const ch of value) out += mapChar(ch, limit);
  return out.replace(/ {2,}/g, ' ').trim();
}

/** `latin(value)` cut to `max` characters (all single code units once mapped). */
export const text = (value: string, max: number, limit = LATIN_1) =>
  latin(value, limit).slice(0, max).trimEnd();

/** A required value: what the schema cannot do without, even after mapping, stops the file. */
export function required(value: string | null | undefined, what: string): string {
  if (!value) throw new Error(`FatturaPA: manca ${what}`);
  return value;
}

/** A long text as consecutive pieces of at most `size` characters (repeated elements like Causale). */
export function chunks(value: string, size: number): string[] {
  const mapped = latin(value);
  const pieces: string[] = [];
  for (let i = 0; i < mapped.length; i += size) pieces.push(mapped.slice(i, i + size));
  return pieces;
}

// ---------- XML ----------

export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  content: string | XmlElement[];
}

/** Children as written: absent optional elements are null/false, groups may be nested arrays. */
type XmlChild = XmlElement | null | undefined | false | XmlChild[];

/** An element with text content, or with child elements. */
export function el(
  name: string,
  content: string | XmlChild[],
  attributes?: Record<string, string>,
): XmlElement {
  if (typeof content === 'string') return { name, content, attributes };
  const flat = (content as unknown[]).flat(Number.POSITIVE_INFINITY) as (
    | XmlElement
    | null
    | undefined
    | false
  )[];
  return { name, content: flat.filter((c): c is XmlElement => !!c), attributes };
}

/** An optional text element: absent when the value is null or empty. */
export const opt = (name: string, value: string | null | undefined) => (value ? el(name, value) : null);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function serialize(node: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (typeof node.content === 'string') {
    return `${indent}<${node.name}${attributes}>${escapeXml(node.content)}</${node.name}>\n`;
  }
  const children = node.content.map((child) => serialize(child, depth + 1)).join('');
  return `${indent}<${node.name}${attributes}>\n${children}${indent}</${node.name}>\n`;
}

/** A UTF-8 XML document with `root` as its element, indented two spaces. */
export const xmlDocument = (root: XmlElement) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, 0)}`;
