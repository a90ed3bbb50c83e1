import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { parseCsv } from '../../test/csv-parse.ts';
import { createConference, inject, insertOrder } from '../../test/fixtures/conferences.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * The orders CSV and the order recap print days as they are in Italy, whatever the
 * server's TZ (run this file under TZ=UTC and TZ=America/New_York too): an order placed at half
 * past midnight on New Year's Day in Rome is 31 December in UTC and in New York.
 */
const { t, headers } = useTestApp();
let conferenceId: number;
let orderId: number;
beforeAll(async () => {
  await t.app.mail.worker.stop();
  conferenceId = (await createConference(t.app, headers, { title: 'Forum di Capodanno' })).id;
  orderId = await insertOrder(t.app, conferenceId, {
    createdAt: new Date('2026-01-01T00:30:00+01:00'),
    paidAt: new Date('2026-01-01T00:45:00+01:00'),
    people: [{ name: 'Anna', surname: 'Rossi', email: 'anna@rossi.it', founder: true }],
  });
});

describe('dates in Europe/Rome', () => {
  it('the bookings CSV shows the Italian day of the order and of its payment', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/csv/download-booking',
      headers,
      payload: { conference_id: conferenceId },
    });
    expect(res.statusCode).toBe(200);
    const [header, row] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(header.slice(0, 3)).toEqual(['Ordine', 'Data ordine', 'Data pagamento']);
    expect(row.slice(0, 3)).toEqual([String(orderId), '01/01/2026', '01/01/2026']);
  });

  it('the order recap e-mail does too', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: `/api/conferences/send-recap-by-order-id/${orderId}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    // the contact's confirmation (each participant's own mail goes beside it)
    const [mail] = await t.app.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entityId, String(orderId)), like(mailOutbox.kind, 'order-confirmation%')));
    expect(mail.text).toContain('Pagato il 01/01/2026.');
    expect(mail.html).toContain('Pagato il 01/01/2026.');
  });
});
