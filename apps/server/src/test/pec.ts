import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Dovecot, startDovecot } from './dovecot.ts';
import { PEC_MAILBOX } from './fake-sdi.ts';
import { ISSUER, waitingOrder } from './fixtures/invoices.ts';

/** Helpers of the SdI-over-PEC tests: a mailbox on a real Dovecot, invoices to send, the queue's rows. */

export async function pecMailbox(): Promise<{ dovecot: Dovecot; imapUrl: string }> {
  const dovecot = await startDovecot();
  return { dovecot, imapUrl: dovecot.url(PEC_MAILBOX) };
}

export async function setIssuer(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/invoice-settings',
    headers,
    payload: { settings: ISSUER },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

export interface IssuedInvoice {
  id: number;
  number: string;
  file_name: string;
  sdi_status: string;
}

/** An order paid by confirming its transfer, and the invoice that came of it. */
export async function issueInvoice(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<IssuedInvoice> {
  const o = await waitingOrder(app, { fees: [30000] });
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/manual-transfers/confirm/${o.transferId}`,
    headers,
  });
  if (confirmed.statusCode !== 200) {
    throw new Error(`confirming order ${o.orderId}'s transfer: ${confirmed.statusCode} ${confirmed.body}`);
  }
  const res = await app.inject({ method: 'GET', url: `/api/invoices?order_id=${o.orderId}`, headers });
  const [invoice] = res.json().invoices;
  if (!invoice) throw new Error(`no invoice for order ${o.orderId}`);
  return invoice;
}

export async function invoiceNow(app: FastifyInstance, headers: Record<string, string>, id: number) {
  return (await app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers })).json()
    .invoice as IssuedInvoice & {
    sdi_errors: { code: string; description: string }[];
  };
}

export type SendRow = {
  file_name: string;
  status: string;
  attempts: number;
  message_id: string | null;
  last_error: string | null;
  recipient: string | null;
};

export async function sendRows(app: FastifyInstance): Promise<SendRow[]> {
  const res = (await app.db.execute(
    sql`select file_name, status, attempts, message_id, last_error, recipient from sdi_pec_sends order by id`,
  )) as unknown as { rows: SendRow[] };
  return res.rows;
}

/** The invoice's audit actions, oldest first. */
export async function invoiceActions(app: FastifyInstance, id: number): Promise<string[]> {
  const res = (await app.db.execute(
    sql`select action from audit_log where entity = 'invoice' and entity_id = ${String(id)} order by id`,
  )) as unknown as { rows: { action: string }[] };
  return res.rows.map((r) => r.action);
}
