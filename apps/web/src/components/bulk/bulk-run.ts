import { BULK_CHUNK, BULK_RUN_LIMIT, MAX_PAGE_SIZE, MSG, type TBulkResult } from '@app/shared';
import { fetchList } from '../../lib/list-query';
import { BULK_TEXT } from './bulk-texts';
import type { BulkConfig, Selection } from './bulk-types';

/**
 * The selected rows themselves: those picked by hand, or every row the list's filters select,
 * read through the list endpoint a page at a time (what the grid shows, in its order).
 */
export async function selectedRows<R>(
  config: BulkConfig<R>,
  selection: Selection<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  if (!selection.allMatching) return [...selection.rows];
  if (selection.total > BULK_RUN_LIMIT) throw new Error(BULK_TEXT.tooMany);
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    const params = { ...selection.params, page, pageSize: MAX_PAGE_SIZE };
    const next = await fetchList<R>(
      { path: config.path, key: config.key, params, extra: config.extra },
      signal,
    );
    rows.push(...next.rows);
    if (next.rows.length < MAX_PAGE_SIZE || rows.length >= BULK_RUN_LIMIT) return rows;
  }
}

export type RunProgress = { processed: number; total: number };

/**
 * Sends the ids to the action BULK_CHUNK at a time, so the dialog moves as the rows are done and
 * can be stopped between two chunks (`stopped()`); the results add up. A chunk the server could
 * not take (the network, a refusal) fails its rows with that reason and ends the run.
 */
export async function runInChunks(
  run: (ids: number[]) => Promise<TBulkResult>,
  ids: readonly number[],
  onProgress: (progress: RunProgress) => void,
  stopped: () => boolean,
): Promise<TBulkResult & { processed: number }> {
  const result: TBulkResult = { done: [], failed: [] };
  let processed = 0;
  for (let start = 0; start < ids.length && !stopped(); start += BULK_CHUNK) {
    const chunk = ids.slice(start, start + BULK_CHUNK);
    try {
      const answer = await run(chunk);
      result.done.push(...answer.done);
      result.failed.push(...answer.failed);
    } catch (error) {
      const reason = (error instanceof Error && error.message) || MSG.somethingWrong;
      result.failed.push(...chunk.map((id) => ({ id, reason })));
      processed += chunk.length;
      break;
    }
    processed += chunk.length;
    onProgress({ processed, total: ids.length });
  }
  return { ...result, processed };
}
