import {
  type ChargedLine,
  invoiceAmounts,
  STAMP_DUTY_NOTE,
  type TInvoiceDocument,
  type TInvoiceSettings,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../test/pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { pdfText, unitPrice } from './invoice-pdf-format.ts';

const issuer: TInvoiceSettings = {
  name: 'Associazione Italiana Arbitri e Periti',
  vat: '01234567897',
  fiscal_code: '97123450581',
  tax_regime: 'RF01',
  address: 'Via dei Fori Imperiali 1',
  postal_code: '00186',
  city: 'Roma',
  province: 'RM',
  country_code: 'IT',
  iban: 'IT60X0542811101000000123456',
  pec: 'associazione@pec.it',
  vat_rate: 22,
  series: '',
  exempt_nature: 'N2.1',
  stamp_duty_charged: false,
};

const customer: TInvoiceDocument['customer'] = {
  kind: 'company',
  country_code: 'IT',
  vat: '09876543217',
  fiscal_code: '09876543217',
  company_name: 'Studio Rossi & Associati S.r.l.',
  name: null,
  surname: null,
  address: 'Corso Vittorio Emanuele II 42',
  postal_code: '20122',
  city: 'Milano',
  province: 'MI',
  recipient_code: 'M5UXCR1',
  pec: null,
};

function invoice(charged: ChargedLine[], extra: Partial<TInvoiceDocument> = {}): TInvoiceDocument {
  return {
    type: 'TD01',
    number: '2026/0001',
    date: '2026-03-15',
    file_name: 'IT01234567897_00001.xml',
    issuer,
    customer,
    ...invoiceAmounts(charged, { vat_rate: 22 }),
    payment: { method: 'MP05', date: '2026-03-14' },
    related: null,
    causale: 'Quote associative e iscrizione al convegno nazionale 2026',
    ...extra,
  };
}

// 1.234,56 € in all
const small = invoice([
  { description: 'Quota associativa 2026 – socio ordinario', quantity: 2, gross: 100000 },
  {
    description: 'Iscrizione al convegno "Arbitrato e perizie" (Roma, 12/05/2026)',
    quantity: 1,
    gross: 20000,
  },
  { description: 'Spese di segreteria', quantity: 1, gross: 3456 },
]);

const creditNote = invoice([{ description: 'Storno iscrizione al convegno', quantity: 1, gross: 20000 }], {
  type: 'TD04',
  number: '2026/0007',
  date: '2026-04-02',
  related: { number: '2026/0001', date: '2026-03-15' },
  payment: { method: 'MP08', date: null },
  causale: null,
});

const longDescription =
  `Łódź 🎉 € ${'Partecipazione al seminario di aggiornamento professionale sulle perizie. '.repeat(20)}`.slice(
    0,
    1500,
  );
const long = invoice(
  Array.from({ length: 120 }, (_, i) => ({
    description:
      i === 7 ? longDescription : `Riga ${i + 1}: diritti di segreteria per la pratica n. ${1000 + i}`,
    quantity: (i % 3) + 1,
    gross: ((i % 3) + 1) * (1000 + i * 7),
  })),
);

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('writes a one-page PDF with the amounts of a small invoice', async () => {
    const pdf = await renderInvoicePdf(small);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString().trim()).toBe('%%EOF');
    expect(pageCount(pdf)).toBe(1);

    const text = extractText(await renderInvoicePdf(small, { compress: false }));
    expect(small.total).toBe(123456);
    for (const expected of [
      'Copia di cortesia',
      "l'originale è la fattura elettronica trasmessa tramite il Sistema di Interscambio (SdI).",
      'Fattura n. 2026/0001 del 15/03/2026',
      'Associazione Italiana Arbitri e Periti',
      'P.IVA IT01234567897',
      'IBAN: IT60 X054 2811 1010 0000 0123 456',
      'Cliente',
      'Studio Rossi & Associati S.r.l.',
      'Codice destinatario: M5UXCR1',
      'Quota associativa 2026 – socio ordinario',
      '409,83606557 €', // 500,00 € gross each: the net unit price whole, 2 × it = 819,67
      'Totale documento',
      '1.234,56 €',
      '1.011,93 €', // Imponibile
      '222,62 €', // IVA: 1.011,93 × 22 % = 222,6246
      '0,01 €', // Arrotondamento: no taxable amount gives 1.234,56 with VAT rounded
      'Pagamento: Bonifico bancario, pagato il 14/03/2026',
      'Pagina 1 di 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a credit note with the invoice it corrects', async () => {
    const text = extractText(await renderInvoicePdf(creditNote, { compress: false }));
    expect(text).toContain('Nota di credito n. 2026/0007 del 02/04/2026');
    expect(text).toContain('Rettifica la fattura n. 2026/0001 del 15/03/2026');
    // a credit note states no payment, as its XML has no DatiPagamento
    expect(text).not.toContain('Pagamento');
    expect(text).not.toContain('pagato il');
    expect(text).toContain('200,00 €');
  });

  it('prints the Natura of lines without VAT and a customer reached by PEC', async () => {
    const customerByPec = {
      ...customer,
      kind: 'person' as const,
      vat: null,
      fiscal_code: 'RSSMRA80A01H501U',
      company_name: null,
      name: 'Mario',
      surname: 'Rossi',
      recipient_code: '0000000',
      pec: 'mario.rossi@pec.it',
    };
    const exempt = {
      ...invoice([]),
      ...invoiceAmounts([{ description: 'Quota associativa', quantity: 3, gross: 3000 }], { nature: 'N2.1' }),
      customer: customerByPec,
    };
    const text = extractText(await renderInvoicePdf(exempt, { compress: false }));
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('PEC: mario.rossi@pec.it');
    expect(text).not.toContain('Codice destinatario');
    expect(text).toContain('N2.1');
    expect(text).toContain('Non soggette ad IVA ai sensi degli artt.');
    expect(text).not.toContain('Imposta di bollo');
    const stamped = extractText(await renderInvoicePdf({ ...exempt, stamp_duty: 200 }, { compress: false }));
    expect(stamped.replace(/\s+/g, ' ')).toContain(`${STAMP_DUTY_NOTE} (2,00 €)`);
    expect(text).toContain('30,00 €');
  });

  it('prints the rounding of the document when no taxable amount adds up to what was paid', () => {
    // € 0,03 at 22 %: 0,02 + 0,00 VAT, one cent of rounding
    const cents = invoice([1, 2, 3].map((n) => ({ description: `Diritti ${n}`, quantity: 1, gross: 1 })));
    expect(cents.rounding).toBe(1);
    return renderInvoicePdf(cents, { compress: false }).then((pdf) => {
      expect(extractText(pdf)).toMatch(/Arrotondamento\n0,01 €/);
    });
  });

  it('says how the money came as the XML does: cash, cheque, card or POS, transfer', async () => {
    const words = {
      MP01: 'Contanti',
      MP02: 'Assegno',
      MP05: 'Bonifico bancario',
      MP08: 'Carta/POS',
    } as const;
    for (const [method, word] of Object.entries(words)) {
      const doc = { ...small, payment: { method: method as keyof typeof words, date: '2026-03-14' } };
      const text = extractText(await renderInvoicePdf(doc, { compress: false }));
      expect(text).toContain(`Pagamento: ${word}, pagato il 14/03/2026`);
    }
  });

  it('flows a long invoice over pages, header repeated, odd characters printable', async () => {
    const pdf = await renderInvoicePdf(long);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString().trim()).toBe('%%EOF');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);

    const text = extractText(await renderInvoicePdf(long, { compress: false }));
    // the totals may take a page of their own: the header is on every page of the table
    expect(text.match(/^Prezzo unitario$/gm)?.length).toBeGreaterThanOrEqual(pages - 1);
    expect(text).toContain(`Pagina ${pages} di ${pages}`);
    expect(text).toContain('Lódz ? € Partecipazione');
    expect(text).toContain('Riga 120: diritti di segreteria');
  });

  it('gives the same bytes for the same document', async () => {
    expect((await renderInvoicePdf(small)).equals(await renderInvoicePdf(small))).toBe(true);
    expect((await renderInvoicePdf(long)).equals(await renderInvoicePdf(long))).toBe(true);
  });
});

describe('courtesy copy formatting', () => {
  it('prints the unit price with every decimal it has, so quantity × price is the line total', () => {
    expect(unitPrice('409.83606557')).toBe('409,83606557 €');
    expect(unitPrice('12.345')).toBe('12,345 €');
    expect(unitPrice('-1.005')).toBe('-1,005 €');
    expect(unitPrice('1234.5')).toBe('1.234,50 €');
    expect(unitPrice('20.00')).toBe('20,00 €');
  });

  it('keeps WinAnsi text and maps the rest to Latin or "?"', () => {
    expect(pdfText('Perché più città €')).toBe('Perché più città €');
    expect(pdfText('Łukasz Đorđević 👨‍👩‍👧 ﬁne')).toBe('Lukasz Dordevic ? fine');
    expect(pdfText('a\tb\u2009c')).toBe('a b c');
  });
});
