import type { TBulkResult } from '@app/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BlobResult, QueryParams } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-query';
import type { Noun } from '../use-csv-export';

/** A choice the action's dialog offers (the files of a ZIP), sent with the rows. */
export type BulkChoice = {
  label: string;
  options: readonly { value: string; label: string }[];
  initial: string;
};

/** One action on the selected rows, done row by row in chunks (`run`) or as one file (`download`). */
export type BulkAction<R> = {
  label: string;
  icon: ReactNode;
  /** "Confermare 12 bonifici per € 5.400,00?" */
  question: (rows: readonly R[]) => string;
  confirmLabel: string;
  /** The rows it can be done to; the others are left out, and the dialog says how many and why. */
  applies?: (row: R) => boolean;
  /** What the dialog says of the rows left out: "2 bonifici sono già confermati: esclusi." */
  skipped?: (count: number) => string;
  /** What each row's action does, under the question. */
  note?: string;
  /** "12 bonifici confermati" */
  doneText: (count: number) => string;
  /** The feature's bulk endpoint for some ids (a chunk). */
  run?: (ids: number[]) => Promise<TBulkResult>;
  /** Or a file of the rows (the invoices' ZIP), with the choice made. */
  download?: {
    fileName: string;
    choice?: BulkChoice;
    fetch: (ids: number[], choice?: string) => Promise<BlobResult>;
  };
};

/** What a list offers to do with its selected rows. */
export type BulkConfig<R> = {
  /** "bonifico" / "bonifici" */
  noun: Noun & { gender?: 'f' | 'm' };
  /** The list endpoint: its rows for "all N matching", its CSV/xlsx for the selection's export. */
  path: string;
  /** Where the list answer holds its rows ('transfers'). */
  key: string;
  /** The list's fixed params ({ all: true }). */
  extra?: QueryParams;
  rowId: (row: R) => number;
  /** A row as the failures list names it: "n. 12 – a@b.it". */
  describe: (row: R) => string;
  /** The file's name ("bonifici.csv"; the workbook takes .xlsx). */
  fileName: string;
  actions?: readonly BulkAction<R>[];
  /** Lists to reload once an action ran (the feature's list keys). */
  invalidate?: readonly QueryKey[];
};

/** The rows an admin selected: some, by hand (pages kept), or every one the list's filters select. */
export type Selection<R> = {
  rows: readonly R[];
  allMatching: boolean;
  /** the rows the filters select (the list's total) */
  total: number;
  params: ListParams;
};
