import type { TSavedViewList, TSavedViewState } from '@app/shared';
import { useState } from 'react';
import type { ListParams } from '../../lib/list-query';
import { useSession } from '../../lib/session-context';
import { lastViewQuery, readLastView } from './last-view';

/**
 * Where a list with saved views opens afresh: the last view its admin used there (read once, as
 * the list mounts, so the first request is already the view's), as the list's address says it.
 */
export function useLastView(views: TSavedViewList | undefined, filterNames: readonly string[]) {
  const adminId = useSession().user?.id;
  const [fallback] = useState(() =>
    views && adminId ? lastViewQuery(readLastView(adminId, views), filterNames) : null,
  );
  return { adminId, fallback };
}

type Update = (patch: Partial<ListParams> & { hidden?: readonly string[] }) => void;

/** A view chosen: the list takes its whole state, what it does not say back to the defaults. */
export const viewApplier =
  (
    update: Update,
    defaults: { filterNames: readonly string[]; defaultSort?: string; defaultPageSize: number },
  ) =>
  (state: TSavedViewState) =>
    update({
      q: state.q,
      sort: state.sort ?? defaults.defaultSort,
      pageSize: state.pageSize ?? defaults.defaultPageSize,
      filters: Object.fromEntries(defaults.filterNames.map((name) => [name, state.filters[name] ?? ''])),
      hidden: state.hidden,
      page: 1,
    });
