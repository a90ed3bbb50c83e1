import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from './invoice-amounts.ts';
import type { ChargedLine } from './invoice-document.ts';
import { NATURE_CODES, type TNature } from './invoice-settings.ts';
import { linesTotal, type OrderForLines, orderLines } from './order-lines.ts';
import {
  STAMP_DUTY_LINE,
  STAMP_DUTY_NOT_DUE_LINE,
  stampDuty,
  stampDutyDue,
  stampDutyDueBy,
  stampDutyOnIssue,
} from './stamp-duty.ts';

const fee = (gross: number, extra: Partial<ChargedLine> = {}): ChargedLine => ({
  description: 'Quota di partecipazione',
  quantity: 1,
  gross,
  ...extra,
});
const absorbed = { stamp_duty_charged: false };
const charged = { stamp_duty_charged: true };

describe('imposta di bollo', () => {
  it('is due above € 77,47 without VAT, not at it', () => {
    const n21 = { nature: 'N2.1' as const };
    expect(stampDutyDue([fee(7747)], n21)).toBe(false);
    expect(stampDutyDue([fee(7748)], n21)).toBe(true);
    // a discount lowers the amount that counts
    expect(stampDutyDue([fee(9000), fee(-1300)], n21)).toBe(false);
  });

  it.each(['N1', 'N2.1', 'N2.2', 'N3.5', 'N3.6', 'N4'] as TNature[])('counts %s', (nature) => {
    expect(stampDutyDue([fee(10000)], { nature })).toBe(true);
  });

  it.each(['N3.1', 'N3.2', 'N3.3', 'N3.4', 'N6.9', 'N7'] as TNature[])('is not due on %s', (nature) => {
    expect(stampDutyDue([fee(100000)], { nature })).toBe(false);
  });

  it('is not due on VAT-taxed amounts; with mixed rates only the amounts without VAT count', () => {
    expect(stampDutyDue([fee(100000)], { vat_rate: 22 })).toBe(false);
    expect(stampDutyDue([fee(100000), fee(7000, { nature: 'N4' })], { vat_rate: 22 })).toBe(false);
    expect(stampDutyDue([fee(100000), fee(8000, { nature: 'N4' })], { vat_rate: 22 })).toBe(true);
  });

  it('adds no line when the association absorbs it, an N1 line of € 2 when the customer is charged', () => {
    expect(stampDuty([fee(10000)], { nature: 'N2.1' }, absorbed)).toEqual({ due: true, line: null });
    const { due, line } = stampDuty([fee(10000)], { nature: 'N2.1' }, charged);
    expect(due).toBe(true);
    expect(line).toMatchObject({ description: STAMP_DUTY_LINE, quantity: 1, gross: 200, nature: 'N1' });
    expect(stampDuty([fee(10000)], { vat_rate: 22 }, charged)).toEqual({ due: false, line: null });
    expect(stampDuty([fee(5000)], { nature: 'N2.1' }, charged)).toEqual({ due: false, line: null });
  });

  it('the order charging it lists the same line, and its total includes it', () => {
    const order: OrderForLines = {
      conference: 'Arbitration Days',
      coupon_code: null,
      discount: 0,
      participants: [
        { name: 'Anna', surname: 'Rossi', fee: 30000, fee_kind: null, optionals: [], workshops: [] },
      ],
    };
    const treatment = { nature: 'N2.1' as const };
    const { line } = stampDuty(orderLines(order), treatment, charged);
    const priced = { ...order, stamp_duty: line?.gross ?? 0 };
    const lines = orderLines(priced);
    expect(lines.at(-1)).toEqual({ participant: null, ...line });
    expect(linesTotal(lines)).toBe(30200);
    // once charged it stays due, and is not charged twice
    expect(stampDuty(lines, treatment, charged)).toEqual({ due: true, line: null });
  });

  it('an invoice with the duty charged has one summary per treatment, adding up to what was paid', () => {
    const lines = [fee(12200), fee(200, { nature: 'N1', stamp_duty: true })];
    const amounts = invoiceAmounts(lines, { vat_rate: 22 });
    expect(amounts.summary).toEqual([
      { vat_rate: 22, nature: null, rounding: 0, taxable: 10000, vat: 2200 },
      { vat_rate: 0, nature: 'N1', rounding: 0, taxable: 200, vat: 0, reference: NATURE_CODES.N1 },
    ]);
    expect(amounts.lines[1]).toMatchObject({ vat_rate: 0, nature: 'N1', total: 200, unit_price: '2.00' });
    expect(amounts).toMatchObject({ total: 12400, vat: 2200 });
  });

  it('is decided when the invoice is issued: a duty charged and no longer due is part of the price', () => {
    const lines = [fee(30000), fee(200, { nature: 'N1', stamp_duty: true })];
    // still without VAT: due, the N1 line recharges it
    expect(stampDutyOnIssue(lines, { nature: 'N2.1' })).toEqual({ due: true, lines });
    // the settings changed to VAT since the order was priced: no duty, the 2 € taxed with the rest
    const taxed = stampDutyOnIssue(lines, { vat_rate: 22 });
    expect(taxed.due).toBe(false);
    expect(taxed.lines[1]).toEqual({ description: STAMP_DUTY_NOT_DUE_LINE, quantity: 1, gross: 200 });
    const amounts = invoiceAmounts(taxed.lines, { vat_rate: 22 });
    expect(amounts.summary).toHaveLength(1);
    expect(amounts.total).toBe(30200);
    // an export's Natura does not count either
    expect(stampDutyOnIssue(lines, { nature: 'N3.2' }).due).toBe(false);
  });

  it('is paid by the end of May, September, November, and of the February after', () => {
    expect([1, 2, 3, 4].map((q) => stampDutyDueBy(2026, q as 1 | 2 | 3 | 4))).toEqual([
      '2026-05-31',
      '2026-09-30',
      '2026-11-30',
      '2027-02-28',
    ]);
    expect(stampDutyDueBy(2027, 4)).toBe('2028-02-29');
  });
});
