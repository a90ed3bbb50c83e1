import { describe, expect, it } from 'vitest';
import { centsToDecimal, displayCents, displayCreditCents, formatCents, parseEuroToCents } from './money.ts';

describe('money', () => {
  it('shows cents as euro with the Italian separators', () => {
    expect(formatCents(123456)).toBe('€ 1.234,56');
    expect(formatCents(5)).toBe('€ 0,05');
    expect(formatCents(0)).toBe('€ 0,00');
    expect(formatCents(-1050)).toBe('-€ 10,50');
    expect(formatCents(100_000_000)).toBe('€ 1.000.000,00');
  });

  it('keeps an amount on one line where people read it, a credit note taken away', () => {
    expect(displayCents(45000)).toBe('€\u00a0450,00');
    expect(displayCents(123456)).toBe('€\u00a01.234,56');
    expect(displayCents(-1050)).toBe('-€\u00a010,50');
    expect(displayCreditCents(99000)).toBe('\u2212€\u00a0990,00');
    expect(displayCreditCents(-99000)).toBe('\u2212€\u00a0990,00');
  });

  it('writes decimal-comma amounts for CSV and inputs', () => {
    expect(centsToDecimal(123456)).toBe('1234,56');
    expect(centsToDecimal(7)).toBe('0,07');
    expect(centsToDecimal(-250)).toBe('-2,50');
  });

  it('reads what people type into exact cents', () => {
    expect(parseEuroToCents('1.234,56')).toBe(123456);
    expect(parseEuroToCents('12,5')).toBe(1250);
    expect(parseEuroToCents('12.50')).toBe(1250);
    expect(parseEuroToCents('€ 19')).toBe(1900);
    expect(parseEuroToCents('1.000')).toBe(100000);
    expect(parseEuroToCents('0,1')).toBe(10);
    expect(parseEuroToCents('19,999')).toBeNull();
    expect(parseEuroToCents('abc')).toBeNull();
    expect(parseEuroToCents('')).toBeNull();
  });
});
