import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { refuseReadOnlyChanges, sameValue } from './read-only-fields.ts';

describe('sameValue', () => {
  it('compares instants by time, whatever the zone they are written in', () => {
    expect(sameValue('2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00+01:00')).toBe(true);
    expect(sameValue('2026-03-01T10:00:00Z', '2026-03-01 10:00:00+00')).toBe(true);
    expect(sameValue('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.001Z')).toBe(false);
    // without a zone a time is no instant: only the same text is the same value
    expect(sameValue('2026-03-01T10:00:00', '2026-03-01T10:00:00.000Z')).toBe(false);
    expect(sameValue('2026-03-01', '2026-03-01')).toBe(true);
  });

  it('takes null and absent alike, and compares objects and lists field by field', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([{ paid_at: '2026-01-01T00:00:00Z' }], [{ paid_at: '2026-01-01T01:00:00+01:00' }])).toBe(
      true,
    );
    expect(sameValue([1, 2], [1])).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});

describe('refuseReadOnlyChanges', () => {
  const current = { id: 4, approved: 0, name: 'Anna' };
  const refused = (body: object, record: object | null = current) => {
    try {
      refuseReadOnlyChanges('arbitrator', body, record, ['id', 'approved', 'name']);
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      return { status: (err as AppError).statusCode, errors: (err as AppError).extra.errors };
    }
  };

  it('lets a field through when absent or unchanged, and names every changed one', () => {
    expect(refused({})).toBeNull();
    expect(refused({ id: 4, approved: 0, name: 'Anna', email: 'x@y.it' })).toBeNull();
    expect(refused({ id: 4, approved: 1, name: 'Bea' })).toEqual({
      status: 400,
      errors: {
        'arbitrator.approved': 'Campo non modificabile',
        'arbitrator.name': 'Campo non modificabile',
      },
    });
  });

  it('on a create (no record yet) lets only null through', () => {
    expect(refused({ id: null }, null)).toBeNull();
    expect(refused({ id: 4 }, null)?.errors).toEqual({ 'arbitrator.id': 'Campo non modificabile' });
  });
});
