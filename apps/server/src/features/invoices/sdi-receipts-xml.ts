import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type SdiReceiptKind = 'RC' | 'NS' | 'MC' | 'NE' | 'AT' | 'DT';
export type SdiReceiptStatus = 'delivered' | 'rejected' | 'not_delivered';
export type SdiReceiptError = { code: string; description: string; suggestion: string | null };

export type SdiReceipt = {
  /** the notification's own file name, or its name inside the ZIP */
  source: string;
  kind: SdiReceiptKind;
  /** NomeFile of the invoice the message is about, as SdI wrote it (it may end in .p7m) */
  invoice_file_name: string | null;
  sdi_id: string | null;
  at: string | null;
  /** what the invoice becomes; null leaves it as it is */
  status: SdiReceiptStatus | null;
  errors: SdiReceiptError[];
  note: string | null;
};

export const MAX_XML_BYTES = 1024 * 1024;
/** Elements inside one another: a notification has about 5 levels; the parser refuses (throws) past this. */
export const MAX_XML_DEPTH = 100;

/**
 * Root element → kind. The Notifica* roots are MessaggiTypes v1.1 (namespace
 * http://www.fatturapa.gov.it/sdi/messaggi/v1.0); RicevutaScarto and RicevutaImpossibilitaRecapito are
 * what SdI sends in their place on the B2B/B2C flow since 2019 (MessaggiFatturaTypes v1.0, namespace
 * http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fattura/messaggi/v1.0), still in files named _NS_ and _MC_.
 */
const ROOTS = new Map<string, SdiReceiptKind>([
  ['RicevutaConsegna', 'RC'],
  ['NotificaScarto', 'NS'],
  ['RicevutaScarto', 'NS'],
  ['NotificaMancataConsegna', 'MC'],
  ['RicevutaImpossibilitaRecapito', 'MC'],
  ['NotificaEsito', 'NE'],
  ['AttestazioneTrasmissioneFattura', 'AT'],
  ['NotificaDecorrenzaTermini', 'DT'],
]);

const NOT_SDI = 'non è una notifica SdI';

const parser = new XMLParser({
  ignoreAttributes: true,
  // the prefix varies (types:, ns2:, ns3:, none): the element's local name is what identifies it
  removeNSPrefix: true,
  // codes like 00404 and 12-digit SdI ids must stay strings
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'Errore',
  htmlEntities: false,
  maxNestedTags: MAX_XML_DEPTH,
});
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether the bytes start like XML: a '<' after an optional UTF-8 BOM and blanks. */
export function looksLikeXml(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && i < 4096 && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[i])) i++;
  return bytes[i] === 0x3c;
}

// biome-ignore lint/suspicious/noExplicitAny: the parsed tree is walked by the element names of the SdI schemas
type Node = any;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** One notification file → its receipt, or the Italian reason it cannot be one. */
export function readReceiptXml(bytes: Uint8Array, source: string): SdiReceipt | { problem: string } {
  if (bytes.length > MAX_XML_BYTES) return { problem: 'file troppo grande (massimo 1 MiB)' };
  let text: string;
  try {
    text = utf8.decode(bytes); // a leading BOM is dropped by the decoder
  } catch {
    return { problem: 'XML non leggibile: codifica diversa da UTF-8' };
  }
  // declared entities are how XML bombs and external-entity reads work; SdI messages never have any
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) return { problem: 'XML con DOCTYPE o ENTITY: non ammesso' };
  if (XMLValidator.validate(text) !== true) return { problem: 'XML non leggibile' };
  let tree: Node;
  try {
    tree = parser.parse(text);
  } catch (err) {
    // well-formed XML the parser still refuses: nesting past MAX_XML_DEPTH ("Maximum nested tags exceeded")
    const deep = err instanceof Error && /nested/i.test(err.message);
    return {
      problem: deep ? `XML non leggibile: più di ${MAX_XML_DEPTH} elementi annidati` : 'XML non leggibile',
    };
  }
  const [root, ...others] = Object.keys(tree);
  const kind = ROOTS.get(root);
  const node: Node = tree[root];
  if (!kind || others.length > 0 || !node || typeof node !== 'object') return { problem: NOT_SDI };
  const sdiId = str(node.IdentificativoSdI) ?? str(node.EsitoCommittente?.IdentificativoSdI);
  // every SdI message carries its IdentificativoSdI: without one this is something else with a familiar name
  if (!sdiId) return { problem: NOT_SDI };

  const esito = kind === 'NE' ? str(node.EsitoCommittente?.Esito) : null;
  return {
    source,
    kind,
    invoice_file_name: str(node.NomeFile),
    sdi_id: sdiId,
    at: isoInstant((kind === 'RC' ? str(node.DataOraConsegna) : null) ?? str(node.DataOraRicezione)),
    status: statusOf(kind, esito),
    errors: errorsOf(node, esito),
    note: noteOf(node, esito),
  };
}

function statusOf(kind: SdiReceiptKind, esito: string | null): SdiReceiptStatus | null {
  if (kind === 'RC') return 'delivered';
  if (kind === 'NS') return 'rejected';
  if (kind === 'MC' || kind === 'AT') return 'not_delivered';
  if (kind === 'NE' && esito === 'EC01') return 'delivered';
  if (kind === 'NE' && esito === 'EC02') return 'rejected';
  return null; // DT, or an esito SdI does not define
}

function errorsOf(node: Node, esito: string | null): SdiReceiptError[] {
  if (esito === 'EC02') {
    const description = str(node.EsitoCommittente?.Descrizione) ?? 'Fattura rifiutata dal committente';
    return [{ code: 'EC02', description, suggestion: null }];
  }
  const list: Node[] = node.ListaErrori?.Errore ?? [];
  return list.map((e) => ({
    code: str(e?.Codice) ?? '',
    description: str(e?.Descrizione) ?? '',
    suggestion: str(e?.Suggerimento),
  }));
}

/** What SdI adds in words: the reason of a failed delivery, the customer's remark on an acceptance, its Note. */
function noteOf(node: Node, esito: string | null): string | null {
  const available = str(node.DataMessaADisposizione);
  const parts = [
    str(node.Descrizione),
    available ? `Fattura a disposizione del cliente nella sua area riservata dal ${available}` : null,
    esito === 'EC02' ? null : str(node.EsitoCommittente?.Descrizione),
    esito && esito !== 'EC01' && esito !== 'EC02' ? `Esito del committente non riconosciuto: ${esito}` : null,
    str(node.Note),
  ];
  return parts.filter(Boolean).join(' — ') || null;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:\d{2})?$/;
const ROME = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' });

/** An xs:dateTime as a UTC ISO instant. Without an offset it is Italian time, the clock SdI keeps. */
function isoInstant(value: string | null): string | null {
  const m = value ? DATE_TIME.exec(value) : null;
  if (!m) return null;
  const ms = Date.parse(m[2] ? value! : `${m[1]}Z`);
  if (Number.isNaN(ms)) return null;
  return new Date(m[2] ? ms : ms - romeOffsetMs(ms)).toISOString();
}

function romeOffsetMs(ms: number): number {
  const name = ROME.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}
