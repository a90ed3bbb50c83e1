import {
  checkCodiceFiscale,
  checkPartitaIva,
  euroDecimal,
  NATURE_CODES,
  type TInvoiceDocument,
} from '@app/shared';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { validateFatturaPa } from '../../test/fatturapa-schema.ts';
import { latin } from './fatturapa-text.ts';
import { sdiFileName, toFatturaPaXml } from './fatturapa-xml.ts';
import {
  cashAtDesk,
  creditNote,
  documents,
  euCompany,
  extraEuCompany,
  foreignPerson,
  issuer,
  italianCompany,
  italianPerson,
  LONG_CAUSALE,
  nastyText,
} from './fixtures/documents.ts';

// Values stay strings ("1.00", "0000000"); repeated elements are always arrays.
const REPEATED = new Set(['DettaglioLinee', 'DatiRiepilogo', 'Causale']);
const parser = new XMLParser({
  parseTagValue: false,
  removeNSPrefix: true,
  ignoreAttributes: false,
  isArray: (name) => REPEATED.has(name),
});

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML is checked by value, not by type
type Node = any;

function parse(doc: TInvoiceDocument) {
  const root: Node = parser.parse(toFatturaPaXml(doc)).FatturaElettronica;
  const header = root.FatturaElettronicaHeader;
  const body = root.FatturaElettronicaBody;
  return {
    root,
    transmission: header.DatiTrasmissione,
    issuer: header.CedentePrestatore,
    customer: header.CessionarioCommittente,
    general: body.DatiGenerali,
    lines: body.DatiBeniServizi.DettaglioLinee as Node[],
    summaries: body.DatiBeniServizi.DatiRiepilogo as Node[],
    payment: body.DatiPagamento,
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('toFatturaPaXml', () => {
  it.each(Object.entries(documents))(
    '%s validates against the FatturaPA 1.2.2 schema and passes SdI’s content checks',
    async (_name, doc) => {
      const xml = toFatturaPaXml(doc);
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica ')).toBe(true);
      expect(await checkFatturaPa(xml)).toEqual([]);
    },
  );

  it.each(Object.entries(documents))('%s: totals, lines and summary add up to the cent', (_name, doc) => {
    const { root, general, lines, summaries, payment } = parse(doc);
    expect(root['@_versione']).toBe('FPR12');
    expect(general.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe(euroDecimal(doc.total));
    const summed = summaries.reduce((sum, s) => sum + cents(s.ImponibileImporto) + cents(s.Imposta), 0);
    const rounding = general.DatiGeneraliDocumento.Arrotondamento;
    expect(summed + (rounding ? cents(rounding) : 0)).toBe(doc.total);
    expect(lines.map((l) => l.PrezzoTotale)).toEqual(doc.lines.map((l) => euroDecimal(l.total)));
    for (const line of lines) {
      // SdI's own check: PrezzoTotale is PrezzoUnitario × Quantita within a cent
      expect(
        Math.abs(Number(line.PrezzoUnitario) * Number(line.Quantita) - Number(line.PrezzoTotale)),
      ).toBeLessThan(0.01);
      expect(line.Quantita).toMatch(/^\d+\.\d{2,8}$/);
    }
    for (const s of summaries) {
      const rounding = s.Arrotondamento ? cents(s.Arrotondamento) : 0;
      const ofRate = lines.filter((l) => l.AliquotaIVA === s.AliquotaIVA && l.Natura === s.Natura);
      expect(ofRate.reduce((sum, l) => sum + cents(l.PrezzoTotale), rounding)).toBe(
        cents(s.ImponibileImporto),
      );
    }
    if (doc.type === 'TD04') expect(payment).toBeUndefined();
    else expect(payment.DettaglioPagamento.ImportoPagamento).toBe(euroDecimal(doc.total));
  });

  it('Italian company: its SdI code, 22% VAT due at once on the sum of the lines, the free and the discount lines', () => {
    const {
      transmission,
      issuer: cedente,
      customer,
      general,
      lines,
      summaries,
      payment,
    } = parse(italianCompany);
    expect(transmission.IdTrasmittente).toEqual({ IdPaese: 'IT', IdCodice: issuer.vat });
    expect(transmission.ProgressivoInvio).toBe('00001');
    expect(transmission.CodiceDestinatario).toBe('M5UXCR1');
    expect(transmission.PECDestinatario).toBeUndefined();
    expect(cedente.DatiAnagrafici.CodiceFiscale).toBe(issuer.fiscal_code);
    expect(cedente.DatiAnagrafici.RegimeFiscale).toBe('RF01');
    expect(cedente.Contatti.Email).toBe(issuer.pec);
    expect(customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'IT', IdCodice: '01587340967' });
    expect(customer.DatiAnagrafici.Anagrafica.Denominazione).toBe('Studio Legale Bianchi & Associati S.r.l.');
    expect(customer.Sede).toMatchObject({ CAP: '20123', Provincia: 'MI', Nazione: 'IT' });
    expect(lines[3]).toMatchObject({
      Descrizione: 'Cocktail di benvenuto (1 omaggio)',
      PrezzoTotale: '0.00',
    });
    expect(lines[4].PrezzoTotale).toBe(euroDecimal(italianCompany.lines[4].total));
    expect(lines[4].PrezzoTotale.startsWith('-')).toBe(true);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ AliquotaIVA: '22.00', EsigibilitaIVA: 'I' });
    // the lines add up to the taxable amount, VAT is that × 22 % rounded: no rounding cent anywhere
    expect(summaries[0].Arrotondamento).toBeUndefined();
    const taxable = lines.reduce((sum, l) => sum + cents(l.PrezzoTotale), 0);
    expect(cents(summaries[0].ImponibileImporto)).toBe(taxable);
    expect(cents(summaries[0].Imposta)).toBe(Math.round(taxable * 0.22));
    expect(summaries[0].Natura).toBeUndefined();
    expect(general.DatiGeneraliDocumento.Causale).toHaveLength(1);
    expect(payment.CondizioniPagamento).toBe('TP02');
    expect(payment.DettaglioPagamento).toMatchObject({ ModalitaPagamento: 'MP05', IBAN: issuer.iban });
  });

  it('cash at the desk: MP01 without IBAN, the cent no taxable amount gives as the document’s rounding', () => {
    const { general, summaries, payment } = parse(cashAtDesk);
    expect(summaries[0]).toMatchObject({ ImponibileImporto: '100.02', Imposta: '22.00' });
    expect(general.DatiGeneraliDocumento).toMatchObject({
      ImportoTotaleDocumento: '122.03',
      Arrotondamento: '0.01',
    });
    expect(payment.DettaglioPagamento).toEqual({
      ModalitaPagamento: 'MP01',
      ImportoPagamento: '122.03',
    });
  });

  it('Italian person: 0000000 with PEC, codice fiscale, name and surname, card without IBAN', () => {
    const { transmission, customer, payment } = parse(italianPerson);
    expect(transmission.CodiceDestinatario).toBe('0000000');
    expect(transmission.PECDestinatario).toBe('mario.rossi@pec.it');
    expect(customer.DatiAnagrafici.CodiceFiscale).toBe('RSSMRA85T10A562S');
    expect(customer.DatiAnagrafici.IdFiscaleIVA).toBeUndefined();
    expect(customer.DatiAnagrafici.Anagrafica).toEqual({ Nome: 'Mario', Cognome: 'Rossi' });
    expect(payment.DettaglioPagamento.ModalitaPagamento).toBe('MP08');
    expect(payment.DettaglioPagamento.IBAN).toBeUndefined();
  });

  it('EU company: XXXXXXX, its VAT number, Natura N2.1 with its law and no EsigibilitaIVA, the bollo', () => {
    const { transmission, customer, lines, summaries, general } = parse(euCompany);
    expect(general.DatiGeneraliDocumento.DatiBollo).toEqual({ BolloVirtuale: 'SI', ImportoBollo: '2.00' });
    expect(parse(italianCompany).general.DatiGeneraliDocumento.DatiBollo).toBeUndefined();
    expect(transmission.CodiceDestinatario).toBe('XXXXXXX');
    expect(transmission.PECDestinatario).toBeUndefined();
    expect(customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'DE', IdCodice: '811569869' });
    expect(customer.Sede).toEqual({
      Indirizzo: 'Friedrichstraße 95',
      CAP: '10117',
      Comune: 'Berlin',
      Nazione: 'DE',
    });
    expect(lines[0]).toMatchObject({ Quantita: '3.00', AliquotaIVA: '0.00', Natura: 'N2.1' });
    expect(summaries[0]).toMatchObject({ AliquotaIVA: '0.00', Natura: 'N2.1', Imposta: '0.00' });
    expect(summaries[0].RiferimentoNormativo).toBe(NATURE_CODES['N2.1']);
    expect(summaries[0].EsigibilitaIVA).toBeUndefined();
  });

  it('extra-EU company without VAT: 99999999999, CAP 00000 with the ZIP code kept in the address', () => {
    const { transmission, customer } = parse(extraEuCompany);
    expect(transmission.CodiceDestinatario).toBe('XXXXXXX');
    expect(customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'US', IdCodice: '99999999999' });
    expect(customer.Sede).toEqual({
      Indirizzo: '1600 Amphitheatre Parkway 94043-1351',
      CAP: '00000',
      Comune: 'Mountain View',
      Nazione: 'US',
    });
  });

  it('foreign private person: IdFiscaleIVA FR 99999999999, Latin-1 letters kept', () => {
    const { transmission, customer } = parse(foreignPerson);
    expect(transmission.CodiceDestinatario).toBe('XXXXXXX');
    expect(customer.DatiAnagrafici.IdFiscaleIVA).toEqual({ IdPaese: 'FR', IdCodice: '99999999999' });
    expect(customer.DatiAnagrafici.CodiceFiscale).toBeUndefined();
    expect(customer.DatiAnagrafici.Anagrafica).toEqual({ Nome: 'Amélie', Cognome: 'Lefèvre' });
    expect(customer.Sede).toMatchObject({ CAP: '75008', Nazione: 'FR' });
  });

  it('credit note: TD04 linked to the invoice it corrects, nothing to pay', () => {
    const { general, payment } = parse(creditNote);
    expect(general.DatiGeneraliDocumento.TipoDocumento).toBe('TD04');
    expect(general.DatiFattureCollegate).toEqual({
      IdDocumento: italianCompany.number,
      Data: italianCompany.date,
    });
    expect(payment).toBeUndefined();
  });

  it('maps non-Latin text, escapes markup and cuts each text to its length', () => {
    const xml = toFatturaPaXml(nastyText);
    expect(
      [...xml].every((c) => c === '\n' || (c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0xff)),
    ).toBe(true);
    expect(xml).toContain('&amp;');
    expect(xml).toContain('&lt;Straße&gt;');
    const { customer, general, lines } = parse(nastyText);
    expect(customer.DatiAnagrafici.Anagrafica.Denominazione).toBe(
      'Lukasz & Söhne <Straße> "Rózanski" ? Sp. z o.o.',
    );
    expect(customer.Sede).toEqual({
      Indirizzo: 'ul. Piotrkowska 104 - lok. 7 90-926',
      CAP: '00000',
      Comune: 'Lódz',
      Nazione: 'PL',
    });
    expect(lines[0].Descrizione).toHaveLength(1000);
    expect(lines[0].Descrizione.startsWith('Quota "all inclusive" - Lódz & <Kraków> EUR ? Lódz')).toBe(true);
    expect(lines[1].Descrizione).toBe('Cena: 100 EUR - "promo" ? ok');
    const causale: string[] = general.DatiGeneraliDocumento.Causale;
    expect(causale.length).toBeGreaterThan(1);
    expect(causale.every((piece) => piece.length <= 200)).toBe(true);
    expect(causale.join('')).toBe(latin(LONG_CAUSALE));
  });

  it('maps letters without a decomposition and keeps Latin-1', () => {
    expect(latin('ł Ł đ Đ œ Œ ą Ş “x” ‘y’ a–b—c € ø ß æ ñ')).toBe(
      'l L d D oe OE a S "x" \'y\' a-b-c EUR ø ß æ ñ',
    );
    expect(latin(' a\t\n b\u00a0\u2003c ')).toBe('a b c');
  });

  it('refuses a document SdI would refuse for missing data', () => {
    const anonymous = { ...italianPerson, customer: { ...italianPerson.customer, fiscal_code: null } };
    expect(() => toFatturaPaXml(anonymous)).toThrow(/codice fiscale/);
    expect(() => toFatturaPaXml({ ...italianPerson, file_name: 'fattura.xml' })).toThrow(/nome file/);
  });

  it('the fixtures carry valid Italian identifiers', () => {
    expect(checkPartitaIva(issuer.vat)).toEqual({ ok: true });
    expect(checkCodiceFiscale(issuer.fiscal_code)).toEqual({ ok: true });
    expect(checkPartitaIva(italianCompany.customer.vat!)).toEqual({ ok: true });
    expect(checkCodiceFiscale(italianPerson.customer.fiscal_code!)).toEqual({ ok: true });
  });
});

describe('validateFatturaPa', () => {
  it('rejects a document with a required element removed or a non-Latin name', async () => {
    const xml = toFatturaPaXml(italianCompany);
    const withoutDivisa = xml.replace('<Divisa>EUR</Divisa>', '');
    expect((await validateFatturaPa(withoutDivisa)).join('\n')).toMatch(/TipoDocumento|Divisa/);
    const polish = xml.replace('Studio Legale Bianchi &amp; Associati S.r.l.', 'Łukasz');
    expect((await validateFatturaPa(polish)).join('\n')).toMatch(/Denominazione/);
  });
});

describe('sdiFileName', () => {
  it('is IT + partita IVA + a 5-character base-36 progressive', () => {
    expect(sdiFileName(issuer.vat, 1)).toBe('IT04783210588_00001.xml');
    expect(sdiFileName(issuer.vat, 36)).toBe('IT04783210588_00010.xml');
    expect(sdiFileName(issuer.vat, 36 ** 5 - 1)).toBe('IT04783210588_ZZZZZ.xml');
    for (const n of [1, 35, 1295, 123456])
      expect(sdiFileName(issuer.vat, n)).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
  });

  it('refuses what does not fit 5 characters', () => {
    for (const n of [0, -1, 1.5, 36 ** 5]) expect(() => sdiFileName(issuer.vat, n)).toThrow(RangeError);
  });
});
