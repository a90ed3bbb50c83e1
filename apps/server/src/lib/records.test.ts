import { ZListQuery } from '@app/shared';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judicialTexts } from '../db/schema/index.ts';
import { useTestApp } from '../test/test-app.ts';
import { listPage } from './list.ts';
import { claimVersion, moveToTrash } from './records.ts';

const { t } = useTestApp({ as: null });

const newText = async (title: string) =>
  (await t.app.db.insert(judicialTexts).values({ title, content: 'c' }).returning())[0];

describe('optimistic versions', () => {
  it('moves the version on from the expected one, and refuses a stale one', async () => {
    const row = await newText('v');
    expect(await claimVersion(t.app.db, judicialTexts, row.id, 1)).toEqual({ ok: true, version: 2 });
    expect(await claimVersion(t.app.db, judicialTexts, row.id, 1)).toEqual({ ok: false, reason: 'stale' });
    expect(await claimVersion(t.app.db, judicialTexts, row.id)).toEqual({ ok: true, version: 3 });
    expect(await claimVersion(t.app.db, judicialTexts, 999_999, 1)).toEqual({ ok: false, reason: 'missing' });
  });

  it('lets exactly one of many concurrent writers based on the same version win', async () => {
    const row = await newText('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.db.transaction((tx) => claimVersion(tx as never, judicialTexts, row.id, 1)),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [after] = await t.app.db.select().from(judicialTexts).where(eq(judicialTexts.id, row.id));
    expect(after.version).toBe(2);
  });
});

describe('trash', () => {
  it('hides a deleted record from later writes and answers 404 the second time', async () => {
    const row = await newText('trash');
    await moveToTrash(t.app.db, judicialTexts, row.id);
    await expect(moveToTrash(t.app.db, judicialTexts, row.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await claimVersion(t.app.db, judicialTexts, row.id)).toEqual({ ok: false, reason: 'missing' });
    const [kept] = await t.app.db.select().from(judicialTexts).where(eq(judicialTexts.id, row.id));
    expect(kept.deletedAt).toBeInstanceOf(Date);
  });
});

describe('list mechanism', () => {
  it('sorts, pages, searches accent-insensitively and counts the total', async () => {
    for (const title of ['Zeta', 'alfa', 'Beta', 'Perché no', 'gamma']) await newText(`L-${title}`);
    const list = (query: Record<string, unknown>) =>
      listPage({
        query: ZListQuery.parse(query),
        rows: t.app.db.select({ title: judicialTexts.title }).from(judicialTexts).$dynamic(),
        count: t.app.db.select({ total: count() }).from(judicialTexts).$dynamic(),
        where: [isNull(judicialTexts.deletedAt), sql`${judicialTexts.title} like 'L-%'`],
        sorts: { title: sql`lower(${judicialTexts.title})` },
        defaultSort: 'title',
        tiebreak: judicialTexts.id,
        search: [judicialTexts.title],
      });
    const first = await list({ pageSize: 2 });
    expect(first.rows.map((r) => r.title)).toEqual(['L-alfa', 'L-Beta']);
    expect(first.total).toBe(5);
    const second = await list({ pageSize: 2, page: 2 });
    expect(second.rows.map((r) => r.title)).toEqual(['L-gamma', 'L-Perché no']);
    const desc = await list({ sort: '-title', pageSize: 1 });
    expect(desc.rows[0].title).toBe('L-Zeta');
    const search = await list({ q: 'PERCHE' });
    expect(search.rows.map((r) => r.title)).toEqual(['L-Perché no']);
    expect(search.total).toBe(1);
    await expect(list({ sort: 'nope' })).rejects.toMatchObject({ statusCode: 400 });
  });
});
