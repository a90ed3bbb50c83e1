import { MSG } from '@app/shared';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auditLog } from '../db/schema/index.ts';

type Answer = { statusCode: number; json(): { errors?: Record<string, string> } & Record<string, unknown> };
type Wire = Record<string, unknown>;

export interface EchoRules {
  app: FastifyInstance;
  /** the record as its GET answers it */
  read: () => Promise<Wire>;
  /** sends `record` as the save's record (under its key in the body) */
  save: (record: Wire) => Promise<Answer>;
  /** where field errors are named: `section` gives `section.id`; '' for a record at the body's root */
  key: string;
  /** read-only field → a value other than the record's */
  changed: Wire;
}

const auditRows = async (app: FastifyInstance) => (await app.db.select({ n: count() }).from(auditLog))[0].n;

/**
 * For one save route: the record echoed as its GET answers it saves (200); a changed
 * read-only field is a 400 naming it, and so is a field the route does not know; neither writes
 * anything (the record as it was, no audit row).
 */
export async function expectEchoRules({ app, read, save, key, changed }: EchoRules) {
  const field = (name: string) => (key ? `${key}.${name}` : name);
  const echoed = await save(await read());
  expect(echoed.statusCode, JSON.stringify(echoed.json())).toBe(200);

  const before = await read();
  const audits = await auditRows(app);
  for (const [name, value] of Object.entries(changed)) {
    const res = await save({ ...before, [name]: value });
    expect(res.statusCode, name).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    expect(res.json().errors, name).toEqual({ [field(name)]: MSG.readOnlyField });
  }
  const unknown = await save({ ...before, colore: 'blu' });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().errors).toEqual({ [field('colore')]: MSG.unknownField });
  expect(await read()).toEqual(before);
  expect(await auditRows(app)).toBe(audits);
}
