import { describe, expect, it } from 'vitest';
import { readGridParams, readHidden, writeGridParams } from './resource-grid-state';

const defaults = { sort: '-date', pageSize: 25, filterNames: ['type', 'year'] as const };

describe('list state in the URL', () => {
  it('reads page, size, sort, search and the list’s own filters', () => {
    const params = readGridParams(
      new URLSearchParams('page=3&pageSize=50&sort=customer&q=%20rossi%20&type=TD04&x=1'),
      defaults,
    );
    expect(params).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'customer',
      q: 'rossi',
      filters: { type: 'TD04' },
    });
  });

  it('falls back to the defaults for what a hand-edited URL gets wrong', () => {
    const params = readGridParams(
      new URLSearchParams('page=-2&pageSize=33&sort=drop%20table&q=%20%20'),
      defaults,
    );
    expect(params).toEqual({ page: 1, pageSize: 25, sort: '-date', q: undefined, filters: {} });
    expect(readGridParams(new URLSearchParams('page=2.5'), defaults).page).toBe(1);
  });

  it('writes the state back, dropping stale keys and keeping the others', () => {
    const next = writeGridParams(
      new URLSearchParams('page=9&type=TD01&tab=2'),
      { page: 1, pageSize: 25, sort: '-date', filters: { year: '2026', type: '' } },
      defaults.filterNames,
    );
    expect(next.toString()).toBe('tab=2&page=1&pageSize=25&sort=-date&year=2026');
    expect(readGridParams(next, defaults)).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-date',
      q: undefined,
      filters: { year: '2026' },
    });
  });

  it('keeps the hidden columns beside the list params, never among them', () => {
    const next = writeGridParams(new URLSearchParams(), { page: 1, pageSize: 25 }, [], ['type', 'vat']);
    expect(next.get('hide')).toBe('type,vat');
    expect(readHidden(next)).toEqual(['type', 'vat']);
    expect(readHidden(new URLSearchParams('hide=type,<b>,'))).toEqual(['type']);
    expect(readGridParams(next, defaults)).not.toHaveProperty('hide');
  });
});
