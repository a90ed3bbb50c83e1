import { deflateRawSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, invoices, manualTransfers, subscriptions } from '../../db/schema/index.ts';
import { checkFatturaPa } from '../../test/fatturapa-check.ts';
import { billedCompany, ISSUER, waitingOrder } from '../../test/fixtures/invoices.ts';
import { multipartFile } from '../../test/multipart.ts';
import { until, useMailTestApp } from '../../test/smtp.ts';
import { notificaScarto, ricevutaConsegna, zipOf } from './fixtures/sdi-receipts.ts';
import { bombZip, sharedEntryZip } from './fixtures/zip-bomb.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

const { t, headers, smtp } = useMailTestApp();
beforeAll(async () => {
  await t.app.inject({ method: 'PUT', url: '/api/invoice-settings', headers, payload: { settings: ISSUER } });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** An order paid by confirming its transfer, and the invoice that came of it. */
async function invoicedOrder(email = 'a@example.it') {
  const o = await waitingOrder(t.app, { fees: [30000], email });
  await call('POST', `/api/manual-transfers/confirm/${o.transferId}`);
  const [invoice] = (await call('GET', `/api/invoices?order_id=${o.orderId}`)).json().invoices;
  return { ...o, invoice: invoice as { id: number; number: string; file_name: string; date: string } };
}

const upload = (data: Uint8Array, name: string) => {
  const form = multipartFile(Buffer.from(data), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/invoices/sdi-receipts',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('invoices around the order and SdI', () => {
  it('sends the courtesy copy with the order recap once the order is invoiced', async () => {
    const { orderId, invoice } = await invoicedOrder('cliente@studio.it');
    expect((await call('POST', `/api/conferences/send-recap-by-order-id/${orderId}`)).statusCode).toBe(200);
    const msg = await until(async () => smtp.received.find((m) => m.to.includes('cliente@studio.it')));
    const pdfName = invoice.file_name.replace('.xml', '.pdf');
    expect(msg.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${pdfName}`));
    expect(msg.raw).toContain('JVBERi0'); // "%PDF-" in base64
    const pdf = await call('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${pdfName}"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exports the period as a ZIP of the XML files as issued, and says when there are none', async () => {
    const { invoice } = await invoicedOrder();
    const res = await call('POST', '/api/invoices/export', {
      date_start: invoice.date,
      date_end: invoice.date,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = new TextDecoder().decode(files[invoice.file_name]);
    expect(xml).toBe((await call('GET', `/api/invoices/${invoice.id}/xml`)).body);
    expect(await checkFatturaPa(xml)).toEqual([]);
    const empty = await call('POST', '/api/invoices/export', {
      date_start: '2001-01-01',
      date_end: '2001-12-31',
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Nessuna fattura nel periodo indicato');
    const backwards = await call('POST', '/api/invoices/export', {
      date_start: '2026-12-31',
      date_end: '2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('exports "solo da inviare": only what is still to send, which becomes sent, dated by the export', async () => {
    const a = await invoicedOrder();
    const b = await invoicedOrder();
    const range = { date_start: a.invoice.date, date_end: a.invoice.date, to_send_only: true };
    // one already sent by other means stays out of the ZIP
    await t.app.db.update(invoices).set({ sdiStatus: 'delivered' }).where(eq(invoices.id, b.invoice.id));
    const res = await call('POST', '/api/invoices/export', range);
    expect(res.statusCode, res.body).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
    expect(names).toContain(a.invoice.file_name);
    expect(names).not.toContain(b.invoice.file_name);
    const detail = (await call('GET', `/api/invoices/${a.invoice.id}`)).json().invoice;
    expect(detail.sdi_status).toBe('sent');
    expect(detail.sdi_updated_at.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const [logged] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, String(a.invoice.id))));
    expect(logged.changes).toEqual({ sdi_status: ['to_send', 'sent'] });
    // again: nothing is left to send
    const again = await call('POST', '/api/invoices/export', range);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nessuna fattura da inviare nel periodo indicato');
    // the period's full export still has both, and changes nothing
    const full = await call('POST', '/api/invoices/export', { ...range, to_send_only: false });
    expect(Object.keys(unzipSync(new Uint8Array(full.rawPayload)))).toEqual(
      expect.arrayContaining([a.invoice.file_name, b.invoice.file_name]),
    );
    expect((await call('GET', `/api/invoices/${b.invoice.id}`)).json().invoice.sdi_status).toBe('delivered');
  });

  it('the activity log and the dashboard name invoices and credit notes by their number', async () => {
    const { invoice } = await invoicedOrder();
    const note = (await call('POST', `/api/invoices/${invoice.id}/credit-note`, { amount: 100 })).json()
      .invoice;
    const activity = (await call('GET', '/api/activity?entity=invoice&pageSize=100')).json().activity as {
      entity_id: string;
      action: string;
      record: string | null;
    }[];
    const noteEntry = activity.find((e) => e.entity_id === String(note.id) && e.action === 'credit_note');
    expect(noteEntry?.record).toBe(`Nota di credito ${note.number}`);
    const actions = (await call('GET', '/api/dashboard/actions')).json().actions as typeof activity;
    expect(actions.find((e) => e.entity_id === String(note.id))?.record).toBe(
      `Nota di credito ${note.number}`,
    );
    const timeline = (await call('GET', `/api/activity/invoice/${invoice.id}`)).json().timeline
      .entries as typeof activity;
    expect(timeline.length).toBeGreaterThan(0);
    expect(timeline.every((e) => e.record === `Fattura ${invoice.number}`)).toBe(true);
  });

  it('moves invoices through the statuses SdI notifies; a rejected one is regenerated with its number', async () => {
    const delivered = await invoicedOrder();
    const rejected = await invoicedOrder();
    const zip = zipOf({
      [`${delivered.invoice.file_name.replace('.xml', '')}_RC_001.xml`]: ricevutaConsegna({
        invoice: delivered.invoice.file_name,
      }),
      [`${rejected.invoice.file_name.replace('.xml', '')}_NS_001.xml`]: notificaScarto({
        invoice: rejected.invoice.file_name,
      }),
      'IT99999999999_ZZZZZ_RC_001.xml': ricevutaConsegna({ invoice: 'IT99999999999_ZZZZZ.xml' }),
    });
    const res = await upload(zip, 'notifiche.zip');
    expect(res.statusCode, res.body).toBe(200);
    const outcomes = res.json().receipts.map((r: { outcome: string }) => r.outcome);
    expect(outcomes).toEqual([
      'Ricevuta di consegna: Da inviare → Consegnata',
      'Notifica di scarto: Da inviare → Scartata',
      'Ricevuta di consegna: nessuna fattura con nome file IT99999999999_ZZZZZ.xml',
    ]);
    const detail = (await call('GET', `/api/invoices/${rejected.invoice.id}`)).json().invoice;
    expect(detail.sdi_status).toBe('rejected');
    expect(detail.sdi_errors.length).toBeGreaterThan(0);
    // the same file again changes nothing
    const again = await upload(zip, 'notifiche.zip');
    expect(again.json().receipts[0].outcome).toBe('Ricevuta di consegna: già registrata');

    expect((await call('POST', `/api/invoices/${delivered.invoice.id}/regenerate`)).statusCode).toBe(409);
    const redone = await call('POST', `/api/invoices/${rejected.invoice.id}/regenerate`);
    expect(redone.statusCode, redone.body).toBe(200);
    expect(redone.json().invoice).toMatchObject({
      number: rejected.invoice.number,
      date: rejected.invoice.date,
      sdi_status: 'to_send',
      sdi_errors: [],
    });
    expect(redone.json().invoice.file_name).not.toBe(rejected.invoice.file_name);
    expect(
      await checkFatturaPa((await call('GET', `/api/invoices/${rejected.invoice.id}/xml`)).body),
    ).toEqual([]);
  });

  it('answers a notification for no known invoice with 404, and junk with 400, changing nothing', async () => {
    const unknown = await upload(
      new TextEncoder().encode(ricevutaConsegna({ invoice: 'IT99999999999_YYYYY.xml' })),
      'IT99999999999_YYYYY_RC_001.xml',
    );
    expect(unknown.statusCode).toBe(404);
    const junk = await upload(new TextEncoder().encode('%PDF-1.4 not a receipt'), 'x.xml');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/notifica SdI/);
  });

  it('refuses a notification nested too deep with a 400, and in a ZIP applies the others', async () => {
    const deep = `<RicevutaConsegna>${'<x>'.repeat(105)}${'</x>'.repeat(105)}</RicevutaConsegna>`;
    const alone = await upload(new TextEncoder().encode(deep), 'IT01234567890_DEEP_RC_001.xml');
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json().message).toBe(
      'Nessuna notifica SdI nel file (IT01234567890_DEEP_RC_001.xml: XML non leggibile: più di 100 elementi annidati)',
    );
    const { invoice } = await invoicedOrder();
    const zip = zipOf({
      'deep_RC_001.xml': deep,
      [`${invoice.file_name.replace('.xml', '')}_RC_001.xml`]: ricevutaConsegna({
        invoice: invoice.file_name,
      }),
    });
    const batch = await upload(zip, 'notifiche.zip');
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().problems).toEqual([
      { file: 'deep_RC_001.xml', reason: 'XML non leggibile: più di 100 elementi annidati' },
    ]);
    expect(batch.json().receipts.map((r: { outcome: string }) => r.outcome)).toEqual([
      'Ricevuta di consegna: Da inviare → Consegnata',
    ]);
  });

  it('refuses with 413 an archive of entries sharing one stream of 20 MiB of zeros', async () => {
    const zeros = new Uint8Array(deflateRawSync(new Uint8Array(20 * 1024 * 1024), { level: 9 }));
    const res = await upload(sharedEntryZip(bombZip('n000.xml', zeros, 100 * 1024), 200), 'bomba.zip');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Archivio troppo grande una volta estratto (massimo 20 MiB in tutto)');
  });

  it('invoices a membership paid by bank transfer to the company, with its own data', async () => {
    const companyId = await billedCompany(t.app, 'IT');
    const [sub] = await t.app.db
      .insert(subscriptions)
      .values({ stripeSubscriptionId: `sub_inv_${companyId}`, companyId, status: 'unpaid' })
      .returning({ id: subscriptions.id });
    const [transfer] = await t.app.db
      .insert(manualTransfers)
      .values({
        email: 'a@example.it',
        type: 'MEMBERSHIP',
        subscriptionId: sub.id,
        reason: 'MEM-1',
        amount: 61000,
      })
      .returning({ id: manualTransfers.id });
    expect((await call('POST', `/api/manual-transfers/confirm/${transfer.id}`)).statusCode).toBe(200);
    const all = (await call('GET', '/api/invoices?pageSize=100')).json().invoices as {
      id: number;
      payment_id: number | null;
      customer: string;
      total: number;
      vat: number;
    }[];
    const membership = all.find((i) => i.payment_id !== null);
    expect(membership).toMatchObject({ customer: 'Studio Legale Rossi & Bianchi', total: 61000, vat: 11000 });
    const xml = (await call('GET', `/api/invoices/${membership?.id}/xml`)).body;
    expect(await checkFatturaPa(xml)).toEqual([]);
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
  });
});
