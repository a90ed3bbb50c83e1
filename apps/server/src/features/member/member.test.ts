import { BILLING_FIELD_NAMES } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  chapters,
  documentFiles,
  judicialDocuments,
  judicialTexts,
  sectionDocuments,
  sections,
} from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import {
  billing,
  bookableConference,
  bookingBody,
  confirmOrderTransfer,
  italy,
  member,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/**
 * The member area's API: each member reads only their own company (another company's ids are a
 * plain 404), the documents and their files only with an active membership, and nobody else —
 * no token, an admin, a user whose Member Area switch is off — reads any of it.
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' }, timeout: 120_000 });

type Member = Awaited<ReturnType<typeof member>>;
let a: Member;
let b: Member;
let lapsed: Member;
let switchedOff: Member;
let admin: Awaited<ReturnType<typeof signIn>>;
let orderA: number;
let invoiceA: number;
let invoiceB: number;
let fileName: string;
let privateFile: string;

const get = (url: string, who?: { headers: Record<string, string> }) =>
  t.app.inject({ url, headers: who?.headers ?? {} });

async function bookAndPay(m: Member, conferenceId: number, country: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    headers: m.headers,
    payload: bookingBody(conferenceId, country, { participants: [participant(1, { email: m.email })] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().order.order_id as number;
  await confirmOrderTransfer(t.app, orderId, admin.headers);
  const invoices = await get(`/api/invoices?order_id=${orderId}`, admin);
  return { orderId, invoiceId: invoices.json().invoices[0].id as number };
}

async function documentsFixture() {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const stored = await storeFile(t.app.db, pdf, 'regolamento.pdf', null);
  const english = await storeFile(t.app.db, pdf, 'rules.pdf', null);
  const secret = await storeFile(t.app.db, pdf, 'curriculum.pdf', null);
  const [category] = await t.app.db.insert(categories).values({ name: 'Arbitrato' }).returning();
  const [section] = await t.app.db
    .insert(sections)
    .values({ categoryId: category.id, title: 'Regolamenti' })
    .returning();
  const [chapter] = await t.app.db
    .insert(chapters)
    .values({ sectionId: section.id, position: 0, title: 'Capitolo 1', content: 'Introduzione' })
    .returning();
  const [doc] = await t.app.db
    .insert(sectionDocuments)
    .values({ chapterId: chapter.id, position: 0, title: 'Regolamento 2026' })
    .returning();
  await t.app.db.insert(documentFiles).values([
    { documentId: doc.id, languageCode: 'en', fileName: english.name },
    { documentId: doc.id, languageCode: 'it', fileName: stored.name },
  ]);
  await t.app.db.insert(judicialDocuments).values({ title: 'Sentenza', file: stored.name });
  await t.app.db.insert(judicialTexts).values({ title: 'Massima', content: 'Testo della massima' });
  return { name: stored.name, secret: secret.name };
}

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  admin = await signIn(t.app, 'admin');
  const country = await italy(t.app);
  const conference = await bookableConference(t.app);
  a = await member(t.app, 'active');
  b = await member(t.app, 'active');
  lapsed = await member(t.app, 'canceled');
  switchedOff = await member(t.app, 'active', { memberArea: false });
  const paidA = await bookAndPay(a, conference.id, country);
  orderA = paidA.orderId;
  invoiceA = paidA.invoiceId;
  invoiceB = (await bookAndPay(b, conference.id, country)).invoiceId;
  ({ name: fileName, secret: privateFile } = await documentsFixture());
});

describe('the member area', () => {
  it('opens to members only: nobody 401, an admin or a user with the switch off 403', async () => {
    for (const url of [
      '/api/member/me',
      '/api/member/orders',
      '/api/member/invoices',
      '/api/member/documents',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, admin)).statusCode, url).toBe(403);
      expect((await get(url, switchedOff)).statusCode, url).toBe(403);
      expect((await get(url, a)).statusCode, url).toBe(200);
    }
  });

  it('answers the member, their company and the membership in the admin’s words', async () => {
    const me = (await get('/api/member/me', a)).json().user;
    expect(me).toMatchObject({
      id: a.id,
      email: a.email,
      company: { id: a.companyId, name: 'Studio Associato Bianchi' },
      billing_information: { company_name: 'Studio Associato Bianchi', vat: '06363391001' },
      membership: { active: true, label: 'Attiva' },
    });
    const other = (await get('/api/member/me', lapsed)).json().user;
    expect(other.membership).toMatchObject({ active: false, label: 'Non Attiva' });
  });

  it('lists the company’s own orders and invoices, never another company’s', async () => {
    const orders = (await get('/api/member/orders', a)).json().orders;
    expect(orders.map((o: { order_id: number }) => o.order_id)).toEqual([orderA]);
    expect(orders[0]).toMatchObject({ status: 'paid', due_date: null });
    expect(orders[0].order_url).toMatch(/\/area\/ordini\/[\w-]{20,}$/);
    const invoices = (await get('/api/member/invoices', a)).json().invoices;
    expect(invoices.map((i: { id: number }) => i.id)).toEqual([invoiceA]);
    expect(invoices[0]).toMatchObject({ kind: 'invoice', pdf_url: `/api/member/invoices/${invoiceA}/pdf` });
  });

  it('lists the company’s own people, read-only: never another company’s', async () => {
    const users = (await get('/api/member/users', a)).json().users;
    expect(users).toEqual([{ id: a.id, name: 'Test', surname: 'client', email: a.email, founder: false }]);
    expect(JSON.stringify(users)).not.toContain(b.email);
  });

  it('serves its own invoice as PDF and XML; another company’s is a 404 like a missing one', async () => {
    const pdf = await get(`/api/member/invoices/${invoiceA}/pdf`, a);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await get(`/api/member/invoices/${invoiceA}/xml`, a);
    expect(xml.body).toContain('FatturaElettronica');
    for (const url of [
      `/api/member/invoices/${invoiceB}/pdf`,
      `/api/member/invoices/${invoiceB}/xml`,
      '/api/member/invoices/2147483647/pdf',
    ]) {
      const res = await get(url, a);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe((await get('/api/member/invoices/2147483647/pdf', a)).json().message);
    }
  });

  it('shows the documents and serves their files only with an active membership', async () => {
    const docs = (await get('/api/member/documents', a)).json();
    expect(docs.sections[0]).toMatchObject({
      category: 'Arbitrato',
      title: 'Regolamenti',
      chapters: [{ title: 'Capitolo 1', documents: [{ title: 'Regolamento 2026' }] }],
    });
    // Italian first, then the others
    const files = docs.sections[0].chapters[0].documents[0].files;
    expect(files.map((f: { language: string }) => f.language)).toEqual(['it', 'en']);
    expect(docs.judicial_texts).toEqual([expect.objectContaining({ title: 'Massima' })]);
    const file = await get(`/api/member/files/${fileName}`, a);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('regolamento.pdf');

    const refused = await get('/api/member/documents', lapsed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('in regola con la quota associativa');
    expect((await get(`/api/member/files/${fileName}`, lapsed)).statusCode).toBe(403);
    // a stored file no document names (a curriculum, a letter) never leaves through here
    expect((await get(`/api/member/files/${privateFile}`, a)).statusCode).toBe(404);
  });

  it('replaces the member’s own billing with the admin’s rules; a bad one is a 400 naming the field', async () => {
    const country = await italy(t.app);
    // a PUT takes every field: the ones this billing leaves empty go as null
    const empty = Object.fromEntries(BILLING_FIELD_NAMES.map((f) => [f, null]));
    const next = { ...empty, ...billing(country), company_name: 'Studio Bianchi & Soci' };
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/member/billing',
      headers: a.headers,
      payload: { billing_information: next },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.billing_information.company_name).toBe('Studio Bianchi & Soci');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/member/billing',
      headers: a.headers,
      payload: { billing_information: { ...next, invoice_type: 'qualsiasi' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('billing_information.invoice_type');
    expect((await get('/api/member/me', a)).json().user.billing_information.company_name).toBe(
      'Studio Bianchi & Soci',
    );
  });
});
