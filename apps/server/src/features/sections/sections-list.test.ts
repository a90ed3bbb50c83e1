import { beforeAll, describe, expect, it } from 'vitest';
import { sectionFixtures } from '../../test/fixtures/sections.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });
let f: Awaited<ReturnType<typeof sectionFixtures>>;
beforeAll(async () => {
  f = await sectionFixtures(t.app);
  // categories: Arbitrato, bilanci, Contratti (mixed case on purpose)
  const [arb, bil, con] = f.categoryIds;
  for (const [category_id, title] of [
    [con, 'zeta'],
    [arb, 'beta'],
    [bil, 'Alfa'],
    [arb, 'Alfa'],
    [con, 'Beta'],
    [arb, 'gamma'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers: f.headers,
      payload: { section: { category_id, title } },
    });
    expect(res.statusCode).toBe(200);
  }
});

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sections${query}`, headers: f.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (body: { sections: { category_name: string; title: string }[] }) =>
  body.sections.map((s) => `${s.category_name}/${s.title}`);

describe('GET /api/sections', () => {
  it('sorts by category, then by title, case-insensitively, with the total', async () => {
    const body = await list();
    expect(names(body)).toEqual([
      'Arbitrato/Alfa',
      'Arbitrato/beta',
      'Arbitrato/gamma',
      'bilanci/Alfa',
      'Contratti/Beta',
      'Contratti/zeta',
    ]);
    expect(body.total).toBe(6);
    expect(body.sections[0]).toEqual({
      id: expect.any(Number),
      category_id: f.categoryIds[0],
      category_name: 'Arbitrato',
      title: 'Alfa',
      version: 1,
    });
  });

  it('pages with page and pageSize, the total staying the same', async () => {
    const body = await list('?page=2&pageSize=4');
    expect(names(body)).toEqual(['Contratti/Beta', 'Contratti/zeta']);
    expect(body.total).toBe(6);
  });

  it('filters by category and searches title and category name', async () => {
    expect(names(await list(`?category_id=${f.categoryIds[2]}`))).toEqual([
      'Contratti/Beta',
      'Contratti/zeta',
    ]);
    const beta = await list('?q=BETA');
    expect(names(beta)).toEqual(['Arbitrato/beta', 'Contratti/Beta']);
    expect(beta.total).toBe(2);
    expect(names(await list('?q=bilanc'))).toEqual(['bilanci/Alfa']);
  });

  it('sorts by title or category in either direction', async () => {
    expect(names(await list('?sort=-category_name'))[0]).toBe('Contratti/zeta');
    expect(names(await list('?sort=title')).slice(0, 2)).toEqual(['Arbitrato/Alfa', 'bilanci/Alfa']);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?sort=nope', '?page=0', '?category_id=abc', '?pageSize=100000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sections${query}`, headers: f.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
