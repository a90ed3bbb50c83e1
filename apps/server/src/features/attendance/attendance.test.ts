import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookedOrder, LUCIA, MARIO } from '../../test/fixtures/booked-orders.ts';
import { conferenceBody, storedImage } from '../../test/fixtures/conferences.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CertificateMails } from './certificate-mails.ts';

vi.setConfig({ testTimeout: 60_000 });

/** The conference day from outside: tickets after payment, check-in, certificates, the list. */
const { t, headers } = useTestApp();
beforeAll(async () => {
  await t.app.inject({ method: 'PUT', url: '/api/invoice-settings', headers, payload: { settings: ISSUER } });
});

const local = (url: string) => url.replace('http://localhost:3000', '');
const checkin = (payload: object, h: Record<string, string> = headers) =>
  t.app.inject({ method: 'POST', url: '/api/checkin', headers: h, payload });

/** A paid order of Mario (in person) and Lucia (streaming): its page's tickets. */
async function paidOrder() {
  const o = await bookedOrder(t.app, { transfer: true });
  await t.app.db.execute(
    sql`update participants set attendance = 'streaming' where order_id = ${o.orderId} and surname = 'Bianchi'`,
  );
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/manual-transfers/confirm/${o.transfer!.id}`,
    headers,
  });
  expect(paid.statusCode).toBe(200);
  const page = (await t.app.inject({ method: 'GET', url: `/api/public/orders/${o.token}` })).json();
  return {
    ...o,
    tickets: page.tickets as {
      id: number;
      participant: string;
      code: string;
      pdf_url: string;
      certificate_url: string;
      qr_url: string;
    }[],
  };
}

describe('tickets', () => {
  it('are issued once an order is paid, one per participant, with a PDF and a QR', async () => {
    const unpaid = await bookedOrder(t.app, { transfer: true });
    const before = (await t.app.inject({ method: 'GET', url: `/api/public/orders/${unpaid.token}` })).json();
    expect(before.tickets).toBeUndefined();

    const o = await paidOrder();
    expect(o.tickets.map((x) => x.participant)).toEqual([
      `${MARIO.name} ${MARIO.surname}`,
      `${LUCIA.name} ${LUCIA.surname}`,
    ]);
    const [a, b] = o.tickets;
    expect(a.code.length).toBeGreaterThanOrEqual(12);
    expect(a.code).not.toBe(b.code);
    // a random value, not the order's or the participant's number
    expect(a.code).not.toMatch(/^\d+$/);
    expect(a.code).not.toBe(String(o.orderId));
    const pdf = await t.app.inject({ method: 'GET', url: local(a.pdf_url) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const qr = await t.app.inject({ method: 'GET', url: local(a.qr_url) });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    // another order's token never opens this ticket
    const other = await t.app.inject({ method: 'GET', url: local(a.pdf_url).replace(o.token, unpaid.token) });
    expect(other.statusCode).toBe(404);
    // each participant's confirmation carries their own ticket
    const mails = (
      (await t.app.db.execute(
        sql`select recipients, attachments from mail_outbox where kind = 'participation.v1' and entity_id = ${String(o.orderId)}`,
      )) as unknown as { rows: { recipients: string[]; attachments: { filename: string }[] }[] }
    ).rows;
    expect(mails.map((m) => [m.recipients[0], m.attachments.map((x) => x.filename)])).toEqual([
      [MARIO.email, [`biglietto-${o.orderId}-${a.id}.pdf`]],
      [LUCIA.email, [`biglietto-${o.orderId}-${b.id}.pdf`]],
    ]);
  });
});

describe('check-in', () => {
  it('admits a ticket once, then says when it was used; certificates follow the check-in', async () => {
    const o = await paidOrder();
    const [a] = o.tickets;
    expect((await t.app.inject({ method: 'GET', url: local(a.certificate_url) })).statusCode).toBe(409);
    expect((await checkin({ code: a.code }, {})).statusCode).toBe(401);
    expect((await checkin({ code: 'nessun-biglietto-così' })).statusCode).toBe(404);
    expect((await checkin({ code: a.code, conference_id: 999_999 })).statusCode).toBe(409);

    const ok = await checkin({ code: a.code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      participant: { name: 'Mario', surname: 'Rossi', workshops: ['Arbitrato e IA'] },
      conference: { title: 'Congresso di primavera' },
    });
    const again = await checkin({ code: a.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/già registrato alle \d\d:\d\d/);

    const cert = await t.app.inject({ method: 'GET', url: local(a.certificate_url) });
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['content-type']).toBe('application/pdf');
  });

  it('lets exactly one of two parallel scans of a ticket through', async () => {
    const o = await paidOrder();
    const code = o.tickets[0].code;
    const answers = await Promise.all([checkin({ code }), checkin({ code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses a cancelled order's ticket, saying why", async () => {
    const o = await paidOrder();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.orderId}/cancel`,
      headers,
      payload: { reason: 'Richiesta del cliente' },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await checkin({ code: o.tickets[0].code });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('annullato');
  });

  it('lists who came, undoes a check-in (audited), imports streaming attendance and exports the list', async () => {
    const o = await paidOrder();
    const [mario, lucia] = o.tickets;
    await checkin({ code: mario.code });
    const conferenceId = (await checkin({ code: mario.code })).json().conference.id;
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/conferences/${conferenceId}/attendance`, headers })
      ).json();
    const first = await list();
    expect(first.counts.arrived).toBeGreaterThanOrEqual(1);
    const undo = await t.app.inject({ method: 'DELETE', url: `/api/tickets/${mario.id}/checkin`, headers });
    expect(undo.statusCode).toBe(200);
    expect((await list()).counts.arrived).toBe(first.counts.arrived - 1);
    const audit = (
      (await t.app.db.execute(
        sql`select action from audit_log where entity = 'order' and entity_id = ${String(o.orderId)} and action like 'checkin%' order by id`,
      )) as unknown as { rows: { action: string }[] }
    ).rows;
    expect(audit.map((r) => r.action)).toEqual(['checkin', 'checkin_undo']);

    const csv = `Nome;E-mail;Minuti\nLucia;${LUCIA.email.toUpperCase()};95\nIgnoto;nessuno@example.it;10\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/conferences/${conferenceId}/attendance/import`,
      headers,
      payload: { csv },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ unknown: ['nessuno@example.it'] });
    expect(imported.json().marked).toBeGreaterThanOrEqual(1);
    const cert = await t.app.inject({ method: 'GET', url: local(lucia.certificate_url) });
    expect(cert.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/conferences/${conferenceId}/attendance/import`,
      headers,
      payload: { csv: 'a;b\n1;2' },
    });
    expect(bad.statusCode).toBe(400);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/conferences/${conferenceId}/attendance/csv`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Cognome;Nome;E-mail');
    expect(exported.body).toMatch(
      /Bianchi;Lucia;lucia\.bianchi@example\.it;;In streaming;;\d+;Sì;.+;Importato/,
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/conferences/${conferenceId}/attendance/xlsx`,
      headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Presenze')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Cognome');
    expect(sheet.rowCount).toBe(first.counts.total + 1);
  });
});

describe('certificate mails', () => {
  it('go once to each attended participant after the conference ends', async () => {
    const o = await paidOrder();
    await checkin({ code: o.tickets[0].code });
    const task = new CertificateMails(
      t.app.db,
      { pollMs: 60_000, publicUrl: 'http://localhost:3000', now: () => new Date('2027-04-11T12:00:00Z') },
      t.app.log,
    );
    expect(await task.runOnce()).toEqual([]);
    const later = new CertificateMails(
      t.app.db,
      { pollMs: 60_000, publicUrl: 'http://localhost:3000', now: () => new Date('2027-04-12T08:00:00Z') },
      t.app.log,
    );
    const sent = await later.runOnce();
    expect(sent).toContain(o.tickets[0].id);
    expect(sent).not.toContain(o.tickets[1].id);
    expect(await later.runOnce()).toEqual([]);
    const mails = (
      (await t.app.db.execute(
        sql`select recipients, attachments from mail_outbox where kind = 'attendance-certificate.v1' and entity_id = ${String(o.orderId)}`,
      )) as unknown as { rows: { recipients: string[]; attachments: { filename: string }[] }[] }
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0].recipients).toEqual([MARIO.email]);
    expect(mails[0].attachments[0].filename).toMatch(/^attestato-/);
  });
});

describe("the conference's certificate fields", () => {
  it('are optional on every write, and a PUT leaving them out keeps them', async () => {
    const image = await storedImage(t.app);
    const body = conferenceBody(image);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conferences',
      headers,
      payload: {
        conference: {
          ...body,
          credits: 3,
          credits_ethics: true,
          accrediting_body: 'Ordine degli Avvocati di Milano',
          hours: 4.5,
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const c = created.json().conference;
    expect(c).toMatchObject({
      credits: 3,
      credits_ethics: true,
      accrediting_body: 'Ordine degli Avvocati di Milano',
      hours: 4.5,
    });
    const { credits: _a, credits_ethics: _b, accrediting_body: _c, hours: _d, seats: _e, ...spec } = c;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/conferences/${c.id}`,
      headers,
      payload: { conference: { ...spec, title: 'Rinominata' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().conference).toMatchObject({
      title: 'Rinominata',
      credits: 3,
      credits_ethics: true,
      hours: 4.5,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/conferences/${c.id}`,
      headers,
      payload: { conference: { ...spec, credits: 1.25 } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
