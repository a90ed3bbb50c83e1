import { MSG } from '@app/shared';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../../components/confirm-dialog';
import { useEditor } from '../../../components/editor/use-editor';
import { useSnackbar } from '../../../components/snackbar';

/** New, not yet saved entries of a tab: each has a key until it is saved or discarded. */
export function useDrafts() {
  const next = useRef(0);
  const [drafts, setDrafts] = useState<number[]>([]);
  const add = useCallback(() => setDrafts((list) => [...list, next.current++]), []);
  const discard = useCallback((key: number) => setDrafts((list) => list.filter((k) => k !== key)), []);
  return { drafts, add, discard };
}

type DeleteMutation = {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
};

type Removal = {
  /** The saved entry; null for a draft, which is only discarded. */
  entry: { id: number } | null;
  remove: DeleteMutation;
  texts: { confirm: string; deleted: string };
  onDone?: () => void;
};

/** Cancella of an entry: asks first, then deletes the saved entry or discards the draft. */
export function useEntryRemoval({ entry, remove, texts, onDone }: Removal) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const onDelete = async () => {
    if (!(await confirm({ message: texts.confirm, destructive: true }))) return;
    if (!entry) return onDone?.();
    remove.mutate(entry.id, {
      onSuccess: () => snackbar.show(texts.deleted),
      onError: () => snackbar.show(MSG.somethingWrong, 'error'),
    });
  };
  return { onDelete, deleting: remove.isPending };
}

type Saved = { id: number; version: number };

/** What an entry's editor takes (DocumentEntry, TextEntry). */
export type EntryProps<T> = {
  /** The saved entry; null for a draft (a new entry not saved yet). */
  entry: T | null;
  label: string;
  /** The draft was saved (it now comes from the list) or discarded. */
  onDone?: () => void;
  /** Loads the list again: the entry as it is now, after a 412. */
  onReload: () => Promise<readonly T[] | undefined>;
};

type EntryEditorOptions<TValues extends FieldValues, TOutput, T extends Saved> = Omit<
  EntryProps<T>,
  'label'
> & {
  /** The entry's key on the wire ('judicial_text'): 412 answers and field errors use it. */
  wireKey: string;
  schema: z.ZodType<TOutput>;
  toValues: (entry: T | null) => TValues;
  /** POST (no base yet) or PUT with the base's version. */
  save: (values: TOutput, base: T | null) => Promise<T>;
  remove: DeleteMutation;
  texts: { saved: string; confirm: string; deleted: string };
};

/** The editor of one entry of the area (its own form, Salva and Cancella). */
export function useEntryEditor<TValues extends FieldValues, TOutput, T extends Saved>({
  entry,
  wireKey,
  schema,
  toValues,
  save,
  remove,
  texts,
  onDone,
  onReload,
}: EntryEditorOptions<TValues, TOutput, T>) {
  const editor = useEditor({
    schema,
    record: entry,
    toValues,
    save,
    messages: { saved: texts.saved, failed: MSG.somethingWrong },
    staleKey: wireKey,
    refetch: async () => (await onReload())?.find((saved) => saved.id === entry?.id),
    fieldPrefix: `${wireKey}.`,
    onSaved: onDone,
  });
  const removal = useEntryRemoval({ entry, remove, texts, onDone });
  return { editor, removal };
}
