import { CONFERENCE_MSG } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createConference, inject, insertOrder } from '../../test/fixtures/conferences.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  inject(t.app, { method, url, headers, payload });
const read = async (id: number) => (await call('GET', `/api/conferences/${id}`)).json().conference;
const put = (id: number, conference: object) => call('PUT', `/api/conferences/${id}`, { conference });

const person = (n: number, extra: object = {}) => ({
  name: `P${n}`,
  surname: 'Rossi',
  email: `p${n}@example.it`,
  ...extra,
});

describe('seats of a conference and its workshops', () => {
  it('are saved and read back (null = unlimited); seats left out of a PUT stay as they are', async () => {
    const c = await createConference(t.app, headers, {
      seats: 120,
      workshops: [{ title: 'Clausole', seats: 40 }, { title: 'Antitrust' }],
    });
    const saved = await read(c.id);
    expect(saved.seats).toBe(120);
    expect(saved.workshops).toMatchObject([
      { title: 'Clausole', seats: 40 },
      { title: 'Antitrust', seats: null },
    ]);
    const { seats: _s, workshops, ...rest } = saved;
    // a client that predates seats (SPEC §7) never lifts a limit by leaving them out
    const without = await put(c.id, {
      ...rest,
      workshops: workshops.map(({ seats: _w, ...w }: { seats: number | null }) => w),
    });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().conference).toMatchObject({
      seats: 120,
      workshops: [{ seats: 40 }, { seats: null }],
    });
    const unlimited = await put(c.id, { ...(await read(c.id)), seats: null });
    expect(unlimited.json().conference.seats).toBeNull();

    for (const bad of [-1, 1.5, 'dieci', 100_001]) {
      const res = await put(c.id, { ...(await read(c.id)), seats: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toEqual({ 'conference.seats': CONFERENCE_MSG.seats });
    }
  });

  it('counts the seats taken by orders that hold them, and refuses to go below them (409) changing nothing', async () => {
    const c = await createConference(t.app, headers, {
      seats: 10,
      workshops: [{ title: 'Clausole', seats: 5 }],
    });
    const workshop = { id: c.workshops[0].id, title: 'Clausole' };
    await insertOrder(t.app, c.id, {
      people: [person(1, { workshops: [workshop] }), person(2, { workshops: [workshop] }), person(3)],
    });
    await insertOrder(t.app, c.id, {
      paidAt: new Date(),
      people: [person(4, { attendance: 'streaming', workshops: [workshop] })],
    });
    // gave their seats back, or never count
    await insertOrder(t.app, c.id, { status: 'expired', people: [person(5, { workshops: [workshop] })] });
    await insertOrder(t.app, c.id, { status: 'cancelled', people: [person(6)] });
    await insertOrder(t.app, c.id, { deleted: true, people: [person(7, { workshops: [workshop] })] });

    const seats = await call('GET', `/api/conferences/${c.id}/seats`);
    expect(seats.json()).toEqual({
      status: 'success',
      seats: { seats: 10, taken: 3, workshops: [{ id: workshop.id, title: 'Clausole', seats: 5, taken: 3 }] },
    });

    const before = await read(c.id);
    const refused = await put(c.id, {
      ...before,
      seats: 2,
      workshops: [{ ...before.workshops[0], seats: 2 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      'conference.seats': CONFERENCE_MSG.seatsBelowTaken('Conferenza', 3),
      'conference.workshops.0.seats': CONFERENCE_MSG.seatsBelowTaken('Workshop «Clausole»', 3),
    });
    expect(refused.json().message).toMatch(/Conferenza: 3 posti già occupati/);
    expect(await read(c.id)).toEqual(before);

    const exact = await put(c.id, { ...before, seats: 3, workshops: [{ ...before.workshops[0], seats: 3 }] });
    expect(exact.statusCode, exact.body).toBe(200);
    // a new workshop has nobody yet: any number will do, zero too
    const added = await put(c.id, {
      ...(await read(c.id)),
      workshops: [...(await read(c.id)).workshops, { title: 'Nuovo', seats: 0 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('GET', '/api/conferences/999999/seats')).statusCode).toBe(404);
  });
});
