import type { TSectionRow } from '@app/shared';

/** Router state the list hands to the editor: the list URL (page, filter, search) to return to. */
export type BackState = { back?: string };

export const LIST_PATH = '/documents';

/** Only a path of the list itself is accepted as a way back. */
export function backTarget(state: unknown): string {
  const back = (state as BackState | null)?.back;
  return typeof back === 'string' && back.startsWith(LIST_PATH) ? back : LIST_PATH;
}

export const sectionLabel = (row: Pick<TSectionRow, 'category_name' | 'title'>) =>
  `${row.category_name}${row.title ? ` – ${row.title}` : ''}`;
