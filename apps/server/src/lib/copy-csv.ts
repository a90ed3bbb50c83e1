import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * CSV straight from PostgreSQL's `COPY (query) TO STDOUT`, in the dialect of lib/csv.ts: COPY's
 * CSV already quotes exactly the cells holding `;`, `"`, CR or LF and writes NULL as an empty
 * unquoted cell, so only the record delimiter (LF → CRLF outside quotes) is left to change.
 * The query must produce cells already formatted and neutralised (`sqlCell`, `sqlCents`).
 * Back-pressure: the socket's pace reaches PostgreSQL through the stream pipeline.
 */
export async function copyCsv(pool: pg.Pool, query: string, header: string[]): Promise<Transform> {
  const client = await pool.connect();
  const copy = client.query(copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT csv, DELIMITER ';', NULL '')`));
  const out = crlf(`\uFEFF${header.join(';')}\r\n`);
  let released = false;
  const release = (err?: Error | null) => {
    if (released) return;
    released = true;
    // a COPY cut short leaves the connection mid-protocol: drop it rather than reuse it
    client.release(err ?? undefined);
  };
  pipeline(copy, out, (err) => release(err));
  return out;
}

/** LF → CRLF outside quoted cells: `"` toggles the state (a doubled `""` toggles twice). */
function crlf(prefix: string): Transform {
  let quoted = false;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      const out = Buffer.allocUnsafe(chunk.length * 2);
      let j = 0;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) out[j++] = 0x0d;
        out[j++] = byte;
      }
      done(null, out.subarray(0, j));
    },
  });
  // the header line goes out at once, while PostgreSQL starts the query
  stream.push(prefix);
  return stream;
}

/**
 * A text cell as lib/csv.ts writes it (`neutralise`): a leading = + - @ tab or CR gets an
 * apostrophe against formula injection, except a phone number (an optional leading +, then only
 * digits and spaces); empty text is an empty unquoted cell, as NULL is.
 */
export const sqlCell = (expr: string) =>
  `nullif(CASE WHEN (${expr}) ~ '^[=+@\\t\\r-]' AND (${expr}) !~ '^\\+?[0-9 ]*[0-9][0-9 ]*$' THEN '''' || (${expr}) ELSE (${expr}) END, '')`;

/** centsToDecimal in SQL, a number as `csvAmount` writes it: -1234 → -12,34 (no apostrophe). */
export const sqlCents = (expr: string) =>
  `(CASE WHEN (${expr}) < 0 THEN '-' ELSE '' END) || (abs(${expr}) / 100)::text || ',' || lpad((abs(${expr}) % 100)::text, 2, '0')`;
