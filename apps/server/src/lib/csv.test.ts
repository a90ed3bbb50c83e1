import { describe, expect, it } from 'vitest';
import { neutralise } from './csv.ts';

describe('CSV injection rule', () => {
  it.each(['=SUM(A1)', '+39 333', '-1', '@cmd', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary cells and empties alone', () => {
    expect(neutralise('Mario Rossi')).toBe('Mario Rossi');
    expect(neutralise(null)).toBe('');
    expect(neutralise(12)).toBe('12');
  });
});
