import { describe, expect, it } from 'vitest';
import { exportQuery } from '../components/list-export';
import { csvProgress } from './csv-download';

const encoder = new TextEncoder();
const response = (total?: string) =>
  new Response(null, { headers: total === undefined ? {} : { 'X-Total-Rows': total } });

describe('csvProgress', () => {
  it('counts the rows received, its header left out, against the announced total', () => {
    const seen: unknown[] = [];
    const progress = csvProgress((p) => seen.push(p));
    const head = response('3');
    progress.onChunk(encoder.encode('Cognome;Nome\r\nRossi;Ma'), head);
    progress.onChunk(encoder.encode('rio\r\nBianchi;Anna\r\nVerdi;Luca\r\n'), head);
    expect(seen).toEqual([
      { rows: 0, total: 3 },
      { rows: 3, total: 3 },
    ]);
    expect(progress.rows()).toBe(3);
  });

  it('reports no total when the server announces none or a bad one', () => {
    for (const header of [undefined, 'many', '-1']) {
      const seen: unknown[] = [];
      csvProgress((p) => seen.push(p)).onChunk(encoder.encode('a\nb\n'), response(header));
      expect(seen, String(header)).toEqual([{ rows: 1, total: null }]);
    }
  });
});

describe('exportQuery', () => {
  it('keeps the search, sort and filters of the list and drops its page', () => {
    expect(
      exportQuery({ page: 3, pageSize: 50, sort: '-surname', q: 'ros', filters: { status: 'active' } }),
    ).toEqual({ sort: '-surname', q: 'ros', status: 'active' });
  });
});
