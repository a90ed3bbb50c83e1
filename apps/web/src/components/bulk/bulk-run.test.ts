import { BULK_CHUNK } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { runInChunks } from './bulk-run';
import { BULK_TEXT } from './bulk-texts';

const ids = Array.from({ length: BULK_CHUNK * 2 + 3 }, (_, i) => i + 1);

describe('a bulk run in chunks', () => {
  it('sends the ids a chunk at a time, adds up the answers and reports each step', async () => {
    const sent: number[][] = [];
    const steps: number[] = [];
    const result = await runInChunks(
      async (chunk) => {
        sent.push(chunk);
        return {
          done: chunk.filter((id) => id !== 5),
          failed: chunk.includes(5) ? [{ id: 5, reason: 'No' }] : [],
        };
      },
      ids,
      ({ processed }) => steps.push(processed),
      () => false,
    );
    expect(sent.map((chunk) => chunk.length)).toEqual([BULK_CHUNK, BULK_CHUNK, 3]);
    expect(steps).toEqual([BULK_CHUNK, BULK_CHUNK * 2, ids.length]);
    expect(result.done).toHaveLength(ids.length - 1);
    expect(result.failed).toEqual([{ id: 5, reason: 'No' }]);
    expect(result.processed).toBe(ids.length);
  });

  it('stops between two chunks when asked', async () => {
    let stop = false;
    const result = await runInChunks(
      async (chunk) => {
        stop = true;
        return { done: chunk, failed: [] };
      },
      ids,
      () => {},
      () => stop,
    );
    expect(result.processed).toBe(BULK_CHUNK);
    expect(result.done).toHaveLength(BULK_CHUNK);
  });

  it('fails the rows of a chunk the server did not take, with its reason, and goes no further', async () => {
    const result = await runInChunks(
      async () => {
        throw new Error('Sessione non valida o scaduta');
      },
      ids,
      () => {},
      () => false,
    );
    expect(result.done).toEqual([]);
    expect(result.failed).toHaveLength(BULK_CHUNK);
    expect(result.failed[0]).toEqual({ id: 1, reason: 'Sessione non valida o scaduta' });
  });
});

describe('the bulk texts', () => {
  const bonifici = { one: 'bonifico', many: 'bonifici' };
  const fatture = { one: 'fattura', many: 'fatture', gender: 'f' as const };
  it('agree with their noun', () => {
    expect(BULK_TEXT.selected(1, bonifici)).toBe('1 bonifico selezionato');
    expect(BULK_TEXT.selected(12, fatture)).toBe('12 fatture selezionate');
    expect(BULK_TEXT.allMatching(12000, bonifici, true)).toBe('Tutti i 12.000 bonifici del filtro');
    expect(BULK_TEXT.selectAll(40, fatture, false)).toBe("Seleziona tutte le 40 fatture dell'elenco");
    expect(BULK_TEXT.failed(2, fatture)).toBe('2 fatture non riuscite:');
  });
});
