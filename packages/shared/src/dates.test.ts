import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateIn,
  formatInRome,
  parseWireDate,
  romeWireDate,
  toWireDate,
  ZWireDate,
} from './dates.ts';
import { membershipEndAfterTransfer } from './transfers.ts';

describe('dates', () => {
  it('reads only real yyyy-MM-dd dates', () => {
    expect(parseWireDate('2026-02-28')).toBeInstanceOf(Date);
    expect(parseWireDate('2026-02-30')).toBeNull();
    expect(parseWireDate('28/02/2026')).toBeNull();
  });

  it('admits only real calendar days on the wire (PostgreSQL would fail on the others)', () => {
    for (const day of ['2024-02-29', '0001-01-01', '9999-12-31'])
      expect(ZWireDate.safeParse(day).success).toBe(true);
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '9999-99-99',
      '0000-01-01',
      '',
      '2026-1-01',
      '2026-01-01T00',
    ]) {
      expect(ZWireDate.safeParse(day).error?.issues[0].message, day).toBe('Data non valida (yyyy-MM-dd)');
    }
  });

  it('round-trips wire dates and shows them as dd/MM/yyyy', () => {
    expect(toWireDate(parseWireDate('2026-11-22')!)).toBe('2026-11-22');
    expect(formatDisplayDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDisplayDate('2026-11-22', 'dd-MM-yyyy')).toBe('22-11-2026');
    expect(formatDisplayDate(null)).toBe('');
  });

  // The product's calendar is Italy's, whatever TZ the process runs in (the suite is run
  // under TZ=UTC and TZ=America/New_York too).
  it('shows an instant as its day in Italy', () => {
    const newYear = '2026-01-01T00:30:00+01:00'; // 2025-12-31 23:30 UTC, 18:30 in New York
    expect(formatDisplayDate(newYear)).toBe('01/01/2026');
    expect(formatDisplayDate(new Date(newYear))).toBe('01/01/2026');
    expect(formatDisplayDate('2025-12-31T23:30:00.000Z', 'dd-MM-yyyy')).toBe('01-01-2026');
    expect(formatInRome(new Date(newYear), 'dd/MM/yyyy HH:mm:ss')).toBe('01/01/2026 00:30:00');
    // summer time: UTC+2
    expect(formatInRome(new Date('2026-07-01T22:15:00Z'), 'dd/MM/yyyy HH:mm')).toBe('02/07/2026 00:15');
    expect(romeWireDate(new Date(newYear))).toBe('2026-01-01');
    expect(formatDisplayDate('not a date')).toBe('');
  });

  it("shows a day in a reader's language, an instant as its day in Italy", () => {
    expect(formatDisplayDateIn('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatDisplayDateIn('2026-11-22', 'it')).toBe('22/11/2026');
    // 23:30 in London on 21 November is already the 22nd in Rome
    expect(formatDisplayDateIn('2026-11-21T23:30:00.000Z', 'en')).toBe('22 November 2026');
    expect(formatDisplayDateIn(new Date('2026-11-21T23:30:00.000Z'), 'it')).toBe('22/11/2026');
    expect(formatDisplayDateIn('not a day', 'en')).toBe('');
    expect(formatDisplayDateIn(null, 'en')).toBe('');
  });

  it('counts a membership year from the day it is in Italy', () => {
    expect(membershipEndAfterTransfer(null, new Date('2026-01-01T00:30:00+01:00'))).toBe('2027-01-01');
    expect(membershipEndAfterTransfer(null, new Date('2028-02-29T00:10:00+01:00'))).toBe('2029-02-28');
  });
});
