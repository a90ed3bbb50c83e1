import { describe, expect, it } from 'vitest';
import { invoiceAmounts, vatOn } from './invoice-amounts.ts';
import { territoryOf, VAT_REFERENCES, vatTreatment } from './invoice-vat.ts';
import { orderLines } from './order-lines.ts';

const settings = { vat_rate: 22, exempt_nature: 'N2.1' as const, tax_regime: 'RF01' as const };
const italy = { territory: 'Italy' as const, vies: false };
const euBusiness = { territory: 'UE' as const, vies: true };
const euPrivate = { territory: 'UE' as const, vies: false };
const outside = { territory: 'Extra UE' as const, vies: false };

describe('VAT of an invoice', () => {
  it('taxes everyone at a conference held in Italy, only Italians at one held abroad, citing the law', () => {
    const inItaly = { kind: 'conference' as const, vat_rule: 'all' };
    const abroad = { kind: 'conference' as const, vat_rule: 'italians' };
    for (const customer of [italy, euBusiness, euPrivate, outside]) {
      expect(vatTreatment(inItaly, customer, settings)).toEqual({ vat_rate: 22 });
    }
    expect(vatTreatment(abroad, italy, settings)).toEqual({ vat_rate: 22 });
    // an Italian customer who said VIES is Italian all the same
    expect(vatTreatment(abroad, { territory: 'Italy', vies: true }, settings)).toEqual({ vat_rate: 22 });
    expect(vatTreatment(abroad, euBusiness, settings)).toEqual({
      nature: 'N2.1',
      reference: VAT_REFERENCES.reverseChargeEvent,
    });
    expect(vatTreatment(abroad, euPrivate, settings)).toEqual({
      nature: 'N2.1',
      reference: VAT_REFERENCES.notSubjectEvent,
    });
    expect(vatTreatment(abroad, outside, settings)).toEqual({
      nature: 'N2.1',
      reference: VAT_REFERENCES.outsideEuEvent,
    });
    expect(VAT_REFERENCES.reverseChargeEvent).toContain('inversione contabile');
    expect(VAT_REFERENCES.reverseChargeEvent).toContain('art. 7-quinquies');
    expect(VAT_REFERENCES.reverseChargeEvent).toContain('art. 21 c. 6-bis lett. a DPR 633/72');
    for (const reference of Object.values(VAT_REFERENCES)) expect(reference.length).toBeLessThanOrEqual(100);
  });

  it('taxes a membership in Italy and for EU customers without VIES, not for VIES businesses or outside the EU', () => {
    const membership = { kind: 'membership' as const };
    expect(vatTreatment(membership, italy, settings)).toEqual({ vat_rate: 22 });
    expect(vatTreatment(membership, { territory: 'Italy', vies: true }, settings)).toEqual({ vat_rate: 22 });
    expect(vatTreatment(membership, euPrivate, settings)).toEqual({ vat_rate: 22 });
    expect(vatTreatment(membership, euBusiness, settings)).toEqual({
      nature: 'N2.1',
      reference: VAT_REFERENCES.reverseChargeService,
    });
    expect(VAT_REFERENCES.reverseChargeService).toMatch(/inversione contabile, art\. 7-ter/);
    expect(vatTreatment(membership, outside, settings)).toEqual({
      nature: 'N2.1',
      reference: VAT_REFERENCES.outsideEuService,
    });
    // another Natura the issuer chose keeps its own label
    expect(vatTreatment(membership, outside, { ...settings, exempt_nature: 'N2.2' })).toEqual({
      nature: 'N2.2',
    });
    expect([territoryOf('IT'), territoryOf('DE'), territoryOf('CH'), territoryOf('US')]).toEqual([
      'Italy',
      'UE',
      'Extra UE',
      'Extra UE',
    ]);
  });

  it('charges no VAT under the minimi or forfettario regime: Natura N2.2 citing its law', () => {
    for (const tax_regime of ['RF02', 'RF19'] as const) {
      const noVat = { ...settings, tax_regime, exempt_nature: 'N2.2' as const };
      const reference = tax_regime === 'RF19' ? VAT_REFERENCES.flatRate : VAT_REFERENCES.minimi;
      for (const customer of [italy, euBusiness, outside]) {
        expect(vatTreatment({ kind: 'conference', vat_rule: 'all' }, customer, noVat)).toEqual({
          nature: 'N2.2',
          reference,
        });
        expect(vatTreatment({ kind: 'membership' }, customer, noVat)).toEqual({ nature: 'N2.2', reference });
      }
    }
    expect(VAT_REFERENCES.flatRate).toContain('art. 1, commi 54-89, L. 190/2014');
  });

  it('derives net amounts from what was paid: VAT is the taxable amount × the rate, rounded', () => {
    // three fees of € 333,33 at 22%: the lines share the taxable amount, the total does not drift
    const lines = Array.from({ length: 3 }, () => ({ description: 'Quota', quantity: 1, gross: 33333 }));
    const taxed = invoiceAmounts(lines, { vat_rate: 22 });
    expect(taxed.total).toBe(99999);
    const [summary] = taxed.summary;
    expect(summary).toEqual({ vat_rate: 22, nature: null, rounding: 0, taxable: 81966, vat: 18033 });
    expect(summary.vat).toBe(vatOn(81966, 22)); // 180,3252 → 180,33
    expect(taxed.lines.map((l) => l.total)).toEqual([27322, 27322, 27322]);
    expect(taxed.lines[0].unit_price).toBe('273.22131148'); // € 333,33 / 1,22
    expect(taxed.rounding).toBe(0);
    const exempt = invoiceAmounts(lines, { nature: 'N2.1', reference: VAT_REFERENCES.notSubjectEvent });
    expect(exempt.summary).toEqual([
      {
        vat_rate: 0,
        nature: 'N2.1',
        rounding: 0,
        taxable: 99999,
        vat: 0,
        reference: VAT_REFERENCES.notSubjectEvent,
      },
    ]);
    expect(exempt.lines[0]).toMatchObject({ unit_price: '333.33', total: 33333, nature: 'N2.1' });
  });

  it('keeps quantity × unit price = line total, and VAT = round(taxable × rate), for every total paid', () => {
    // six participants at € 25,00: 6 × 20,49180328 = 122,95
    const six = invoiceAmounts([{ description: 'Quota', quantity: 6, gross: 15000 }], { vat_rate: 22 });
    expect(six.lines[0]).toMatchObject({ quantity: 6, unit_price: '20.49180328', total: 12295 });
    expect(six.summary[0]).toMatchObject({ taxable: 12295, vat: 2705 });
    for (let gross = 1; gross <= 3000; gross += 1) {
      const a = invoiceAmounts(
        [
          { description: 'Quota', quantity: 3, gross: gross * 3 },
          { description: 'Cena', quantity: 1, gross: 1000 + gross },
          { description: 'Sconto', quantity: 1, gross: -Math.floor(gross / 3) },
        ],
        { vat_rate: 22 },
      );
      const [s] = a.summary;
      expect(s.vat).toBe(vatOn(s.taxable, 22));
      expect(a.lines.reduce((sum, l) => sum + l.total, 0)).toBe(s.taxable);
      expect(s.taxable + s.vat + a.rounding).toBe(a.total);
      expect(Math.abs(a.rounding)).toBeLessThanOrEqual(1);
      for (const l of a.lines) {
        expect(Math.round(Number(l.unit_price) * l.quantity * 100)).toBe(l.total);
      }
    }
    // € 3,00 at 22%: 2,46 + 0,54 = 3,00; € 0,03: no taxable amount gives it, one cent of rounding
    expect(invoiceAmounts([{ description: 'x', quantity: 1, gross: 300 }], { vat_rate: 22 })).toMatchObject({
      rounding: 0,
      vat: 54,
    });
    expect(invoiceAmounts([{ description: 'x', quantity: 1, gross: 3 }], { vat_rate: 22 })).toMatchObject({
      rounding: 1,
      vat: 0,
      total: 3,
    });
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
