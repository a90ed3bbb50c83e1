import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, waitingOrder } from '../../test/fixtures/invoices.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/** The selected invoices downloaded as one ZIP, opened here and its entries read. */
const { t, headers } = useTestApp();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = headers) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });

type Invoice = { id: number; file_name: string };
async function invoiced(): Promise<Invoice & { orderId: number }> {
  const o = await waitingOrder(t.app);
  await call('POST', `/api/manual-transfers/confirm/${o.transferId}`);
  const [invoice] = (await call('GET', `/api/invoices?order_id=${o.orderId}`)).json().invoices;
  return { ...invoice, orderId: o.orderId };
}
const zip = async (payload: object) => {
  const res = await call('POST', '/api/invoices/bulk/zip', payload);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe('attachment; filename="fatture.zip"');
  return unzipSync(new Uint8Array(res.rawPayload));
};
const text = (data: Uint8Array) => new TextDecoder().decode(data);

let a: Invoice & { orderId: number };
let b: Invoice & { orderId: number };
beforeAll(async () => {
  await call('PUT', '/api/invoice-settings', { settings: ISSUER });
  a = await invoiced();
  b = await invoiced();
});

describe('POST /api/invoices/bulk/zip', () => {
  it("holds each invoice's XML as issued and its PDF, and names the ids that are no invoice", async () => {
    const entries = await zip({ ids: [a.id, 2_000_000, b.id] });
    const pdfOf = (i: Invoice) => i.file_name.replace('.xml', '.pdf');
    expect(Object.keys(entries).sort()).toEqual(
      [a.file_name, pdfOf(a), b.file_name, pdfOf(b), 'non-trovate.txt'].sort(),
    );
    const issued = await call('GET', `/api/invoices/${a.id}/xml`);
    expect(text(entries[a.file_name])).toBe(issued.body);
    expect(text(entries[pdfOf(b)].subarray(0, 5))).toBe('%PDF-');
    expect(text(entries['non-trovate.txt'])).toBe('2000000: Fattura non trovata\r\n');
  });

  it('holds only the files asked for', async () => {
    expect(Object.keys(await zip({ ids: [a.id], files: 'xml' }))).toEqual([a.file_name]);
    expect(Object.keys(await zip({ ids: [a.id], files: 'pdf' }))).toEqual([
      a.file_name.replace('.xml', '.pdf'),
    ]);
  });

  it("takes the list's filter instead of ids", async () => {
    const entries = await zip({ filter: { order_id: String(b.orderId) }, files: 'xml' });
    expect(Object.keys(entries)).toEqual([b.file_name]);
  });

  it('refuses a body without rows or with unknown files, and non-admins', async () => {
    expect((await call('POST', '/api/invoices/bulk/zip', { files: 'xml' })).statusCode).toBe(400);
    expect((await call('POST', '/api/invoices/bulk/zip', { ids: [a.id], files: 'doc' })).statusCode).toBe(
      400,
    );
    const member = await signIn(t.app, 'client');
    const res = await call('POST', '/api/invoices/bulk/zip', { ids: [a.id] }, member.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('the selection exported', () => {
  it('GET /api/invoices/xlsx?ids= answers a workbook of the selected invoices', async () => {
    const res = await call('GET', `/api/invoices/xlsx?ids=${a.id},${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-rows']).toBe('2');
  });
});
