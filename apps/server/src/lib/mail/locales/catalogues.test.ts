import {
  APPLICATION_FILE_LABELS,
  catalogueGaps,
  DOCUMENT_TYPE_LABELS,
  FEE_KIND_LABELS,
  feeLabel,
  flattenCatalogue,
  PAYMENT_METHOD_PHRASES,
  PAYMENT_MODE_LABELS,
  STAMP_DUTY_LINE,
  STAMP_DUTY_NOTE,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_LABELS } from '../../tickets/ticket-pdf.ts';
import { mailWords } from '../words.ts';
import en from './en.json';
import it_ from './it.json';

/**
 * The catalogues of the mails and documents: a translator works on en.json, and what they leave out
 * or mistype fails here, not in a customer's inbox as an Italian word or a raw {{placeholder}}.
 */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the mail catalogues', () => {
  it('have the same keys in Italian and English', () => {
    expect(catalogueGaps(it_, en)).toEqual({ missingInA: [], missingInB: [] });
  });

  it('give every English text the placeholders of its Italian one, and no empty text', () => {
    const english = flattenCatalogue(en);
    for (const [key, italian] of flattenCatalogue(it_)) {
      const text = english.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(italian));
    }
  });

  it('word in Italian what the rest of the product words (one source, no drift)', () => {
    expect(it_.payment_methods).toEqual(PAYMENT_METHOD_PHRASES);
    expect(it_.application.files).toEqual(APPLICATION_FILE_LABELS);
    expect(it_.invoice_pdf.types).toEqual(DOCUMENT_TYPE_LABELS);
    expect(it_.invoice_pdf.payment_modes).toEqual(PAYMENT_MODE_LABELS);
    expect(it_.invoice_pdf.stamp_duty).toBe(STAMP_DUTY_NOTE);
    expect(it_.lines.stamp_duty).toBe(STAMP_DUTY_LINE);
    expect({ in_person: it_.ticket_pdf.in_person, streaming: it_.ticket_pdf.streaming }).toEqual(
      ATTENDANCE_LABELS,
    );
  });

  it("say every kind of an order's lines in English, the names in them kept", () => {
    const w = mailWords('en');
    for (const kind of [...Object.keys(FEE_KIND_LABELS), null]) {
      const label = `${feeLabel(kind)} – Forum 2027 – Giulia Verdi`;
      expect(w.line(label), label).toMatch(/^Participation fee( \(\w+\))? – Forum 2027 – Giulia Verdi$/);
    }
    expect(w.line('Cocktail (1 omaggio) – Giulia Verdi')).toBe('Cocktail (1 free) – Giulia Verdi');
    expect(w.line('Workshop: Lodo – Giulia Verdi')).toBe('Workshop: Lodo – Giulia Verdi');
    expect(w.line('Sconto (coupon ESTATE)')).toBe('Discount (coupon ESTATE)');
    expect(w.line('Sconto')).toBe('Discount');
    expect(w.line(STAMP_DUTY_LINE)).toBe('Stamp duty (reimbursement, art. 15 DPR 633/72)');
    // an optional's own line is its name and the person's: nothing to translate
    expect(w.line('Cena di gala – Giulia Verdi')).toBe('Cena di gala – Giulia Verdi');
    // Italian keeps every label as it is
    expect(mailWords('it').line('Sconto (coupon ESTATE)')).toBe('Sconto (coupon ESTATE)');
  });
});
