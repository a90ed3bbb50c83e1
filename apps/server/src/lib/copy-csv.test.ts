import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { sqlCell, sqlCents } from './copy-csv.ts';
import { csvAmount, neutralise } from './csv.ts';

/**
 * The PostgreSQL COPY path (payments export) writes its cells with SQL expressions: each must give
 * exactly what lib/csv.ts's `neutralise` gives, on both databases.
 */
const { t } = useTestApp({ as: null });

const CELLS = [
  'Mario Rossi',
  '=SUM(A1)',
  '+cmd',
  '-1+1',
  '-1+1+1+1+1',
  '@x',
  '\tsub',
  '\rx',
  '+39 333 1234567',
  '+390212345678',
  '+39',
  '+39-1',
  '+41-22-123/45/67',
  '-0039 06 123456',
  '(02) 123-456',
  '+',
  '+ ',
  '-5',
  "'già neutra",
];

async function one(expression: string): Promise<string | null> {
  const res = (await t.app.db.execute(sql.raw(`SELECT ${expression} AS cell`))) as unknown as {
    rows: { cell: string | null }[];
  };
  return res.rows[0].cell;
}

describe('the COPY path of CSV exports', () => {
  it('neutralises text cells as lib/csv.ts does, phone numbers left as they are', async () => {
    for (const cell of CELLS) {
      expect(await one(sqlCell(pg.escapeLiteral(cell))), JSON.stringify(cell)).toBe(neutralise(cell));
    }
    // empty text is an empty unquoted cell, like NULL
    expect(await one(sqlCell("''"))).toBeNull();
  });

  it('writes amounts as numbers, negative ones too', async () => {
    for (const cents of [0, 5, 123456, -1234, -5, -100]) {
      expect(await one(sqlCents(`(${cents})::int`)), String(cents)).toBe(neutralise(csvAmount(cents)));
    }
  });
});
