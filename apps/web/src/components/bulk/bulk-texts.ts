import { BULK_RUN_LIMIT } from '@app/shared';
import type { Noun } from '../use-csv-export';

/** The texts of the bulk actions (Italian), in one place. */
const n = (count: number) => count.toLocaleString('it-IT');
export const counted = (count: number, noun: Noun) => `${n(count)} ${count === 1 ? noun.one : noun.many}`;

/** A noun and whether its adjectives end in -a/-e (feminine) or -o/-i. */
export type Gendered = Noun & { gender?: 'f' | 'm' };
// "?" the singular ending, "!" the plural one
const ending = (noun: Gendered, word: string) =>
  noun.gender === 'f' ? word.replace('?', 'a').replace('!', 'e') : word.replace('?', 'o').replace('!', 'i');
const article = (noun: Gendered) => (noun.gender === 'f' ? 'le' : 'i');

export const BULK_TEXT = {
  selected: (count: number, noun: Gendered) =>
    `${counted(count, noun)} ${ending(noun, count === 1 ? 'selezionat?' : 'selezionat!')}`,
  allMatching: (total: number, noun: Gendered, filtered: boolean) =>
    `${ending(noun, 'Tutt! ')}${article(noun)} ${counted(total, noun)} ${filtered ? 'del filtro' : "dell'elenco"}`,
  selectAll: (total: number, noun: Gendered, filtered: boolean) =>
    `Seleziona ${ending(noun, 'tutt! ')}${article(noun)} ${counted(total, noun)} ${filtered ? 'del filtro' : "dell'elenco"}`,
  clear: 'Annulla selezione',
  export: 'Esporta selezione',
  exportCsv: 'CSV',
  exportXlsx: 'Excel',
  reading: 'Lettura delle righe selezionate…',
  tooMany: `Troppe righe: al massimo ${n(BULK_RUN_LIMIT)} per volta. Restringi il filtro.`,
  exportTooMany: (limit: number) =>
    `Al massimo ${n(limit)} righe scelte a mano: per di più seleziona tutte quelle del filtro.`,
  nothingToDo: 'Nessuna delle righe selezionate può essere elaborata.',
  working: 'Elaborazione in corso…',
  progress: (done: number, total: number) => `${n(done)} di ${n(total)}`,
  stop: 'Interrompi',
  stopped: (done: number, total: number) => `Interrotto dopo ${n(done)} di ${n(total)}.`,
  failed: (count: number, noun: Gendered) =>
    `${counted(count, noun)} non ${ending(noun, count === 1 ? 'riuscit?' : 'riuscit!')}:`,
  close: 'Chiudi',
  cancel: 'Annulla',
  zipReady: 'ZIP scaricato',
} as const;
