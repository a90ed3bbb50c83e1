import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dovecot } from '../../test/dovecot.ts';
import {
  appendMessage,
  type FakeSdi,
  folderMessageIds,
  PEC_MAILBOX,
  type SdiAnswer,
  startFakeSdi,
} from '../../test/fake-sdi.ts';
import { invoiceActions, invoiceNow, issueInvoice, pecMailbox, setIssuer } from '../../test/pec.ts';
import { sdiNotificationPec } from '../../test/pec-messages.ts';
import { until } from '../../test/smtp.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  fatturaElettronica,
  notificaEsito,
  notificationName,
  ricevutaConsegna,
} from './fixtures/sdi-receipts.ts';
import { PROCESSED_FOLDER } from './pec-inbox.ts';

// The product does everything by itself here: its own sender and inbox reader, polling fast.
vi.setConfig({ testTimeout: 90_000 });
process.env.MAIL_POLL_MS = '50';

/** SdI's answers, in the order the invoices reach it; RC when none is waiting. */
const answers: SdiAnswer[] = [];
let mailbox: { dovecot: Dovecot; imapUrl: string };
let sdi: FakeSdi;
const { t, headers } = useTestApp({
  env: async () => {
    mailbox = await pecMailbox();
    sdi = await startFakeSdi({ imapUrl: mailbox.imapUrl, answer: () => answers.shift() ?? { kind: 'RC' } });
    return {
      PEC_SMTP_URL: sdi.url,
      PEC_IMAP_URL: mailbox.imapUrl,
      PEC_FROM: PEC_MAILBOX,
      PEC_POLL_MS: '100',
    };
  },
  after: async () => {
    await sdi?.close();
    await mailbox?.dovecot.stop();
  },
  timeout: 120_000,
});
beforeAll(() => setIssuer(t.app, headers));

const statusOf = async (id: number) => (await invoiceNow(t.app, headers, id)).sdi_status;
const reaches = (id: number, status: string) =>
  until(async () => (await statusOf(id)) === status, 60_000).then(() => true);
const channel = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/invoice-settings/pec', headers })).json().channel;
const inbox = () => folderMessageIds(mailbox.imapUrl, 'INBOX');

describe('SdI over PEC, nothing done by hand', () => {
  it('sends an invoice, reads SdI’s delivery receipt, and learns the address SdI answers from', async () => {
    const invoice = await issueInvoice(t.app, headers);
    expect(await reaches(invoice.id, 'delivered')).toBe(true);

    const sent = sdi.sent.filter((m) => m.fileName === invoice.file_name);
    expect(sent.map((m) => m.to)).toEqual([['sdi01@pec.fatturapa.it']]);
    expect(await invoiceActions(t.app, invoice.id)).toEqual(['issue', 'sdi_pec_sent', 'sdi_receipt']);
    // the acceptance receipt and SdI's message went out of the inbox, into the product's folder
    await until(async () => (await folderMessageIds(mailbox.imapUrl, PROCESSED_FOLDER)).length === 2);
    expect(await inbox()).toEqual([]);

    const state = await channel();
    expect(state.sending).toMatchObject({
      enabled: true,
      server: `127.0.0.1:${sdi.port}`,
      user: PEC_MAILBOX,
      from: PEC_MAILBOX,
      sdi_address: 'sdi23@pec.fatturapa.it',
      sdi_address_learnt: true,
      error: null,
    });
    expect(state.sending.last_sent_at).not.toBeNull();
    expect(state.reading).toMatchObject({ enabled: true, user: PEC_MAILBOX, poll_ms: 100, error: null });
    expect(state.reading.last_read_at).not.toBeNull();
    expect(JSON.stringify(state)).not.toMatch(/password/);

    // the next invoice goes to the address learnt
    const next = await issueInvoice(t.app, headers);
    expect(await reaches(next.id, 'delivered')).toBe(true);
    expect(sdi.sent.find((m) => m.fileName === next.file_name)?.to).toEqual(['sdi23@pec.fatturapa.it']);
  });

  it('a rejection with its errors; fixed, the invoice goes again under its number; a failed delivery', async () => {
    const errors = [
      { code: '00305', description: '1.4.1.1.2 <IdCodice> non valido : 00000000000' },
      { code: '00404', description: 'Fattura duplicata' },
    ];
    answers.push({ kind: 'NS', errors });
    const rejected = await issueInvoice(t.app, headers);
    expect(await reaches(rejected.id, 'rejected')).toBe(true);
    expect((await invoiceNow(t.app, headers, rejected.id)).sdi_errors).toEqual(errors);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${rejected.id}/regenerate`,
      headers,
    });
    const fixed = again.json().invoice;
    expect(fixed).toMatchObject({ number: rejected.number, sdi_status: 'to_send' });
    expect(fixed.file_name).not.toBe(rejected.file_name);
    expect(await reaches(rejected.id, 'delivered')).toBe(true);
    expect(sdi.sent.filter((m) => m.fileName === fixed.file_name)).toHaveLength(1);
    expect(sdi.sent.filter((m) => m.fileName === rejected.file_name)).toHaveLength(1);

    answers.push({ kind: 'MC' });
    const undelivered = await issueInvoice(t.app, headers);
    expect(await reaches(undelivered.id, 'not_delivered')).toBe(true);
  });

  it('a message seen twice changes nothing; mail that is not SdI’s stays in the inbox', async () => {
    answers.push(null);
    const invoice = await issueInvoice(t.app, headers);
    expect(await reaches(invoice.id, 'sent')).toBe(true);
    const rc = await sdiNotificationPec({
      to: PEC_MAILBOX,
      fileName: notificationName('RC', invoice.file_name),
      xml: ricevutaConsegna({ invoice: invoice.file_name }),
    });
    await appendMessage(mailbox.imapUrl, rc.raw);
    expect(await reaches(invoice.id, 'delivered')).toBe(true);
    // then the customer refuses it
    const ne = await sdiNotificationPec({
      to: PEC_MAILBOX,
      fileName: notificationName('NE', invoice.file_name),
      xml: notificaEsito('EC02', { invoice: invoice.file_name }, 'Importo errato'),
    });
    await appendMessage(mailbox.imapUrl, ne.raw);
    expect(await reaches(invoice.id, 'rejected')).toBe(true);
    const actions = await invoiceActions(t.app, invoice.id);

    // the delivery receipt again (a copy, or a second instance reading it): the refusal stands
    await appendMessage(mailbox.imapUrl, rc.raw);
    // someone's PEC carrying an RC-like file, and plain mail that reached the PEC box
    const forged = await sdiNotificationPec({
      from: 'finto-sdi@pec.altrove.it',
      to: PEC_MAILBOX,
      fileName: notificationName('RC', invoice.file_name),
      xml: ricevutaConsegna({ invoice: invoice.file_name }),
    });
    await appendMessage(mailbox.imapUrl, forged.raw);
    // and an invoice SdI delivers to the association: SdI's, but for its accounts, not for us
    const received = await sdiNotificationPec({
      to: PEC_MAILBOX,
      fileName: 'IT01234567890_00009.xml',
      xml: fatturaElettronica,
    });
    await appendMessage(mailbox.imapUrl, received.raw);
    await until(async () => (await inbox()).length === 2 && (await channel()).reading.last_read_at, 30_000);
    const readAfter = Date.parse((await channel()).reading.last_read_at);
    await until(async () => Date.parse((await channel()).reading.last_read_at) > readAfter);

    expect(await statusOf(invoice.id)).toBe('rejected');
    expect(await invoiceActions(t.app, invoice.id)).toEqual(actions);
    expect(await inbox()).toEqual([forged.envelopeId, received.envelopeId]);
  });
});
