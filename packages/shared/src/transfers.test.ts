import { describe, expect, it } from 'vitest';
import { ageText, daysSince, membershipEndAfterTransfer, ZManualTransfersQuery } from './transfers.ts';

describe('membershipEndAfterTransfer', () => {
  const today = new Date(2026, 10, 22);
  it('runs a year from today when the membership ended or has no end', () => {
    expect(membershipEndAfterTransfer(null, today)).toBe('2027-11-22');
    expect(membershipEndAfterTransfer('2025-01-31', today)).toBe('2027-11-22');
    expect(membershipEndAfterTransfer('2026-11-21', today)).toBe('2027-11-22');
  });
  it('runs a year past the current end of a membership still running (renewing early loses nothing)', () => {
    expect(membershipEndAfterTransfer('2027-10-01', today)).toBe('2028-10-01');
    expect(membershipEndAfterTransfer('2026-11-22', today)).toBe('2027-11-22');
    expect(membershipEndAfterTransfer('2028-03-01', today)).toBe('2029-03-01');
    expect(membershipEndAfterTransfer('2028-02-29', today)).toBe('2029-02-28');
  });
  it('lands on 28 February from a leap day', () => {
    expect(membershipEndAfterTransfer(null, new Date(2028, 1, 29))).toBe('2029-02-28');
  });
});

describe('ZManualTransfersQuery', () => {
  it('reads the filters', () => {
    expect(ZManualTransfersQuery.parse({ type: 'CONFERENCE', confirm: 'false' })).toMatchObject({
      type: 'CONFERENCE',
      confirm: false,
      page: 1,
    });
    expect(ZManualTransfersQuery.safeParse({ type: 'OTHER' }).success).toBe(false);
  });
});

describe('daysSince', () => {
  it('counts calendar days in Italy, a transfer made late in the evening included', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    expect(daysSince('2026-11-27T06:00:00Z', now)).toBe(0);
    // 23:30 in Italy on the 26th is still the 26th there
    expect(daysSince('2026-11-26T22:30:00Z', now)).toBe(1);
    expect(daysSince('2026-11-01T10:00:00Z', now)).toBe(26);
    expect([0, 1, 26].map(ageText)).toEqual(['oggi', '1 giorno', '26 giorni']);
  });
});
