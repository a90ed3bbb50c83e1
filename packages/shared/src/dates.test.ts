import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseWireDate, toWireDate } from './dates.ts';

describe('dates', () => {
  it('reads only real yyyy-MM-dd dates', () => {
    expect(parseWireDate('2026-02-28')).toBeInstanceOf(Date);
    expect(parseWireDate('2026-02-30')).toBeNull();
    expect(parseWireDate('28/02/2026')).toBeNull();
  });

  it('round-trips wire dates and shows them as dd/MM/yyyy', () => {
    expect(toWireDate(parseWireDate('2026-11-22')!)).toBe('2026-11-22');
    expect(formatDisplayDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDisplayDate('2026-11-22', 'dd-MM-yyyy')).toBe('22-11-2026');
    expect(formatDisplayDate(null)).toBe('');
  });
});
