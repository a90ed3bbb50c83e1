import { MSG } from '@app/shared';
import { useRef, useState } from 'react';
import { useSnackbar } from './snackbar';

/**
 * What a streamed export reports while it downloads: the rows received (a CSV, its header not
 * counted) or, for a binary file, the bytes; `total` is what the server announced, if it did.
 */
export type ExportProgress =
  | { rows: number; total?: number | null }
  | { bytes: number; total?: number | null };

/** How the progress is shown: a bar (indeterminate without a total) and one line of text. */
export type ProgressView = { percent: number | undefined; text: string };

const count = (n: number) => n.toLocaleString('it-IT');

/** What one row of a file is, in the messages: "1 utente", "2 utenti". */
export type Noun = { one: string; many: string };
const ROWS: Noun = { one: 'riga', many: 'righe' };
const counted = (n: number, noun: Noun) => `${count(n)} ${n === 1 ? noun.one : noun.many}`;
const kib = (bytes: number) => count(Math.max(1, Math.round(bytes / 1024)));

/**
 * The one progress rule of every export. A determinate bar only when the server announced a total;
 * the text counts what arrived, in rows of `noun` (e.g. "pagamenti") or, for a binary file, in KiB.
 */
export function describeProgress(progress: ExportProgress, noun: Noun): ProgressView {
  const total = progress.total ?? null;
  const rows = 'rows' in progress;
  const done = rows ? progress.rows : progress.bytes;
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : undefined;
  if (done === 0) return { percent, text: 'Esportazione in corso…' };
  const amount = rows ? count(done) : kib(done);
  const of = total ? ` di ${rows ? count(total) : kib(total)}` : '';
  const unit = rows ? ((total ?? done) === 1 ? noun.one : noun.many) : 'KiB';
  return { percent, text: `Esportazione in corso: ${amount}${of} ${unit}` };
}

/** The message once the file is saved: how many rows of `noun` it holds, when they were counted. */
export function completedMessage(progress: ExportProgress | null, noun: Noun): string {
  return progress && 'rows' in progress
    ? `Esportazione completata: ${counted(progress.rows, noun)}`
    : 'Esportazione completata';
}

/** What the hook needs of a feature's export mutation (as TanStack Query's useMutation gives it). */
type ExportMutation<V, R> = {
  mutate: (
    variables: V,
    options: { onSuccess: (result: R) => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/** A feature's export mutation hook, built around the progress callback it reports to. */
type UseExport<V, R> = (onProgress: (progress: ExportProgress) => void) => ExportMutation<V, R>;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(MSG.somethingWrong));

type Options = {
  /** What one row of the file is, in the messages; default riga/righe. */
  noun?: Noun;
  /** false: the caller shows failures itself (e.g. in its dialog) instead of a snackbar. */
  snackbarErrors?: boolean;
};

type StartCallbacks<R> = { onSuccess?: (result: R) => void; onError?: (error: Error) => void };

/**
 * Every file export of the web (the bookings and payments CSVs, the invoices' XML ZIP): starts the
 * feature's streamed download, follows its progress with one rule, then says "Esportazione
 * completata" (with the rows, for a CSV) or shows the server's message.
 */
export function useCsvExport<V, R>(
  useExport: UseExport<V, R>,
  { noun = ROWS, snackbarErrors = true }: Options = {},
) {
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  // the last report, for the completion message (state would be stale inside the callbacks)
  const last = useRef<ExportProgress | null>(null);
  const mutation = useExport((next) => {
    last.current = next;
    setProgress(next);
  });

  const start = (variables: V, callbacks: StartCallbacks<R> = {}) => {
    last.current = null;
    setProgress({ rows: 0, total: null });
    mutation.mutate(variables, {
      onSuccess: (result) => {
        snackbar.show(completedMessage(last.current, noun));
        callbacks.onSuccess?.(result);
      },
      onError: (cause) => {
        const error = asError(cause);
        if (snackbarErrors) snackbar.show(error.message || MSG.somethingWrong, 'error');
        callbacks.onError?.(error);
      },
      onSettled: () => setProgress(null),
    });
  };

  return {
    start,
    /** null when no export runs. */
    progress: progress ? describeProgress(progress, noun) : null,
    isPending: mutation.isPending,
    error: mutation.error ? asError(mutation.error) : null,
    reset: mutation.reset,
  };
}
