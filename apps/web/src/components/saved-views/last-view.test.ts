import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-util';
import { readGridParams, readHidden } from '../resource-grid-state';
import { forgetView, lastViewQuery, readLastView, rememberView, sameState } from './last-view';

const state = { q: 'rossi', sort: '-amount', pageSize: 50, filters: { confirm: 'false' }, hidden: ['type'] };
const view = { id: 7, name: 'Da confermare', list: 'manual-transfers' as const, state };

describe('the last saved view used', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  });

  it('is kept per admin and per list', () => {
    rememberView(1, view);
    expect(readLastView(1, 'manual-transfers')).toEqual({ id: 7, name: 'Da confermare', state });
    expect(readLastView(2, 'manual-transfers')).toBeNull();
    expect(readLastView(1, 'users')).toBeNull();
    forgetView(1, 'manual-transfers');
    expect(readLastView(1, 'manual-transfers')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('views:last:1:users', '{"id":"x"}');
    expect(readLastView(1, 'users')).toBeNull();
    localStorage.setItem('views:last:1:users', 'not json');
    expect(readLastView(1, 'users')).toBeNull();
  });

  it('opens the list as the view says: search, sort, size, its own filters, hidden columns', () => {
    const query = new URLSearchParams(lastViewQuery({ id: 7, name: 'x', state }, ['confirm', 'type']) ?? '');
    expect(readGridParams(query, { pageSize: 25, filterNames: ['confirm', 'type'] })).toEqual({
      page: 1,
      pageSize: 50,
      sort: '-amount',
      q: 'rossi',
      filters: { confirm: 'false' },
    });
    expect(readHidden(query)).toEqual(['type']);
    expect(lastViewQuery(null, [])).toBeNull();
  });

  it('knows the list still shows the view whatever the order of filters and columns', () => {
    const same = { ...state, filters: { type: '', confirm: 'false' }, hidden: ['type'] };
    expect(sameState(state, same)).toBe(true);
    expect(sameState(state, { ...state, q: 'bianchi' })).toBe(false);
  });
});
