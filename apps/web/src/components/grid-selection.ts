import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { ListParams } from '../lib/list-query';
import type { Selection } from './bulk/bulk-types';

const NONE: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The rows an admin ticks in a server-paged grid: kept with their data across pages (the bulk
 * dialog counts and totals them without reading them again), or "every row the filter selects".
 * Another search or filter is another set of rows: the selection starts again.
 */
export function useGridSelection<R>({
  enabled,
  rows,
  rowId,
  total,
  params,
}: {
  enabled: boolean;
  rows: readonly R[];
  rowId: (row: R) => GridRowId;
  total: number;
  params: ListParams;
}) {
  const [picked, setPicked] = useState<ReadonlyMap<GridRowId, R>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const scope = JSON.stringify([params.q ?? '', params.filters ?? {}]);
  const [seenScope, setSeenScope] = useState(scope);
  if (scope !== seenScope) {
    setSeenScope(scope);
    setPicked(new Map());
    setAllMatching(false);
  }

  const onPage = useMemo(() => new Map(rows.map((row) => [rowId(row), row])), [rows, rowId]);
  const model = useMemo<GridRowSelectionModel>(
    () => (!enabled ? NONE : { type: 'include', ids: new Set(allMatching ? onPage.keys() : picked.keys()) }),
    [enabled, allMatching, onPage, picked],
  );

  /** The grid's ticks on this page; rows ticked on other pages stay as they were. */
  const onModelChange = (next: GridRowSelectionModel) => {
    const ticked = (id: GridRowId) => (next.type === 'include' ? next.ids.has(id) : !next.ids.has(id));
    const kept = new Map(allMatching ? [] : picked);
    for (const [id, row] of onPage) {
      if (ticked(id)) kept.set(id, row);
      else kept.delete(id);
    }
    setAllMatching(false);
    setPicked(kept);
  };

  const clear = () => {
    setPicked(new Map());
    setAllMatching(false);
  };
  const pageTicked = onPage.size > 0 && [...onPage.keys()].every((id) => picked.has(id));
  // params is made afresh each render: the selection changes with what it says, not with it
  const paramsText = JSON.stringify(params);
  const selection = useMemo<Selection<R>>(
    () => ({ rows: [...picked.values()], allMatching, total, params: JSON.parse(paramsText) as ListParams }),
    [picked, allMatching, total, paramsText],
  );
  return {
    model,
    onModelChange,
    selection,
    count: allMatching ? total : picked.size,
    clear,
    /** offered when the whole page is ticked and the filter selects more rows than it shows */
    selectAll: pageTicked && total > onPage.size && !allMatching ? () => setAllMatching(true) : undefined,
  };
}
