import { describe, expect, it } from 'vitest';
import { entityUrl, formatChangeValue, ZSearchQuery, ZTrashParam } from './dashboard.ts';

describe('entityUrl', () => {
  it('opens each kind of record on its web route', () => {
    expect(entityUrl('section', 3)).toBe('/document/3');
    expect(entityUrl('conference', '4')).toBe('/conference/4');
    expect(entityUrl('order', 5)).toBe('/order/5');
    expect(entityUrl('user', 6)).toBe('/users/6');
    expect(entityUrl('expert', 7)).toBe('/experts/7');
    expect(entityUrl('subscription', 'sub_1')).toBe('/memberships/sub_1');
    expect(entityUrl('arbitrator', 8)).toBe('/arbitrators/8');
    expect(entityUrl('manual_transfer', 9)).toBe('/manual-transfers');
    expect(entityUrl('judicial_text', 1)).toBe('/document-area');
    expect(entityUrl('company', 1)).toBeNull();
    expect(entityUrl('prices', 'conference')).toBeNull();
  });
});

describe('formatChangeValue', () => {
  it('shows empty values as a dash and objects as JSON', () => {
    expect(formatChangeValue(null)).toBe('—');
    expect(formatChangeValue('')).toBe('—');
    expect(formatChangeValue('Roma')).toBe('Roma');
    expect(formatChangeValue(12)).toBe('12');
    expect(formatChangeValue(false)).toBe('false');
    expect(formatChangeValue([{ title: 'A' }])).toBe('[{"title":"A"}]');
  });
});

describe('query shapes', () => {
  it('accepts one character for an order number and refuses blanks', () => {
    expect(ZSearchQuery.safeParse({ q: ' 7 ' }).data).toEqual({ q: '7' });
    expect(ZSearchQuery.safeParse({ q: '  ' }).success).toBe(false);
  });
  it('restores only the kinds that go to the trash', () => {
    expect(ZTrashParam.safeParse({ entity: 'user', id: '3' }).data).toEqual({ entity: 'user', id: 3 });
    expect(ZTrashParam.safeParse({ entity: 'file', id: '3' }).success).toBe(false);
  });
});
