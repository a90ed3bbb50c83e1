import { describe, expect, it } from 'vitest';
import { ZActivityQuery, ZSearchQuery, ZTrashParam, ZTrashQuery } from './dashboard.ts';

describe('query shapes', () => {
  it('accepts one character for an order number and refuses blanks', () => {
    expect(ZSearchQuery.safeParse({ q: ' 7 ' }).data).toEqual({ q: '7' });
    expect(ZSearchQuery.safeParse({ q: '  ' }).success).toBe(false);
  });
  it('restores only the kinds that go to the trash', () => {
    expect(ZTrashParam.safeParse({ entity: 'user', id: '3' }).data).toEqual({ entity: 'user', id: 3 });
    expect(ZTrashParam.safeParse({ entity: 'file', id: '3' }).success).toBe(false);
  });
  it('refuses kinds and filters the registry does not declare', () => {
    expect(ZTrashQuery.safeParse({ kind: 'subscription' }).success).toBe(true);
    expect(ZTrashQuery.safeParse({ kind: 'mail' }).success).toBe(false);
    expect(ZTrashQuery.safeParse({ kinds: 'user' }).success).toBe(false);
    expect(ZActivityQuery.safeParse({ entity: 'bank_statement_line' }).success).toBe(true);
    expect(ZActivityQuery.safeParse({ entity: 'nope' }).error?.issues[0].message).toBe(
      'Tipo di record sconosciuto',
    );
    expect(ZActivityQuery.safeParse({ actors: '1' }).success).toBe(false);
    expect(ZSearchQuery.safeParse({ q: 'ab', kind: 'user' }).success).toBe(false);
  });
});
