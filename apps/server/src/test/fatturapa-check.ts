import { checkCodiceFiscale, checkPartitaIva, romeWireDate } from '@app/shared';
import { XMLParser } from 'fast-xml-parser';
import { validateFatturaPa } from './fatturapa-schema.ts';

/**
 * Test helper: what SdI checks beyond the schema (its "verifica della coerenza" and the checks of
 * the parties' codes), plus an accountant's reading of the amounts, applied to a FatturaPA XML.
 * Each problem is one line starting with SdI's error code (or "conti" for our own sums). Every
 * test that produces an XML passes it through `checkFatturaPa`, which adds the schema's errors.
 */

const REPEATED = new Set([
  'FatturaElettronicaBody',
  'DettaglioLinee',
  'DatiRiepilogo',
  'DatiFattureCollegate',
  'DettaglioPagamento',
  'DatiPagamento',
  'Causale',
]);
const parser = new XMLParser({
  parseTagValue: false,
  removeNSPrefix: true,
  ignoreAttributes: false,
  isArray: (name) => REPEATED.has(name),
});

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML is read by path, not by type
type Node = any;

/** A decimal string as an integer scaled by 10^scale: ("12.5", 2) → 1250n. */
function scaled(value: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value ?? '').trim());
  if (!match) return 0n;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign ? -digits : digits;
}
const cents = (value: string | undefined) => (value === undefined ? 0n : scaled(value, 2));
const abs = (n: bigint) => (n < 0n ? -n : n);
const isZeroRate = (rate: string) => scaled(rate, 2) === 0n;
const key = (rate: string, nature: string | undefined) => `${scaled(rate, 2)}|${nature ?? ''}`;

function partyCodes(problems: string[], party: Node, vatCode: string, cfCode: string, who: string) {
  const id = party?.DatiAnagrafici?.IdFiscaleIVA;
  if (id?.IdPaese === 'IT' && !checkPartitaIva(String(id.IdCodice)).ok) {
    problems.push(`${vatCode}: partita IVA ${who} ${id.IdCodice} non valida`);
  }
  const cf = party?.DatiAnagrafici?.CodiceFiscale;
  if (cf !== undefined && !checkCodiceFiscale(String(cf)).ok) {
    problems.push(`${cfCode}: codice fiscale ${who} ${cf} non valido`);
  }
}

function header(problems: string[], root: Node) {
  const h = root.FatturaElettronicaHeader ?? {};
  const t = h.DatiTrasmissione ?? {};
  const format = String(t.FormatoTrasmissione ?? '');
  const code = String(t.CodiceDestinatario ?? '');
  if (root['@_versione'] !== format) {
    problems.push(`00428: versione ${root['@_versione']} diversa da FormatoTrasmissione ${format}`);
  }
  if ((format === 'FPR12' && code.length !== 7) || (format === 'FPA12' && code.length !== 6)) {
    problems.push(`00427: CodiceDestinatario "${code}" di ${code.length} caratteri con ${format}`);
  }
  if (t.PECDestinatario !== undefined && code !== '0000000') {
    problems.push(`00426: PECDestinatario presente con CodiceDestinatario ${code}`);
  }
  if (t.IdTrasmittente?.IdPaese === 'IT' && !checkPartitaIva(String(t.IdTrasmittente.IdCodice)).ok) {
    problems.push(`00300: IdTrasmittente ${t.IdTrasmittente.IdCodice} non valido`);
  }
  partyCodes(problems, h.CedentePrestatore, '00301', '00302', 'del cedente');
  const customer = h.CessionarioCommittente?.DatiAnagrafici ?? {};
  if (customer.IdFiscaleIVA === undefined && customer.CodiceFiscale === undefined) {
    problems.push('00417: cessionario senza IdFiscaleIVA né CodiceFiscale');
  }
  partyCodes(problems, h.CessionarioCommittente, '00305', '00306', 'del cessionario');
  // XXXXXXX sends the invoice to no one: only for a customer identified abroad, never by an Italian code
  const abroad = customer.IdFiscaleIVA !== undefined && customer.IdFiscaleIVA.IdPaese !== 'IT';
  if (code === 'XXXXXXX' && !abroad) {
    problems.push('00311: CodiceDestinatario XXXXXXX per un cessionario identificato in Italia');
  }
}

/** Natura codes on which the imposta di bollo is due above € 77,47 (not exports nor intra-EU supplies). */
const STAMP_DUTY_NATURES = /^(N1|N2\.[12]|N3\.[56]|N4)$/;

/**
 * The accountant's reading of the imposta di bollo: amounts without VAT above € 77,47 need
 * DatiBollo (virtual, € 2,00); DatiBollo without them only beside an N1 line (the duty charged back).
 */
function stampDuty(problems: string[], doc: Node, detail: Node[]) {
  const exempt = detail
    .filter((l) => STAMP_DUTY_NATURES.test(String(l.Natura ?? '')))
    .reduce((sum, l) => sum + cents(l.PrezzoTotale), 0n);
  const bollo = doc.DatiBollo;
  if (exempt > 7747n && !bollo)
    problems.push(`bollo: importi senza IVA ${exempt} oltre 77,47 senza DatiBollo`);
  if (bollo && exempt <= 7747n && !detail.some((l) => l.Natura === 'N1')) {
    problems.push(`bollo: DatiBollo con importi senza IVA ${exempt}, non oltre 77,47`);
  }
  if (bollo && (bollo.BolloVirtuale !== 'SI' || bollo.ImportoBollo !== '2.00')) {
    problems.push(`bollo: DatiBollo ${JSON.stringify(bollo)} invece di virtuale da 2.00`);
  }
}

/**
 * Minimi and forfettari charge no VAT: their lines are all Natura N2.2, but for sums excluded by
 * art. 15 (N1: the imposta di bollo recharged).
 */
const NO_VAT_REGIMES = new Set(['RF02', 'RF19']);

function lines(problems: string[], body: Node, regime: string) {
  const detail: Node[] = body.DatiBeniServizi?.DettaglioLinee ?? [];
  for (const l of detail) {
    if (NO_VAT_REGIMES.has(regime) && l.Natura !== 'N2.2' && l.Natura !== 'N1') {
      problems.push(`regime: riga ${l.NumeroLinea} senza Natura N2.2 con il regime ${regime}`);
    }
  }
  const summaries: Node[] = body.DatiBeniServizi?.DatiRiepilogo ?? [];
  const sums = new Map<string, bigint>();
  for (const l of detail) {
    const n = l.NumeroLinea;
    if (isZeroRate(l.AliquotaIVA) && !l.Natura)
      problems.push(`00400: riga ${n} ad aliquota zero senza Natura`);
    if (!isZeroRate(l.AliquotaIVA) && l.Natura) problems.push(`00401: riga ${n} con aliquota e Natura`);
    // PrezzoUnitario × Quantita (8 decimals each) against PrezzoTotale, within a cent
    const product = scaled(l.PrezzoUnitario, 8) * scaled(l.Quantita ?? '1', 8);
    if (abs(product - scaled(l.PrezzoTotale, 2) * 10n ** 14n) > 10n ** 14n) {
      problems.push(`00423: riga ${n}: ${l.PrezzoUnitario} × ${l.Quantita} ≠ ${l.PrezzoTotale}`);
    }
    const k = key(l.AliquotaIVA, l.Natura);
    sums.set(k, (sums.get(k) ?? 0n) + cents(l.PrezzoTotale));
  }
  const summarised = new Set<string>();
  let total = 0n;
  for (const s of summaries) {
    const k = key(s.AliquotaIVA, s.Natura);
    summarised.add(k);
    if (isZeroRate(s.AliquotaIVA) && !s.Natura)
      problems.push(`00429: riepilogo ad aliquota zero senza Natura`);
    if (!isZeroRate(s.AliquotaIVA) && s.Natura) problems.push(`00430: riepilogo con aliquota e Natura`);
    const taxable = cents(s.ImponibileImporto);
    // SdI allows a euro; the product's summaries are exact, so this checks to the cent
    if ((sums.get(k) ?? 0n) + cents(s.Arrotondamento) !== taxable) {
      problems.push(
        `00422: riepilogo ${k}: righe ${sums.get(k) ?? 0n} + arrotondamento ≠ imponibile ${taxable}`,
      );
    }
    const product = taxable * scaled(s.AliquotaIVA, 2);
    const due = (product < 0n ? product - 5000n : product + 5000n) / 10000n;
    if (abs(due - cents(s.Imposta)) > 1n) problems.push(`00421: riepilogo ${k}: imposta ${s.Imposta}`);
    // SdI allows a cent; an accountant expects the taxable amount × the rate, rounded
    else if (due !== cents(s.Imposta)) {
      problems.push(`conti: riepilogo ${k}: imposta ${s.Imposta} invece di ${due} (imponibile × aliquota)`);
    }
    if (
      s.Natura === 'N2.2' &&
      regime === 'RF19' &&
      !String(s.RiferimentoNormativo ?? '').includes('190/2014')
    ) {
      problems.push(`regime: riepilogo ${k} senza il riferimento alla L. 190/2014 del forfettario`);
    }
    total += taxable + cents(s.Imposta);
  }
  for (const k of sums.keys()) {
    if (!summarised.has(k)) problems.push(`00419: nessun DatiRiepilogo per aliquota/natura ${k}`);
  }
  return { total, detail };
}

function general(problems: string[], body: Node, today: string) {
  const doc = body.DatiGenerali?.DatiGeneraliDocumento ?? {};
  if (!/\d/.test(String(doc.Numero ?? ''))) problems.push(`00425: Numero "${doc.Numero}" senza cifre`);
  if (String(doc.Data) > today) problems.push(`00403: Data ${doc.Data} successiva a oggi (${today})`);
  for (const related of body.DatiGenerali?.DatiFattureCollegate ?? []) {
    if (related.Data && String(doc.Data) < String(related.Data)) {
      problems.push(`00418: Data ${doc.Data} antecedente alla fattura collegata del ${related.Data}`);
    }
  }
  return doc;
}

/** SdI's content checks and the sums of one FatturaPA XML: empty when it passes. */
export function sdiControls(xml: string, today = romeWireDate()): string[] {
  const root: Node = parser.parse(xml).FatturaElettronica;
  if (!root) return ['00200: nessun elemento FatturaElettronica'];
  const problems: string[] = [];
  header(problems, root);
  for (const body of root.FatturaElettronicaBody ?? []) {
    const doc = general(problems, body, today);
    const regime = String(root.FatturaElettronicaHeader?.CedentePrestatore?.DatiAnagrafici?.RegimeFiscale);
    const { total, detail } = lines(problems, body, regime);
    stampDuty(problems, doc, detail);
    // the document's Arrotondamento: the cent no taxable amount gives with VAT rounded, never more
    const rounding = cents(doc.Arrotondamento);
    if (abs(rounding) > BigInt((body.DatiBeniServizi?.DatiRiepilogo ?? []).length)) {
      problems.push(`conti: Arrotondamento ${doc.Arrotondamento} oltre un centesimo per aliquota`);
    }
    const documentTotal = total + rounding;
    if (doc.ImportoTotaleDocumento !== undefined && cents(doc.ImportoTotaleDocumento) !== documentTotal) {
      problems.push(
        `conti: ImportoTotaleDocumento ${doc.ImportoTotaleDocumento} ≠ imponibili + imposte + arrotondamento`,
      );
    }
    for (const payment of body.DatiPagamento ?? []) {
      const details: Node[] = payment.DettaglioPagamento ?? [];
      const paid = details.reduce((sum: bigint, d: Node) => sum + cents(d.ImportoPagamento), 0n);
      if (paid !== documentTotal) problems.push(`conti: ImportoPagamento ${paid} ≠ totale ${documentTotal}`);
      for (const d of details) {
        // cash, a cheque, a card reach no account by transfer: an IBAN there tells a transfer that was not
        if (d.IBAN !== undefined && d.ModalitaPagamento !== 'MP05') {
          problems.push(`pagamento: IBAN con ModalitaPagamento ${d.ModalitaPagamento}`);
        }
      }
    }
  }
  return problems;
}

/** The schema's errors and SdI's content checks of a FatturaPA XML: empty when SdI would take it. */
export async function checkFatturaPa(xml: string, today?: string): Promise<string[]> {
  const schema = await validateFatturaPa(xml);
  return schema.length ? schema : sdiControls(xml, today);
}
