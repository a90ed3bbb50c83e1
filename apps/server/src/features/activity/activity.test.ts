import { ACTIVITY_KIND_LIST } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arbitrators,
  auditLog,
  companies,
  conferences,
  files,
  mailOutbox,
  manualTransfers,
  orders,
  payments,
  stripeEvents,
  subscriptions,
} from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function editedArbitrator() {
  const [a] = await t.app.db
    .insert(arbitrators)
    .values({ email: 'storico@x.it', name: 'Nicolò', surname: 'Storico', phone: '111' })
    .returning({ id: arbitrators.id });
  const { arbitrator } = await get(`/api/arbitrators/${a.id}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/arbitrators/${a.id}`,
    headers: admin.headers,
    payload: { arbitrator: { ...arbitrator, phone: '222', languages: 'Italiano' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return a.id;
}

describe('GET /api/activity/{entity}/{id}', () => {
  it('shows an edit as a field-by-field diff, with who made it', async () => {
    const id = await editedArbitrator();
    const { timeline } = await get(`/api/activity/arbitrator/${id}`);
    expect(timeline.entries).toHaveLength(1);
    expect(timeline.entries[0]).toMatchObject({
      entity: 'arbitrator',
      entity_id: String(id),
      action: 'update',
      actor_id: admin.id,
      actor_email: admin.email,
      changes: { phone: ['111', '222'], languages: [null, 'Italiano'] },
    });
    expect(timeline).toMatchObject({ mails: [], payments: [], stripe_events: [] });
  });

  it('gathers a membership’s company changes, mails, payments and Stripe events', async () => {
    const [company] = await t.app.db
      .insert(companies)
      .values({ name: 'Storia Srl', stripeCustomerId: 'cus_hist' })
      .returning();
    const [sub] = await t.app.db
      .insert(subscriptions)
      .values({ stripeSubscriptionId: 'sub_hist', companyId: company.id, status: 'active' })
      .returning();
    await t.app.db
      .insert(payments)
      .values({ subscriptionId: sub.id, stripeInvoiceId: 'in_hist', status: 'paid', amount: 12000 });
    await t.app.db.insert(stripeEvents).values([
      { id: 'evt_1', type: 'invoice.paid', createdAt: new Date(), objectId: 'in_hist' },
      { id: 'evt_2', type: 'customer.subscription.updated', createdAt: new Date(), objectId: 'sub_hist' },
      { id: 'evt_3', type: 'customer.subscription.updated', createdAt: new Date(), objectId: 'sub_other' },
    ]);
    await t.app.db.insert(mailOutbox).values({
      kind: 'welcome',
      recipients: ['a@b.it'],
      subject: 'Benvenuto',
      html: 'h',
      text: 't',
      // already delivered: a queued one could be sent by the app's outbox worker mid-test
      status: 'sent',
      sentAt: new Date(),
      entity: 'subscription',
      entityId: String(sub.id),
    });
    await t.app.db.insert(auditLog).values({
      actorId: admin.id,
      entity: 'company',
      entityId: String(company.id),
      action: 'update',
      changes: { name: ['Vecchia', 'Storia Srl'] },
    });
    const [transfer] = await t.app.db
      .insert(manualTransfers)
      .values({
        email: 'a@b.it',
        type: 'MEMBERSHIP',
        subscriptionId: sub.id,
        reason: 'Bonifico',
        amount: 100,
      })
      .returning();
    await t.app.db.insert(auditLog).values({
      actorId: admin.id,
      entity: 'manual_transfer',
      entityId: String(transfer.id),
      action: 'confirm',
      changes: { confirmed: [false, true] },
      createdAt: new Date(Date.now() - 60_000),
    });
    for (const key of ['sub_hist', String(sub.id)]) {
      const { timeline } = await get(`/api/activity/subscription/${key}`);
      expect(timeline.entries.map((e: { entity: string }) => e.entity)).toEqual([
        'company',
        'manual_transfer',
      ]);
      expect(timeline.mails).toMatchObject([{ subject: 'Benvenuto', status: 'sent' }]);
      expect(timeline.payments).toMatchObject([{ status: 'paid', amount: 12000 }]);
      expect(timeline.stripe_events.map((e: { id: string }) => e.id).sort()).toEqual(['evt_1', 'evt_2']);
    }
    const { timeline } = await get(`/api/activity/company/${company.id}`);
    expect(timeline.payments).toHaveLength(1);
  });

  it('gathers the bank transfers of an order', async () => {
    await t.app.db.insert(files).values({
      name: 'o.png',
      originalName: 'o.png',
      contentType: 'image/png',
      size: 1,
      sha256: 'x',
      data: Buffer.from('x'),
    });
    const [conf] = await t.app.db
      .insert(conferences)
      .values({
        title: 'Storico',
        vatRule: 'all',
        country: 'italy',
        city: 'Roma',
        description: 'd',
        image: 'o.png',
        dateStart: '2027-01-01',
        dateEnd: '2027-01-02',
        price: 0,
      })
      .returning();
    const [order] = await t.app.db.insert(orders).values({ conferenceId: conf.id, price: 500 }).returning();
    const [transfer] = await t.app.db
      .insert(manualTransfers)
      .values({ email: 'o@b.it', type: 'CONFERENCE', orderId: order.id, reason: 'Ordine', amount: 500 })
      .returning();
    await t.app.db.insert(auditLog).values([
      { actorId: admin.id, entity: 'manual_transfer', entityId: String(transfer.id), action: 'confirm' },
      { actorId: admin.id, entity: 'order', entityId: String(order.id), action: 'pay' },
    ]);
    const { timeline } = await get(`/api/activity/order/${order.id}`);
    expect(
      timeline.entries.map((e: { entity: string; action: string }) => `${e.entity}:${e.action}`).sort(),
    ).toEqual(['manual_transfer:confirm', 'order:pay']);
  });

  it('answers an empty timeline for a record without history, 400 for a malformed kind', async () => {
    expect((await get('/api/activity/user/999999')).timeline.entries).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity/Bad%20Kind/1',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/activity', () => {
  it('lists admin actions newest first with the actor email, filterable', async () => {
    const other = await signIn(t.app);
    await t.app.db.insert(auditLog).values([
      {
        actorId: other.id,
        entity: 'conference',
        entityId: '7',
        action: 'create',
        createdAt: new Date('2026-01-10T10:00:00Z'),
      },
      {
        actorId: other.id,
        entity: 'user',
        entityId: '8',
        action: 'delete',
        createdAt: new Date('2026-01-12T23:30:00Z'),
      },
    ]);
    const all = await get('/api/activity?pageSize=100');
    expect(all.total).toBe(all.activity.length);
    const times = all.activity.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const byActor = await get(`/api/activity?actor=${other.id}`);
    expect(byActor.total).toBe(2);
    expect(byActor.activity[0]).toMatchObject({ actor_email: other.email, entity: 'user', action: 'delete' });

    expect((await get(`/api/activity?actor=${other.id}&entity=conference`)).total).toBe(1);
    expect((await get(`/api/activity?actor=${other.id}&from=2026-01-11`)).total).toBe(1);
    expect((await get(`/api/activity?actor=${other.id}&to=2026-01-12`)).total).toBe(2);
    expect((await get(`/api/activity?actor=${other.id}&to=2026-01-11`)).total).toBe(1);
    expect((await get(`/api/activity?actor=${other.id}&from=2026-01-10&to=2026-01-10`)).total).toBe(1);
    const paged = await get(`/api/activity?actor=${other.id}&pageSize=1&page=2`);
    expect(paged).toMatchObject({ total: 2, activity: [{ entity: 'conference' }] });

    const bad = await t.app.inject({ method: 'GET', url: '/api/activity?from=ieri', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by every record type of the registry and refuses the others', async () => {
    for (const kind of ACTIVITY_KIND_LIST) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/activity?entity=${kind}`,
        headers: admin.headers,
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    }
    const refused = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/activity?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      return res.json();
    };
    expect(await refused('entity=nope')).toEqual({
      status: 'error',
      message: 'Dati non validi',
      errors: { entity: 'Tipo di record sconosciuto' },
    });
    expect((await refused('entities=user')).errors).toEqual({ entities: 'Campo non previsto' });
    expect((await refused('sort=nope')).errors.sort).toMatch(
      /^Ordinamento non valido: valori ammessi created_at, /,
    );
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect((await t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/activity', headers: member.headers })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/activity/user/1', headers: member.headers });
    expect(res.statusCode).toBe(403);
  });
});
