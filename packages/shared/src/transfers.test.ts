import { describe, expect, it } from 'vitest';
import { membershipEndAfterTransfer, ZManualTransfersQuery } from './transfers.ts';

describe('membershipEndAfterTransfer', () => {
  const today = new Date(2026, 10, 22);
  it('runs a year from today when the membership ended or has no end', () => {
    expect(membershipEndAfterTransfer(null, today)).toBe('2027-11-22');
    expect(membershipEndAfterTransfer('2025-01-31', today)).toBe('2027-11-22');
    expect(membershipEndAfterTransfer('2027-01-01', today)).toBe('2027-11-22');
  });
  it('keeps a later end', () => {
    expect(membershipEndAfterTransfer('2028-03-01', today)).toBe('2028-03-01');
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
