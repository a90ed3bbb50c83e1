import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import { extractText } from '../../test/pdf-text.ts';
import { creditNote, euCompany, foreignPerson, italianCompany } from './fixtures/documents.ts';

/**
 * The PDF courtesy copy of a customer whose billing country is not Italy carries the English beside
 * the Italian, so it can be read; amounts, names and the legal wording stay as the XML has them
 * (the XML itself is Italian by law). An Italian customer's copy is Italian only.
 */
const textOf = async (doc: Parameters<typeof renderInvoicePdf>[0]) =>
  extractText(await renderInvoicePdf(doc, { compress: false })).replace(/\s+/g, ' ');

describe("a foreign customer's courtesy copy", () => {
  it('carries the English beside each Italian label', async () => {
    const text = await textOf(euCompany);
    for (const expected of [
      'Copia di cortesia / Courtesy copy',
      "l'originale è la fattura elettronica trasmessa tramite il Sistema di Interscambio (SdI).",
      'Not a tax document: the original is the electronic invoice',
      'Fattura / Invoice n. 2026/0003',
      'Data / Date: 12/03/2026',
      'Emittente / Issuer',
      'Cliente / Customer',
      'Schiedsgerichtsinstitut Berlin GmbH',
      'Regime fiscale / Tax regime: RF01',
      'Id. fiscale IVA / VAT ID: DE 811569869',
      'Codice destinatario / Recipient code: XXXXXXX',
      'Descrizione / Description',
      'Prezzo unitario / Unit price',
      'Riepilogo IVA / VAT summary',
      // the nature's legal wording, as the XML's RiferimentoNormativo
      'N2.1',
      'Imponibile / Taxable amount',
      'Totale documento / Total 450,00 €',
      'Pagamento / Payment: Bonifico bancario / Bank transfer, pagato il / paid on 12/03/2026',
      'Quota di partecipazione - Convegno nazionale di arbitrato 2026',
      'Fattura / Invoice n. 2026/0003 – 12/03/2026 – copia di cortesia / courtesy copy',
      'Pagina 1 di 1 / Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says VAT and card payments in both languages too', async () => {
    const text = await textOf(foreignPerson);
    expect(text).toContain('Amélie Lefèvre');
    expect(text).toContain('IVA 22% / VAT 22%');
    expect(text).toContain('IVA / VAT');
    expect(text).toContain('Pagamento / Payment: Carta/POS / Card/POS, pagato il / paid on 14/03/2026');
  });

  it("names a credit note's invoice in both languages", async () => {
    const text = await textOf({ ...creditNote, customer: euCompany.customer });
    expect(text).toContain('Nota di credito / Credit note n. 2026/0006');
    expect(text).toContain(
      'Rettifica la fattura n. 2026/0001 del 10/03/2026 Corrects invoice no. 2026/0001 of 10/03/2026',
    );
    // a credit note states no payment, in any language
    expect(text).not.toMatch(/Pagamento|Payment/);
  });

  it("leaves an Italian customer's copy Italian", async () => {
    const text = await textOf(italianCompany);
    expect(text).toContain('Fattura n. 2026/0001 del 10/03/2026');
    expect(text).toContain('Totale documento');
    expect(text).not.toMatch(/Invoice|Courtesy|Customer|Description|Total\b|Page|VAT/);
  });
});
