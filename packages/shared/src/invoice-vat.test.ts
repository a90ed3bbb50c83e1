import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from './invoice-document.ts';
import { territoryOf, vatTreatment } from './invoice-vat.ts';
import { orderLines } from './order-lines.ts';

const settings = { vat_rate: 22, exempt_nature: 'N2.1' as const, tax_regime: 'RF01' as const };
const italy = { territory: 'Italy' as const, vies: false };
const euBusiness = { territory: 'UE' as const, vies: true };
const euPrivate = { territory: 'UE' as const, vies: false };
const outside = { territory: 'Extra UE' as const, vies: false };

describe('VAT of an invoice', () => {
  it('taxes everyone at a conference held in Italy, only Italians at one held abroad', () => {
    const inItaly = { kind: 'conference' as const, vat_rule: 'all' };
    const abroad = { kind: 'conference' as const, vat_rule: 'italians' };
    for (const customer of [italy, euBusiness, euPrivate, outside]) {
      expect(vatTreatment(inItaly, customer, settings)).toEqual({ vat_rate: 22 });
    }
    expect(vatTreatment(abroad, italy, settings)).toEqual({ vat_rate: 22 });
    for (const customer of [euBusiness, euPrivate, outside]) {
      expect(vatTreatment(abroad, customer, settings)).toEqual({ nature: 'N2.1' });
    }
  });

  it('taxes a membership in Italy and for EU customers without VIES, not for VIES businesses or outside the EU', () => {
    const membership = { kind: 'membership' as const };
    expect(vatTreatment(membership, italy, settings)).toEqual({ vat_rate: 22 });
    expect(vatTreatment(membership, euPrivate, settings)).toEqual({ vat_rate: 22 });
    expect(vatTreatment(membership, euBusiness, settings)).toEqual({ nature: 'N2.1' });
    expect(vatTreatment(membership, outside, settings)).toEqual({ nature: 'N2.1' });
    expect([territoryOf('IT'), territoryOf('DE'), territoryOf('CH'), territoryOf('US')]).toEqual([
      'Italy',
      'UE',
      'Extra UE',
      'Extra UE',
    ]);
  });

  it('charges no VAT under the minimi or forfettario regime: Natura N2.2 for everything', () => {
    for (const tax_regime of ['RF02', 'RF19'] as const) {
      const noVat = { ...settings, tax_regime, exempt_nature: 'N2.2' as const };
      for (const customer of [italy, euBusiness, outside]) {
        expect(vatTreatment({ kind: 'conference', vat_rule: 'all' }, customer, noVat)).toEqual({
          nature: 'N2.2',
        });
        expect(vatTreatment({ kind: 'membership' }, customer, noVat)).toEqual({ nature: 'N2.2' });
      }
    }
  });

  it('derives net amounts from what was paid, to the cent, the rounding in the summary', () => {
    // three fees of € 333,33 at 22%: each line rounds, the total does not drift
    const lines = Array.from({ length: 3 }, () => ({ description: 'Quota', quantity: 1, gross: 33333 }));
    const taxed = invoiceAmounts(lines, { vat_rate: 22 });
    expect(taxed.total).toBe(99999);
    const [summary] = taxed.summary;
    expect(summary.taxable + summary.vat).toBe(99999);
    expect(summary.taxable).toBe(81966); // 999,99 / 1,22 = 819,66
    expect(taxed.lines.map((l) => l.total)).toEqual([27322, 27322, 27322]);
    expect(summary.rounding).toBe(81966 - 3 * 27322);
    expect(taxed.lines[0].unit_price).toBe('273.22131148');
    const exempt = invoiceAmounts(lines, { nature: 'N2.1' });
    expect(exempt.summary).toEqual([{ vat_rate: 0, nature: 'N2.1', rounding: 0, taxable: 99999, vat: 0 }]);
    expect(exempt.lines[0]).toMatchObject({ unit_price: '333.33', total: 33333, nature: 'N2.1' });
  });

  it('bills an order as its lines: fees, optionals with the free cocktail, workshops, the discount', () => {
    const charged = orderLines({
      conference: 'Forum 2026',
      coupon_code: 'PROMO',
      discount: 2000,
      participants: [
        {
          name: 'Anna',
          surname: 'Rossi',
          fee: 20000,
          fee_kind: 'PRICE_CONFERENCE_MEMBER',
          optionals: [
            { title: 'Cocktail di benvenuto', quantity: 2, price: 2000 },
            { title: 'Cena', quantity: 1, price: 5000 },
          ],
          workshops: [{ title: 'Mediazione' }],
        },
        { name: 'Bruno', surname: 'Neri', fee: 3000, fee_kind: null, optionals: [], workshops: [] },
      ],
    });
    expect(charged.map((l) => [l.description, l.quantity, l.gross])).toEqual([
      ['Quota di partecipazione (socio) – Forum 2026 – Anna Rossi', 1, 20000],
      ['Cocktail di benvenuto – Anna Rossi', 1, 2000],
      ['Cocktail di benvenuto (1 omaggio) – Anna Rossi', 1, 0],
      ['Cena – Anna Rossi', 1, 5000],
      ['Workshop: Mediazione – Anna Rossi', 1, 0],
      ['Quota di partecipazione – Forum 2026 – Bruno Neri', 1, 3000],
      ['Sconto (coupon PROMO)', 1, -2000],
    ]);
    // the recap e-mail's "Totale: € 260,00" for the same order
    expect(charged.reduce((sum, l) => sum + l.gross, 0)).toBe(28000);
  });
});
