import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, participants } from '../../db/schema/index.ts';
import { waitingOrder } from '../../test/fixtures/invoices.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/** The confirmation mails of many orders of a conference sent again, each as its own button does. */
const { t, headers } = useTestApp();

let conferenceId: number;
let withMail: number;
let silent: number;
let otherConference: number;
let alsoWithMail: number;
beforeAll(async () => {
  const first = await waitingOrder(t.app, { email: 'primo@ordini.it' });
  withMail = first.orderId;
  [{ conferenceId }] = await t.app.db
    .select({ conferenceId: orders.conferenceId })
    .from(orders)
    .where(eq(orders.id, withMail));
  // an order typed without anyone to write to
  [{ id: silent }] = await t.app.db
    .insert(orders)
    .values({ conferenceId, price: 100 })
    .returning({ id: orders.id });
  const [second] = await t.app.db
    .insert(orders)
    .values({ conferenceId, price: 100 })
    .returning({ id: orders.id });
  alsoWithMail = second.id;
  await t.app.db.insert(participants).values({
    orderId: alsoWithMail,
    position: 1,
    name: 'Bruno',
    surname: 'Verdi',
    email: 'bruno@ordini.it',
    fee: 100,
    feeKind: 'PRICE_CONFERENCE_MEMBER',
  });
  otherConference = (await waitingOrder(t.app)).orderId;
});

const resend = (payload: object, auth = headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conferences/booking/${conferenceId}/bulk/send-recap`,
    headers: auth,
    payload,
  });
const mailsOf = async (orderId: number) =>
  t.app.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(orderId))));

describe('POST /api/conferences/booking/{conferenceId}/bulk/send-recap', () => {
  it("queues each order's mails again; an order without recipients or of another conference is listed", async () => {
    const before = (await mailsOf(withMail)).length;
    const res = await resend({ ids: [withMail, silent, otherConference, alsoWithMail] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      done: [withMail, alsoWithMail],
      failed: [
        { id: silent, reason: "L'ordine non ha partecipanti con un indirizzo email" },
        { id: otherConference, reason: 'Ordine non trovato' },
      ],
    });
    expect((await mailsOf(withMail)).length).toBeGreaterThan(before);
    expect((await mailsOf(alsoWithMail)).length).toBeGreaterThan(0);
    const audited = await t.app.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'send_recap'),
          inArray(auditLog.entityId, [String(withMail), String(alsoWithMail), String(silent)]),
        ),
      );
    expect(audited.map((a) => a.entityId).sort()).toEqual([String(withMail), String(alsoWithMail)].sort());
  });

  it("takes the list's filter: the conference's orders it selects", async () => {
    const res = await resend({ filter: { q: 'Verdi' } });
    expect(res.json()).toEqual({ status: 'success', done: [alsoWithMail], failed: [] });
  });

  it("still answers SPEC's one-row button as before", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conferences/send-recap-by-order-id/${withMail}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email inviata con successo');
  });

  it('exports the selected orders through the list CSV, and is for admins only', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/conferences/booking/${conferenceId}/csv?ids=${alsoWithMail}`,
      headers,
    });
    expect(csv.headers['x-total-rows']).toBe('1');
    expect(csv.body).toContain('Bruno Verdi');
    const member = await signIn(t.app, 'client');
    expect((await resend({ ids: [withMail] }, member.headers)).statusCode).toBe(403);
  });
});
