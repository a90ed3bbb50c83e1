import type { GridSortModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListParams } from '../lib/list-query';

const HIDE_KEY = 'hide';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
const BASE_KEYS = ['page', 'pageSize', 'sort', 'q', HIDE_KEY];
const SORT_RE = /^-?[A-Za-z_]+$/;
const FIELD_RE = /^[a-z_]+$/;

type Defaults = {
  sort?: string;
  pageSize: number;
  filterNames: readonly string[];
  /** The state to open on when neither the URL nor this tab says one (the last saved view used). */
  fallback?: string | null;
};

/** The grid's sort model of a list's `sort` ('-date': date, descending). */
export function toSortModel(sort: string | undefined): GridSortModel {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];
}

/** The columns hidden (`hide=type,due_date`): not list params, the server never sees them. */
export function readHidden(source: URLSearchParams): string[] {
  return (source.get(HIDE_KEY) ?? '').split(',').filter((field) => FIELD_RE.test(field));
}

/** The list params a URL says, every unreadable value replaced by its default. */
export function readGridParams(
  source: URLSearchParams,
  { sort, pageSize, filterNames }: Defaults,
): ListParams {
  const page = Number(source.get('page'));
  const size = Number(source.get('pageSize'));
  const sortParam = source.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = source.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : pageSize,
    sort: SORT_RE.test(sortParam) ? sortParam : sort,
    q: source.get('q')?.trim() || undefined,
    filters,
  };
}

/** The list params written into a URL, its unrelated params kept. */
export function writeGridParams(
  target: URLSearchParams,
  params: ListParams,
  filterNames: readonly string[],
  hidden: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(target);
  for (const key of [...BASE_KEYS, ...filterNames]) next.delete(key);
  next.set('page', String(params.page));
  next.set('pageSize', String(params.pageSize));
  if (params.sort) next.set('sort', params.sort);
  if (params.q) next.set('q', params.q);
  for (const [name, value] of Object.entries(params.filters ?? {})) if (value) next.set(name, value);
  if (hidden.length) next.set(HIDE_KEY, hidden.join(','));
  return next;
}

// Storage can be unavailable (privacy settings): the grid then simply forgets.
function loadSaved(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function save(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // See loadSaved.
  }
}

/**
 * Page, page size, sort, search, filters and hidden columns of a list live in the URL, so Back
 * from a detail page restores them. They are also kept per path in sessionStorage, so reaching the
 * list again through a link (the drawer, an editor's "back") lands on the same page and filter;
 * a list opened afresh takes `fallback` (the last saved view used), else the defaults.
 */
export function useGridUrlState(defaults: Defaults) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // While a lazy route loads, this grid still renders under the NEXT location: it must not write
  // its state into that URL (nor read the next page's), so it keeps to the path it was mounted on.
  const [ownPath] = useState(pathname);
  const away = pathname !== ownPath;
  const storageKey = `grid:${ownPath}`;
  const saved = loadSaved(storageKey) ?? defaults.fallback ?? null;
  const inUrl = [...BASE_KEYS, ...defaults.filterNames].some((key) => searchParams.has(key));
  // Without state in the URL, the saved state is used at once (no request for page 1 first)…
  const restoring = !away && !inUrl && saved !== null;
  const source = away || restoring ? new URLSearchParams(saved ?? '') : searchParams;
  const params = readGridParams(source, defaults);
  const hidden = readHidden(source);

  // …and copied into the URL so that it can be bookmarked and Back keeps it.
  useEffect(() => {
    if (restoring)
      setSearchParams(writeGridParams(searchParams, params, defaults.filterNames, hidden), { replace: true });
  });

  const update = (patch: Partial<ListParams> & { hidden?: readonly string[] }) => {
    if (away) return;
    const { hidden: nextHidden = hidden, ...rest } = patch;
    const next = { ...params, ...rest };
    const url = writeGridParams(searchParams, next, defaults.filterNames, nextHidden);
    setSearchParams(url, { replace: true });
    save(
      storageKey,
      writeGridParams(new URLSearchParams(), next, defaults.filterNames, nextHidden).toString(),
    );
  };

  return { params, hidden, update };
}
