import { type TSavedView, type TSavedViewList, type TSavedViewState, ZSavedViewState } from '@app/shared';
import { z } from 'zod';

/**
 * The last saved view an admin used on a list, kept in this browser (decision 0038): the list
 * opens on it at once, without waiting for the views to load. Per admin and per list.
 */
const ZLastView = z.object({ id: z.number(), name: z.string(), state: ZSavedViewState });
export type LastView = z.infer<typeof ZLastView>;

const key = (adminId: number, list: TSavedViewList) => `views:last:${adminId}:${list}`;

// Storage can be unavailable (privacy settings): the list then opens on its defaults.
export function readLastView(adminId: number, list: TSavedViewList): LastView | null {
  try {
    const parsed = ZLastView.safeParse(JSON.parse(localStorage.getItem(key(adminId, list)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberView(adminId: number, view: Pick<TSavedView, 'id' | 'name' | 'list' | 'state'>) {
  try {
    const { id, name, state } = view;
    localStorage.setItem(key(adminId, view.list), JSON.stringify({ id, name, state }));
  } catch {
    // see readLastView
  }
}

export function forgetView(adminId: number, list: TSavedViewList) {
  try {
    localStorage.removeItem(key(adminId, list));
  } catch {
    // see readLastView
  }
}

/** A view's state as the list's address says it (what the grid reads when it opens). */
export function lastViewQuery(last: LastView | null, filterNames: readonly string[]): string | null {
  if (!last) return null;
  const { q, sort, pageSize, filters, hidden } = last.state;
  const query = new URLSearchParams({ page: '1' });
  if (pageSize) query.set('pageSize', String(pageSize));
  if (sort) query.set('sort', sort);
  if (q) query.set('q', q);
  for (const name of filterNames) if (filters[name]) query.set(name, filters[name]);
  if (hidden.length) query.set('hide', hidden.join(','));
  return query.toString();
}

/** The same state, whatever the order of its filters and columns. */
export const sameState = (a: TSavedViewState, b: TSavedViewState) => {
  const text = (s: TSavedViewState) =>
    JSON.stringify([
      s.q ?? '',
      s.sort ?? '',
      s.pageSize ?? 0,
      Object.entries(s.filters)
        .filter(([, v]) => v)
        .sort(),
      [...s.hidden].sort(),
    ]);
  return text(a) === text(b);
};
