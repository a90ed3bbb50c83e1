import { describe, expect, it } from 'vitest';
import { resultDetail } from './result-detail';

describe('search result detail', () => {
  it('shows dates as dd/MM/yyyy and leaves other text alone', () => {
    expect(resultDetail('2026-03-05')).toBe('05/03/2026');
    expect(resultDetail('Forum 2026-11-02, Milano')).toBe('Forum 02/11/2026, Milano');
    expect(resultDetail('anna@studio.it')).toBe('anna@studio.it');
    expect(resultDetail(null)).toBeNull();
  });
});
