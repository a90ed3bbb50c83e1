import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dovecot } from '../../test/dovecot.ts';
import { appendMessage, type FakeSdi, PEC_MAILBOX, startFakeSdi } from '../../test/fake-sdi.ts';
import { invoiceActions, invoiceNow, issueInvoice, pecMailbox, sendRows, setIssuer } from '../../test/pec.ts';
import { providerReceipt } from '../../test/pec-messages.ts';
import { until } from '../../test/smtp.ts';
import { useTestApp } from '../../test/test-app.ts';
import { PecInbox } from './pec-inbox.ts';
import { PecSender } from './pec-sender.ts';
import { createPecTransport } from './pec-transport.ts';

// The app runs no PEC work of its own here (no PEC_* variables): these tests drive instances of
// the sender and of the inbox reader, as several server instances would run them.
vi.setConfig({ testTimeout: 60_000 });

const QUEUE = {
  pollMs: 3_600_000,
  retryBaseMs: 1000,
  maxDelayMs: 1000,
  maxAttempts: 3,
  leaseMs: 60_000,
  batchSize: 10,
};
const PEC = { from: PEC_MAILBOX, sdiAddress: 'sdi01@pec.fatturapa.it' };
const quiet = { warn() {}, info() {} };

let mailbox: { dovecot: Dovecot; imapUrl: string };
const { t, headers } = useTestApp({
  env: async () => {
    mailbox = await pecMailbox();
    return {};
  },
  after: async () => mailbox?.dovecot.stop(),
  timeout: 120_000,
});
beforeAll(() => setIssuer(t.app, headers));

const senders: PecSender[] = [];
function sender(smtpUrl: string) {
  const s = new PecSender(t.app.db, createPecTransport(smtpUrl, PEC.from), PEC, QUEUE, quiet);
  senders.push(s);
  return s;
}
const inbox = (imapUrl = mailbox.imapUrl) =>
  new PecInbox(t.app.db, { imapUrl, sdiAddress: PEC.sdiAddress, pollMs: 1, leaseMs: 60_000 }, quiet);
const state = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/invoice-settings/pec', headers })).json().channel;
const rowOf = async (fileName: string) => (await sendRows(t.app)).find((r) => r.file_name === fileName)!;
/** Nothing is left to send: each test starts from its own invoices. */
const settleAll = () =>
  t.app.db.execute(sql`update invoices set sdi_status = 'delivered' where sdi_status = 'to_send'`);

const servers: FakeSdi[] = [];
async function fakeSdi(opts: Partial<Parameters<typeof startFakeSdi>[0]> = {}) {
  const s = await startFakeSdi({ imapUrl: mailbox.imapUrl, acceptance: false, answer: () => null, ...opts });
  servers.push(s);
  return s;
}
afterAll(async () => {
  for (const s of senders) await s.stop();
  for (const s of servers) await s.close();
});

describe('sending invoices to SdI over PEC', () => {
  it('sends each invoice once, as its own message with its XML, even with two instances at it', async () => {
    await settleAll();
    const sdi = await fakeSdi();
    const issued = [];
    for (let i = 0; i < 4; i++) issued.push(await issueInvoice(t.app, headers));
    const [a, b] = [sender(sdi.url), sender(sdi.url)];
    for (let round = 0; round < 3; round++) await Promise.all([a.runOnce(), b.runOnce()]);

    expect(sdi.sent.map((m) => m.fileName).sort()).toEqual(issued.map((i) => i.file_name).sort());
    for (const invoice of issued) {
      const m = sdi.sent.find((s) => s.fileName === invoice.file_name)!;
      expect(m.to).toEqual(['sdi01@pec.fatturapa.it']);
      expect(m.from).toBe(PEC_MAILBOX);
      const xml = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/xml`, headers });
      expect(m.xml).toBe(xml.body);
      expect(await rowOf(invoice.file_name)).toMatchObject({
        status: 'sent',
        attempts: 1,
        message_id: m.messageId,
      });
      expect((await invoiceNow(t.app, headers, invoice.id)).sdi_status).toBe('sent');
    }
    expect((await state()).sending.last_sent_at).not.toBeNull();
  });

  it('a crash between sending and recording does not send twice: the acceptance receipt settles it', async () => {
    await settleAll();
    const sdi = await fakeSdi();
    const invoice = await issueInvoice(t.app, headers);
    // instance A hands the message over, then hears nothing back: as good as dead from here
    sdi.hold();
    const a = sender(sdi.url);
    const stuck = a.runOnce();
    await until(async () => sdi.waiting);
    expect((await rowOf(invoice.file_name)).status).toBe('sending');

    // its lease runs out; instance B finds the row: it may have left, so B does not send it
    await t.app.db.execute(sql`update sdi_pec_sends set locked_until = now() - interval '1 second'`);
    const b = sender(sdi.url);
    await b.runOnce();
    await b.runOnce();
    expect(sdi.sent).toHaveLength(1);
    const row = await rowOf(invoice.file_name);
    expect(row.status).toBe('uncertain');
    expect(row.last_error).toMatch(/^Invio interrotto: il messaggio potrebbe essere partito/);
    expect((await invoiceNow(t.app, headers, invoice.id)).sdi_status).toBe('to_send');
    expect((await state()).problems).toEqual([
      expect.objectContaining({ file_name: invoice.file_name, status: 'uncertain', number: invoice.number }),
    ]);

    // the provider's acceptance receipt names the message: it left
    const [sent] = sdi.sent;
    await appendMessage(
      mailbox.imapUrl,
      await providerReceipt({
        kind: 'accettazione',
        refersTo: sent.messageId,
        sender: PEC_MAILBOX,
        recipient: sent.to[0],
        subject: sent.subject,
      }),
    );
    await inbox().runOnce();
    expect(await rowOf(invoice.file_name)).toMatchObject({ status: 'sent', last_error: null });
    expect((await invoiceNow(t.app, headers, invoice.id)).sdi_status).toBe('sent');

    // A wakes up to a refusal: too late to change anything, nothing is sent again
    sdi.release(Object.assign(new Error('451 4.3.0 Riprovare più tardi'), { responseCode: 451 }));
    await stuck;
    await b.runOnce();
    expect(sdi.sent).toHaveLength(1);
    expect((await rowOf(invoice.file_name)).status).toBe('sent');
    expect((await state()).problems).toEqual([]);
  });

  it('a refused send is retried later, and the settings say why in Italian; the password never shows', async () => {
    await settleAll();
    const sdi = await fakeSdi();
    const invoice = await issueInvoice(t.app, headers);
    const wrong = sdi.url.replace(/:[^:@]+@/, ':sbagliata@');
    const s = sender(wrong);
    await s.runOnce();
    const row = await rowOf(invoice.file_name);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/^Accesso alla casella PEC rifiutato \(utente o password\): 535/);
    const channel = await state();
    expect(channel.sending.error).toBe(row.last_error);
    expect(channel.problems).toEqual([
      expect.objectContaining({ invoice_id: invoice.id, status: 'queued', attempts: 1 }),
    ]);
    expect(JSON.stringify(channel)).not.toMatch(/sbagliata|smtp-test-password|imap-test-password/);

    // the right password, once the retry is due: sent, and the error is gone
    await t.app.db.execute(sql`update sdi_pec_sends set next_attempt_at = now()`);
    await sender(sdi.url).runOnce();
    expect(await rowOf(invoice.file_name)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect((await state()).sending.error).toBeNull();
    expect(sdi.sent).toHaveLength(1);
  });

  it('an invoice answered by a receipts import before its turn is not sent', async () => {
    await settleAll();
    const sdi = await fakeSdi();
    const invoice = await issueInvoice(t.app, headers);
    await sender(sdi.url).runOnce();
    expect(sdi.sent).toHaveLength(1);
    await t.app.db.execute(sql`update invoices set sdi_status = 'to_send' where id = ${invoice.id}`);
    await t.app.db.execute(
      sql`update sdi_pec_sends set status = 'queued' where file_name = ${invoice.file_name}`,
    );
    await t.app.db.execute(sql`update invoices set sdi_status = 'delivered' where id = ${invoice.id}`);
    await sender(sdi.url).runOnce();
    expect(sdi.sent).toHaveLength(1);
    expect((await rowOf(invoice.file_name)).status).toBe('skipped');
  });

  it('an uncertain send goes again only when the admin, having checked the mailbox, says so', async () => {
    await settleAll();
    const sdi = await fakeSdi();
    const invoice = await issueInvoice(t.app, headers);
    sdi.hold();
    const stuck = sender(sdi.url).runOnce();
    await until(async () => sdi.waiting);
    await t.app.db.execute(sql`update sdi_pec_sends set locked_until = now() - interval '1 second'`);
    await sender(sdi.url).runOnce();
    expect((await rowOf(invoice.file_name)).status).toBe('uncertain');
    const retry = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/invoices/${id}/pec-retry`, headers });
    expect((await retry(invoice.id)).statusCode).toBe(200);
    await sender(sdi.url).runOnce();
    expect(sdi.sent.map((m) => m.fileName)).toEqual([invoice.file_name, invoice.file_name]);
    expect(await rowOf(invoice.file_name)).toMatchObject({
      status: 'sent',
      message_id: sdi.sent[1].messageId,
    });
    expect(sdi.sent[1].messageId).not.toBe(sdi.sent[0].messageId);
    // the first instance's late answer is about another message: nothing changes
    sdi.release();
    await stuck;
    expect(await rowOf(invoice.file_name)).toMatchObject({
      status: 'sent',
      message_id: sdi.sent[1].messageId,
    });

    const again = await retry(invoice.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nessun invio PEC da ripetere per questa fattura');
    await t.app.db.execute(sql`update invoices set sdi_status = 'to_send' where id = ${invoice.id}`);
    const sent = await retry(invoice.id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Si ripete solo un invio PEC non riuscito o da verificare');
    await settleAll();
  });

  it('the provider’s non-acceptance puts the invoice back to send, for the admin to send again', async () => {
    await settleAll();
    const sdi = await fakeSdi();
    const invoice = await issueInvoice(t.app, headers);
    await sender(sdi.url).runOnce();
    expect((await invoiceNow(t.app, headers, invoice.id)).sdi_status).toBe('sent');
    const [sent] = sdi.sent;
    await appendMessage(
      mailbox.imapUrl,
      await providerReceipt({
        kind: 'non-accettazione',
        refersTo: sent.messageId,
        sender: PEC_MAILBOX,
        recipient: sent.to[0],
        subject: sent.subject,
        error: 'Messaggio troppo grande',
      }),
    );
    await inbox().runOnce();
    expect((await invoiceNow(t.app, headers, invoice.id)).sdi_status).toBe('to_send');
    expect(await rowOf(invoice.file_name)).toMatchObject({
      status: 'failed',
      last_error: 'Avviso di non accettazione: Messaggio troppo grande',
    });
    expect(await invoiceActions(t.app, invoice.id)).toEqual(['issue', 'sdi_pec_sent', 'sdi_pec_refused']);
    // not sent again by itself
    await sender(sdi.url).runOnce();
    expect(sdi.sent).toHaveLength(1);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pec-retry`,
      headers,
    });
    expect(retry.statusCode).toBe(200);
    await sender(sdi.url).runOnce();
    expect(sdi.sent).toHaveLength(2);
    expect((await invoiceNow(t.app, headers, invoice.id)).sdi_status).toBe('sent');
  });

  it('a wrong IMAP password is said in Italian on the settings page', async () => {
    await inbox(mailbox.imapUrl.replace(/:[^:@]+@/, ':sbagliata@')).runOnce();
    const { reading } = await state();
    expect(reading.error).toBe('Accesso alla casella PEC (IMAP) rifiutato: utente o password');
    expect(reading.error_at).not.toBeNull();
    await inbox().runOnce();
    expect((await state()).reading).toMatchObject({ error: null, error_at: null });
  });
});
