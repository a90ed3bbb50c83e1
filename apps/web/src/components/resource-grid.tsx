import type { TSavedViewList } from '@app/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridSlotProps,
  type GridSlots,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { itIT } from '@mui/x-data-grid/locales';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListParams, ListResult } from '../lib/list-query';
import type { BulkBarProps } from './bulk/bulk-bar';
import type { BulkConfig } from './bulk/bulk-types';
import { CELL_PADDING, fitColumns } from './grid-columns';
import { useGridSelection } from './grid-selection';
import { type ListExport, ListExportButton } from './list-export';
import { QueryError } from './query-error';
import { EmptyListOverlay, emptyListText, NO_MATCHES_TEXT } from './resource-grid-empty';
import { PAGE_SIZE_OPTIONS, toSortModel, useGridUrlState } from './resource-grid-state';
import { type GridFilter, ResourceGridToolbar } from './resource-grid-toolbar';
import { useLastView, viewApplier } from './saved-views/grid-views';
import { useInnerWidth } from './use-inner-width';

// the bulk actions and the saved views load when first used: most visits never open them
// biome-ignore lint/suspicious/noExplicitAny: the lazy module is generic in the row type
const BulkBar = lazy(() => import('./bulk/bulk-bar')) as ComponentType<BulkBarProps<any>>;
const ViewsMenu = lazy(() => import('./saved-views/views-menu'));
// the grid's checkbox column, narrowed (MUI's is 50 px) so that a full list still fits 1366 px
const CHECKBOX_COLUMN = { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 40, minWidth: 40 };
const idOf = (row: GridValidRowModel) => row.id as GridRowId;

export { type GridFilter, gridFilter, ToolbarButton } from './resource-grid-toolbar';

export type ResourceGridProps<R extends GridValidRowModel> = {
  /** Accessible name of the grid, e.g. "Elenco conferenze". */
  label: string;
  /** Column `field`s double as server sort keys (sort=field / sort=-field). */
  columns: readonly GridColDef<R>[];
  /** One page's query, usually `(p) => listQueryOptions({ queryKey: keys.list(p), path, key, params: p })`. */
  query: (params: ListParams) => UseQueryOptions<ListResult<R>, Error, ListResult<R>, QueryKey>;
  /** Default: the row's `id` (the DataGrid's own default). */
  getRowId?: (row: R) => GridRowId;
  /** Server sort used until the user picks one, e.g. 'surname' or '-created_at'. */
  defaultSort?: string;
  /** Default 25; one of 10, 25, 50, 100. */
  defaultPageSize?: number;
  /** Selects in the toolbar; their values travel as query-string params. */
  filters?: readonly GridFilter[];
  /** Extra toolbar content on the right, e.g. an "Aggiungi …" button. */
  toolbar?: ReactNode;
  /** An "Esporta CSV" of every row the current search, sort and filters select. */
  csv?: ListExport;
  /** Label of the free-text search box (sent as q); default "Cerca". */
  searchLabel?: string;
  /** Hide the search box for lists the server cannot search. */
  disableSearch?: boolean;
  /**
   * What the list says when it holds nothing (no search or filter on): what is missing and what to
   * do, e.g. "Non ci sono ancora conferenze: aggiungine una con «Aggiungi Conferenza».". Default:
   * from the entity registry by the page's path.
   */
  empty?: string;
  /** Rows can be selected (a page, or all the filter selects) and acted on together. */
  bulk?: BulkConfig<R>;
  /** The list's saved views ("Viste"): its filters, sort and columns under a name. */
  views?: TSavedViewList;
  /**
   * Cells wrap their text and rows grow to hold it, instead of cutting it with an ellipsis: for
   * lists whose identifying text (an e-mail, a remittance reason) must be read whole.
   */
  wrapCells?: boolean;
};

const WRAPPED_CELLS = {
  '& .MuiDataGrid-cell': {
    whiteSpace: 'normal',
    lineHeight: 1.4,
    py: 1,
    display: 'flex',
    alignItems: 'center',
  },
} as const;
const autoHeight = () => 'auto' as const;

const localeText = itIT.components.MuiDataGrid.defaultProps.localeText;
const NO_FILTERS: readonly GridFilter[] = [];
const NO_ROWS: readonly never[] = [];
// URL params that page or order a list without narrowing it
const LAYOUT_PARAMS = new Set(['page', 'pageSize', 'sort']);

/**
 * Server-paged, server-sorted list with search and filters kept in the URL (and remembered per
 * path), so one grid per page. Rows come from the given query; the previous page stays visible
 * while the next one loads.
 */
export function ResourceGrid<R extends GridValidRowModel>({
  label,
  columns,
  query,
  getRowId,
  defaultSort,
  defaultPageSize = 25,
  filters = NO_FILTERS,
  toolbar,
  csv,
  searchLabel = 'Cerca',
  disableSearch = false,
  empty,
  bulk: bulkOnWide,
  views,
  wrapCells = false,
}: ResourceGridProps<R>) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  // a phone keeps its columns for the rows themselves: acting on many is a desk's work
  const bulk = narrow ? undefined : bulkOnWide;
  const [available, measure] = useInnerWidth();
  const room = bulk ? available - CHECKBOX_COLUMN.width : available;
  const laidOut = useMemo(() => {
    const fitted = fitColumns(columns, narrow, room, wrapCells ? CELL_PADDING.tight : CELL_PADDING.normal);
    return bulk ? [CHECKBOX_COLUMN as GridColDef<R>, ...fitted] : fitted;
  }, [columns, narrow, room, bulk, wrapCells]);
  const filterNames = useMemo(() => filters.map((filter) => filter.name), [filters]);
  const { adminId, fallback } = useLastView(views, filterNames);
  const { params, hidden, update } = useGridUrlState({
    sort: defaultSort,
    pageSize: defaultPageSize,
    filterNames,
    fallback,
  });
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const rowId = bulk?.rowId ?? getRowId ?? idOf;
  const selection = useGridSelection({
    enabled: Boolean(bulk),
    rows: result.data?.rows ?? NO_ROWS,
    rowId,
    total: result.data?.total ?? 0,
    params,
  });
  const applyView = viewApplier(update, { filterNames, defaultSort, defaultPageSize });
  const visibility = useMemo(() => Object.fromEntries(hidden.map((field) => [field, false])), [hidden]);
  // Stable models: the grid treats a new sortModel object as a new sort and jumps back to page 1.
  // Only columns on screen: a sort by a column a phone hides (the list still comes sorted by it)
  // would make the grid drop it while rendering, writing the URL during render.
  const shown = laidOut.map((column) => column.field).join(' ');
  const sortModel = useMemo(
    () => toSortModel(params.sort).filter((item) => shown.split(' ').includes(item.field)),
    [params.sort, shown],
  );
  const paginationModel = useMemo(
    () => ({ page: params.page - 1, pageSize: params.pageSize }),
    [params.page, params.pageSize],
  );

  // a page's own filters (the activity's dates) live in the URL too: any value there narrows the list
  const narrowed =
    Boolean(params.q) ||
    Object.values(params.filters ?? {}).some(Boolean) ||
    [...searchParams].some(([name, value]) => value && !LAYOUT_PARAMS.has(name));
  const emptyText = narrowed ? NO_MATCHES_TEXT : (empty ?? emptyListText(pathname));

  const onSearch = (q: string) => update({ q: q || undefined, page: 1 });
  const onFilter = (name: string, value: string) =>
    update({ filters: { ...params.filters, [name]: value }, page: 1 });
  const onPagination = (model: GridPaginationModel) =>
    update({ page: model.pageSize === params.pageSize ? model.page + 1 : 1, pageSize: model.pageSize });
  const onSort = (model: GridSortModel) => {
    const [first] = model;
    update({ sort: first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : defaultSort, page: 1 });
  };

  return (
    <Stack spacing={2} ref={measure}>
      <ResourceGridToolbar
        q={params.q ?? ''}
        onSearch={onSearch}
        searchLabel={searchLabel}
        showSearch={!disableSearch}
        filters={filters}
        filterValues={params.filters ?? {}}
        onFilter={onFilter}
        extra={
          <>
            {views ? (
              <Suspense fallback={null}>
                <ViewsMenu
                  list={views}
                  adminId={adminId}
                  current={{ ...params, hidden }}
                  onApply={applyView}
                />
              </Suspense>
            ) : null}
            {csv ? <ListExportButton list={csv} params={params} /> : null}
            {toolbar}
          </>
        }
      />
      {bulk && selection.count > 0 ? (
        <Suspense fallback={null}>
          <BulkBar
            config={bulk}
            selection={selection.selection}
            onSelectAll={selection.selectAll}
            onClear={selection.clear}
          />
        </Suspense>
      ) : null}
      {result.isError ? <QueryError error={result.error} onRetry={result.refetch} /> : null}
      {/* A reload keeps the rows on screen; its progress bar sits outside the grid, where a
          labelled progressbar is allowed (inside role=grid only rows may be). */}
      <Box sx={{ height: 4, mb: -2 }}>
        {result.data && result.isFetching ? <LinearProgress aria-label="Aggiornamento dell'elenco" /> : null}
      </Box>
      <DataGrid
        aria-label={label}
        columns={laidOut}
        rows={result.data?.rows ?? []}
        // -1 ("unknown") until the first answer: 0 would make the grid jump back to page 1.
        rowCount={result.data?.total ?? -1}
        // Nothing to page through yet (first load, or the load failed): no "1–25 of more than 25".
        hideFooter={!result.data}
        getRowId={rowId}
        checkboxSelection={Boolean(bulk)}
        // the bar above says how many, and offers what to do with them
        hideFooterSelectedRowCount
        keepNonExistentRowsSelected
        rowSelectionModel={selection.model}
        onRowSelectionModelChange={selection.onModelChange}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) =>
          update({ hidden: Object.keys(model).filter((field) => model[field] === false) })
        }
        // the first load shows skeleton rows; later ones the bar above
        loading={!result.data && result.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPagination}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={sortModel}
        onSortModelChange={onSort}
        sortingOrder={['asc', 'desc']}
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        localeText={localeText}
        slots={{ noRowsOverlay: EmptyListOverlay as GridSlots['noRowsOverlay'] }}
        slotProps={{
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          noRowsOverlay: { text: emptyText } as GridSlotProps['noRowsOverlay'],
        }}
        getRowHeight={wrapCells ? autoHeight : undefined}
        sx={{ bgcolor: 'background.paper', ...(wrapCells ? WRAPPED_CELLS : {}) }}
      />
    </Stack>
  );
}
