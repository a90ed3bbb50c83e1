import { romeWireDate, TOTP_PERIOD_S } from '@app/shared';
import { type StripeStandin, startStripeStandin } from '@app/stripe-standin';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  conferences,
  countries,
  invoices,
  mailOutbox,
  manualTransfers,
  orderFlags,
  orders,
  participants,
  sdiPecSends,
  subscriptions,
  tickets,
  users,
  waitingListEntries,
} from '../db/schema/index.ts';
import { REQUIRE_ADMIN_2FA } from '../lib/mfa.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createSession } from '../lib/sessions.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../seed/context.ts';
import { demoPdf, demoPng } from '../seed/demo-files.ts';
import { DEMO_FULL_CONFERENCE } from '../seed/parts/waiting-list.ts';
import { seedDemo } from '../seed/run.ts';
import { applicationFields, applicationFiles } from '../test/fixtures/application.ts';
import { multipartFile, multipartForm } from '../test/multipart.ts';
import { useTestApp } from '../test/test-app.ts';
import { auditHarness, type Json, omit } from './audit-harness.ts';

/**
 * SECURITY.md's promise: every change writes exactly one audit row. One successful
 * call of every write route on the demo data, each with the audit rows it must add — "entity
 * action id", one per record changed — and no other; refused writes and reads add none; and the
 * calls must cover every non-GET route the app registers, but for the exemptions below.
 */

/** Non-GET routes that change nothing an admin's audit trail would record, and why. */
const EXEMPT: Record<string, string> = {
  // sign-in and sign-out create or end the caller's own session; pino logs them (app.ts)
  'POST /api/auth/login': 'a sign-in, logged as auth.login / auth.login_failed',
  'POST /api/auth/login/mfa': 'the second step of a sign-in, logged the same way',
  'POST /api/auth/logout': "ends the caller's own session, the one whose token it sends",
  // reads that take a body (checked below to add no row)
  'POST /api/auth/check-token': 'answers whose token it is',
  'POST /api/password-reset/check': 'answers whether a reset link is still valid',
  'POST /api/csv/download-booking': 'streams a CSV of the bookings',
  'POST /api/csv/download-payments': 'streams a CSV of the payments',
  'POST /api/invoices/export': 'streams a ZIP of the invoice files of a period',
  'POST /api/invoices/bulk/zip': 'streams a ZIP of the selected invoices',
  // not an admin but Stripe (signature-verified): every event id is kept in stripe_events, so a
  // replay does nothing, and each event is logged as stripe.webhook
  'POST /api/webhooks/stripe': 'Stripe events, recorded in stripe_events',
};

// card payments talk to a local Stripe stand-in
const stripe = {} as { standin: StripeStandin };
// seedDemo empties the tables: the admin signs in after it
const { t, user: admin } = useTestApp({
  env: async () => {
    stripe.standin = await startStripeStandin({ apiKey: 'sk_test_audit' });
    return { STRIPE_SECRET_KEY: 'sk_test_audit', STRIPE_API_URL: stripe.standin.url };
  },
  seed: (t) => seedDemo(t.app.db),
  timeout: 120_000,
  after: () => stripe.standin?.close(),
});
const { covered, get, firstOf, auditState, call, refused } = auditHarness(
  () => t.app,
  () => admin.headers,
);

beforeAll(async () => {
  // the outbox then changes only through requests, not through deliveries in the background
  await t.app.mail.worker.stop();
});

describe('every write adds exactly its audit rows', () => {
  it('the member area: own billing, a renewal by transfer', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
    });
    const asMember = { authorization: `Bearer ${login.json().data.auth_token}` };
    const me = (await t.app.inject({ url: '/api/member/me', headers: asMember })).json().user;
    const billing = { billing_information: { ...me.billing_information, city: 'Milano' } };
    await call('PUT /api/member/billing', [], billing, [`user update ${me.id}`], 200, asMember);
    await call('PUT /api/member/language', [], { language: 'en' }, [`user update ${me.id}`], 200, asMember);
    const renewal = { payment_method: 'bank_transfer' };
    const transferOf = async (reference: string) =>
      (await t.app.db.select().from(manualTransfers).where(eq(manualTransfers.reference, reference)))[0].id;
    const first = await call(
      'POST /api/member/membership',
      [],
      renewal,
      async (a) => [`manual_transfer create ${await transferOf(a.payment.reference)}`],
      200,
      asMember,
    );
    // asked again: the same transfer, nothing written
    const again = await call('POST /api/member/membership', [], renewal, [], 200, asMember);
    expect(again.payment.reference).toBe(first.payment.reference);
    // withdrawn: the pending transfer goes to the trash, one row; withdrawn again: nothing, 409
    const pendingId = await transferOf(first.payment.reference);
    await call(
      'DELETE /api/member/membership',
      [],
      undefined,
      [`manual_transfer delete ${pendingId}`],
      200,
      asMember,
    );
    await call('DELETE /api/member/membership', [], undefined, [], 409, asMember);
  });

  it('the conference day: a check-in, its undo, marking present, a streaming list', async () => {
    const { conferences } = await get('/api/conferences?q=deontologia');
    const conference = conferences[0];
    type Row = {
      ticket_id: number;
      order_id: number;
      email: string;
      attendance: string;
      checked_in_at: string | null;
    };
    const { attendees } = (await get(`/api/conferences/${conference.id}/attendance`)) as { attendees: Row[] };
    const missing = attendees.filter((a) => !a.checked_in_at);
    const person = missing.find((a) => a.attendance === 'in_person')!;
    const remote = missing.find((a) => a.attendance === 'streaming')!;
    const [ticket] = await t.app.db.select().from(tickets).where(eq(tickets.id, person.ticket_id));
    const scan = { code: ticket.code, conference_id: conference.id };
    await call('POST /api/checkin', [], scan, [`order checkin ${person.order_id}`]);
    await call('DELETE /api/tickets/:id/checkin', [person.ticket_id], undefined, [
      `order checkin_undo ${person.order_id}`,
    ]);
    await call('POST /api/tickets/:id/checkin', [person.ticket_id], undefined, [
      `order checkin ${person.order_id}`,
    ]);
    const list = { csv: `email\n${remote.email}\n` };
    await call('POST /api/conferences/:id/attendance/import', [conference.id], list, [
      `order checkin ${remote.order_id}`,
    ]);
  });

  it('documents: sections, judicial documents and texts, uploads, the trash', async () => {
    const s = await firstOf('/api/sections', 'sections', 'section');
    const copy = { section: omit(s, 'id', 'category_name', 'version') };
    const { section: made } = await call('POST /api/sections', [], copy, (a) => [
      `section create ${a.section.id}`,
    ]);
    await call('PUT /api/sections/:id', [s.id], { section: { ...s, title: 'Rev.' } }, [
      `section update ${s.id}`,
    ]);
    await call('DELETE /api/sections/:id', [made.id], undefined, [`section delete ${made.id}`]);
    await call('POST /api/trash/:entity/:id/restore', ['section', made.id], undefined, [
      `section restore ${made.id}`,
    ]);

    for (const kind of ['judicial_document', 'judicial_text']) {
      const [record] = (await get(`/api/${kind}s?pageSize=1`))[`${kind}s`];
      const body = { [kind]: omit(record, 'id', 'version') };
      const { [kind]: created } = await call(`POST /api/${kind}s`, [], body, (a) => [
        `${kind} create ${a[kind].id}`,
      ]);
      const edited = { [kind]: { ...record, title: 'Rev.' } };
      await call(`PUT /api/${kind}s/:id`, [record.id], edited, [`${kind} update ${record.id}`]);
      await call(`DELETE /api/${kind}s/:id`, [created.id], undefined, [`${kind} delete ${created.id}`]);
    }

    // the section editor's categories and languages (Categorie e lingue)
    const { category } = await call('POST /api/categories', [], { category: { name: 'Audit' } }, (a) => [
      `category create ${a.category.id}`,
    ]);
    const renamed = { category: { ...category, name: 'Audit 2' } };
    await call('PUT /api/categories/:id', [category.id], renamed, [`category update ${category.id}`]);
    await call('DELETE /api/categories/:id', [category.id], undefined, [`category delete ${category.id}`]);
    const { language } = await call('POST /api/languages', [], { language: { code: 'pt', name: 'Pt' } }, [
      'language create pt',
    ]);
    await call('PUT /api/languages/:code', ['pt'], { language: { ...language, name: 'Portoghese' } }, [
      'language update pt',
    ]);
    await call('DELETE /api/languages/:code', ['pt'], undefined, ['language delete pt']);

    const file = multipartFile(demoPdf('Audit'), 'audit.pdf');
    await call('POST /api/upload', [], file.payload, (a) => [`file upload ${a.file}`], 200, file.headers);

    // the association's logo, a setting: set, set again (no change, no row), removed
    const png = multipartFile(demoPng('blue'), 'logo.png');
    const logo = await call(
      'POST /api/upload',
      [],
      png.payload,
      (a) => [`file upload ${a.file}`],
      200,
      png.headers,
    );
    const setting = 'setting update association_logo';
    await call('PUT /api/association/logo', [], { file: logo.file }, [setting]);
    await call('PUT /api/association/logo', [], { file: logo.file }, []);
    await call('PUT /api/association/logo', [], { file: null }, [setting]);
    const contact = 'setting update association_contact_email';
    await call('PUT /api/association/contact', [], { email: 'segreteria@forumarbitri.it' }, [contact]);
    await call('PUT /api/association/contact', [], { email: 'segreteria@forumarbitri.it' }, []);
    await call('PUT /api/association/contact', [], { email: null }, [contact]);
  });

  it('conferences, the global prices, order recaps', async () => {
    const c = await firstOf('/api/conferences', 'conferences', 'conference');
    const { data: prices } = await get('/api/prices');
    const fresh = { conference: { ...omit(c, 'id', 'version'), optionals: [], workshops: [] } };
    const { conference: made } = await call('POST /api/conferences', [], fresh, (a) => [
      `conference create ${a.conference.id}`,
    ]);
    // one save, two records: the conference and the global prices sent along with it
    const raised = {
      ...prices,
      PRICE_CONFERENCE_GUESTS: { price: prices.PRICE_CONFERENCE_GUESTS.price + 100 },
    };
    const both = { conference: { ...c, city: 'Torino' }, prices: raised };
    await call('PUT /api/conferences/:id', [c.id], both, [
      `conference update ${c.id}`,
      'prices update conference',
    ]);
    // prices sent back as they are change nothing: no row
    await call('PUT /api/prices', [], { data: raised }, []);
    await call('PUT /api/prices', [], { data: prices }, ['prices update conference']);
    await call('DELETE /api/conferences/:id', [made.id], undefined, [`conference delete ${made.id}`]);

    const [order] = await t.app.db
      .select({ id: participants.orderId })
      .from(participants)
      .innerJoin(orders, eq(orders.id, participants.orderId))
      .where(and(isNull(orders.deletedAt), ne(participants.email, '')))
      .limit(1);
    const recap = 'POST /api/conferences/send-recap-by-order-id/:orderId';
    await call(recap, [order.id], undefined, [`order send_recap ${order.id}`]);
  });

  it('users, password links and resets, mails, experts', async () => {
    const body = {
      user: { name: 'Audit', surname: 'Rossi', email: 'audit@example.it', profile_name: 'client' },
    };
    const { user: made } = await call('POST /api/users', [], body, (a) => [`user create ${a.user.id}`]);
    const { user: u } = await get(`/api/users/${made.id}`);
    await call('PUT /api/users/:id', [u.id], { user: { ...u, phone: '021234567' } }, [`user update ${u.id}`]);

    // a member of a company with a running membership: one save that also moves the end date of
    // the company's subscription changes two records, two rows
    const members = await t.app.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(subscriptions, eq(subscriptions.companyId, users.companyId))
      .where(and(isNull(users.deletedAt), eq(subscriptions.status, 'active')))
      .limit(10);
    const details = await Promise.all(members.map(async (m) => (await get(`/api/users/${m.id}`)).user));
    const m = details.find((d) => d.membership_id !== null && d.status !== 'trialing');
    expect(m, 'a demo user with an active company membership').toBeDefined();
    await call('PUT /api/users/:id', [m.id], { user: { ...m, subscription_date_end: '2031-12-31' } }, [
      `user update ${m.id}`,
      `subscription update ${m.membership_id}`,
    ]);

    const linkRoute = 'POST /api/users/generate-password-link/:id';
    const link = await call(linkRoute, [u.id], undefined, [`user password_link ${u.id}`]);
    const token = new URL(link.password_link).searchParams.get('token');
    const reset = { token, password: 'Nuova-Password-1', password_confirmation: 'Nuova-Password-1' };
    const anonymous = { authorization: undefined };
    await call('POST /api/password-reset', [], reset, [`user password_reset ${u.id}`], 200, anonymous);
    // the link's mail, as if the SMTP server had refused it
    const [mail] = await t.app.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(and(eq(mailOutbox.entity, 'user'), eq(mailOutbox.entityId, String(u.id))))
      .returning({ id: mailOutbox.id });
    await call('POST /api/mails/:id/retry', [mail.id], undefined, [`mail retry ${mail.id}`]);
    // "Password dimenticata?": a link for an active user, nothing for an unknown address
    const ask = 'POST /api/password-reset/request';
    await call(ask, [], { email: admin.email }, [`user password_link ${admin.id}`], 200, anonymous);
    await call(ask, [], { email: 'nessuno@example.it' }, [], 200, anonymous);
    await call('DELETE /api/users/:id', [u.id], undefined, [`user delete ${u.id}`]);
    await call('POST /api/trash/:entity/:id/restore', ['user', u.id], undefined, [`user restore ${u.id}`]);

    const e = await firstOf('/api/experts', 'experts', 'expert');
    const copy = {
      ...omit(e, 'id', 'user_email', 'user_name', 'user_surname', 'version'),
      user_id: admin.id,
    };
    const { expert } = await call('POST /api/experts', [], { expert: { ...copy, email: null } }, (a) => [
      `expert create ${a.expert.id}`,
    ]);
    await call('PUT /api/experts/:id', [e.id], { expert: { ...e, job_title: 'Arbitro' } }, [
      `expert update ${e.id}`,
    ]);
    await call('DELETE /api/experts/:id', [expert.id], undefined, [`expert delete ${expert.id}`]);
  });

  it('companies, manual transfers, bank statements, arbitrators', async () => {
    const [ms] = (await get('/api/memberships?pageSize=1')).memberships;
    const { company } = (await get(`/api/memberships/${ms.subscription_id}`)).membership;
    const edited = { company: { ...company, city: 'Bergamo' } };
    await call('PUT /api/company/:id', [company.id], edited, [`company update ${company.id}`]);

    const pending = await t.app.db
      .select({ transfer: manualTransfers })
      .from(manualTransfers)
      .leftJoin(orders, eq(orders.id, manualTransfers.orderId))
      .where(
        and(eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt), isNull(orders.paidAt)),
      )
      .orderBy(manualTransfers.id);
    const [c1, c2] = pending.map((p) => p.transfer).filter((p) => p.type === 'CONFERENCE');
    const [m1, m2] = pending.map((p) => p.transfer).filter((p) => p.type === 'MEMBERSHIP');
    expect([c1, c2, m1, m2].every(Boolean), 'two pending transfers of each type in the demo').toBe(true);
    // invoicing off (the settings incomplete), a confirmed transfer pays what it was for: two
    // records, two rows; confirming again changes nothing
    const { settings } = await get('/api/invoice-settings');
    await call('PUT /api/invoice-settings', [], { settings: { ...settings, name: '' } }, [
      'invoice_settings update 1',
    ]);
    const confirm = 'POST /api/manual-transfers/confirm/:id';
    // the paid order's mails (contact, participants) are queued with it: one more row
    await call(confirm, [c1.id], undefined, [
      `manual_transfer confirm ${c1.id}`,
      `order pay ${c1.orderId}`,
      `order notify_paid ${c1.orderId}`,
    ]);
    await call(confirm, [c1.id], undefined, []);

    // an unpaid order's due date moved: the order and its pending transfer, two rows; again, none
    const extend = { due_date: '2099-12-31' };
    await call('POST /api/orders/:orderId/due-date', [c2.orderId], extend, [
      `order extend_due_date ${c2.orderId}`,
      `manual_transfer extend_due_date ${c2.id}`,
    ]);
    await call('POST /api/orders/:orderId/due-date', [c2.orderId], extend, []);

    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const csv = [
      'Data;Importo;Ordinante;Causale',
      `20/11/2026;${euros(c2.amount)};Pagante Uno;${c2.reason}`,
      `21/11/2026;${euros(m1.amount)};Pagante Due;${m1.reason}`,
      '22/11/2026;1,00;Ignoto;donazione',
      '23/11/2026;2,00;Ignoto;prova',
    ].join('\n');
    const mapping = {
      bank: 'Audit',
      date: 'Data',
      amount: 'Importo',
      payer: 'Ordinante',
      reference: 'Causale',
    };
    const statement = { file_name: 'audit.csv', content: csv, csv: mapping };
    await call('POST /api/bank-statements/import', [], statement, (a) => [
      `bank_statement import ${a.statement_id}`,
    ]);
    const { lines } = await get('/api/bank-statements/lines?pageSize=100');
    const lineOf = (transferId: number) => lines.find((l: Json) => l.transfer?.id === transferId).id;
    const [spare, other] = lines.filter((l: Json) => l.status === 'unmatched').map((l: Json) => l.id);
    // a confirmed line confirms its transfer, which pays its order: three records, three rows
    await call('POST /api/bank-statements/lines/:id/confirm', [lineOf(c2.id)], undefined, [
      `bank_statement_line confirm ${lineOf(c2.id)}`,
      `manual_transfer confirm ${c2.id}`,
      `order pay ${c2.orderId}`,
      `order notify_paid ${c2.orderId}`,
    ]);
    // the sure matches, each in its own transaction: here one line, of a membership transfer
    await call('POST /api/bank-statements/confirm-matches', [], undefined, [
      `bank_statement_line confirm ${lineOf(m1.id)}`,
      `manual_transfer confirm ${m1.id}`,
      `subscription activate ${m1.subscriptionId}`,
    ]);
    const assign = { transfer_id: m2.id };
    await call('POST /api/bank-statements/lines/:id/assign', [spare], assign, [
      `bank_statement_line assign ${spare}`,
    ]);
    const note = { note: 'non nostro' };
    await call('POST /api/bank-statements/lines/:id/discard', [other], note, [
      `bank_statement_line discard ${other}`,
    ]);
    await call('DELETE /api/manual-transfers/:id', [m2.id], undefined, [`manual_transfer delete ${m2.id}`]);

    // invoicing on again: the order paid meanwhile is invoiced by hand, credited, told about by SdI
    await call('PUT /api/invoice-settings', [], { settings }, ['invoice_settings update 1']);
    const issued = await call('POST /api/orders/:id/invoice', [c1.orderId], undefined, (a) => [
      `invoice issue ${a.invoice.id}`,
    ]);
    const invoiceId = issued.invoice.id;
    await call('POST /api/orders/:id/invoice', [c1.orderId], undefined, []);
    await call('POST /api/invoices/:id/credit-note', [invoiceId], { amount: 100 }, (a) => [
      `invoice credit_note ${a.invoice.id}`,
    ]);
    const scarto = `<?xml version="1.0" encoding="UTF-8"?>
<types:NotificaScarto xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>111</IdentificativoSdI><NomeFile>${issued.invoice.file_name}</NomeFile>
  <DataOraRicezione>2026-11-20T10:00:00.000+01:00</DataOraRicezione>
  <ListaErrori><Errore><Codice>00305</Codice><Descrizione>1.4.1.1.2 IdCodice non valido</Descrizione></Errore></ListaErrori>
  <MessageId>123</MessageId>
</types:NotificaScarto>`;
    const form = multipartFile(Buffer.from(scarto), 'IT_NS_001.xml');
    await call(
      'POST /api/invoices/sdi-receipts',
      [],
      form.payload,
      [`invoice sdi_receipt ${invoiceId}`],
      200,
      form.headers,
    );
    await call('POST /api/invoices/:id/regenerate', [invoiceId], undefined, [
      `invoice regenerate ${invoiceId}`,
    ]);
    // its PEC send failed: queued again by hand
    const { invoice: rewritten } = await get(`/api/invoices/${invoiceId}`);
    await t.app.db
      .insert(sdiPecSends)
      .values({ invoiceId, fileName: rewritten.file_name, status: 'failed', attempts: 8 });
    await call('POST /api/invoices/:id/pec-retry', [invoiceId], undefined, [`invoice retry ${invoiceId}`]);

    const [a1, a2] = (await get('/api/arbitrators?all=true&approved=0&pageSize=2')).arbitrators;
    const { arbitrator } = await get(`/api/arbitrators/${a1.id}`);
    const save = { arbitrator: { ...arbitrator, phone: '021234567' } };
    await call('POST /api/arbitrators/:id', [a1.id], save, [`arbitrator update ${a1.id}`]);
    await call('POST /api/arbitrators/:id/confirm', [a1.id], undefined, [`arbitrator confirm ${a1.id}`]);
    // the approval undone at once, then given again; undoing a non-approved one changes nothing
    await call('POST /api/arbitrators/:id/unconfirm', [a1.id], undefined, [`arbitrator unconfirm ${a1.id}`]);
    await call('POST /api/arbitrators/:id/unconfirm', [a1.id], undefined, []);
    await call('POST /api/arbitrators/:id/confirm', [a1.id], undefined, [`arbitrator confirm ${a1.id}`]);
    // approving an approved arbitrator changes nothing
    await call('POST /api/arbitrators/:id/confirm', [a1.id], undefined, []);
    await call('DELETE /api/arbitrators/:id', [a2.id], undefined, [`arbitrator delete ${a2.id}`]);

    // a public application: its user, its files and the arbitrator; then its review
    const apply = async (email: string) => {
      const form = multipartForm(
        [['application', JSON.stringify(await applicationFields(t.app, { email }))]],
        applicationFiles(),
      );
      return call(
        'POST /api/public/arbitrator-applications',
        [],
        form.payload,
        async (a) => {
          const { arbitrator: made } = await get(`/api/arbitrators/${a.application.id}`);
          const files = [made.curriculum, made.first_reccomandation, made.second_reccomandation, made.image];
          return [
            `arbitrator apply ${made.id}`,
            `user create ${made.user_id}`,
            ...files.map((name) => `file upload ${name}`),
          ];
        },
        201,
        form.headers,
      );
    };
    const { application: rejected } = await apply('audit-respinta@studio.example');
    await call('POST /api/arbitrators/:id/reject', [rejected.id], { reason: 'Audit' }, [
      `arbitrator reject ${rejected.id}`,
    ]);
    await call('POST /api/arbitrators/:id/reject', [rejected.id], { reason: 'Audit' }, [], 409);
    const { application: approved } = await apply('audit-approvata@studio.example');
    const { arbitrator: welcomed } = await call(
      'POST /api/arbitrators/:id/confirm',
      [approved.id],
      undefined,
      (a) => [`arbitrator confirm ${approved.id}`, `user update ${a.arbitrator.user_id}`],
    );
    await call('POST /api/arbitrators/:id/unconfirm', [approved.id], undefined, [
      `arbitrator unconfirm ${approved.id}`,
      `user update ${welcomed.user_id}`,
    ]);

    // an approved arbitrator keeps their own record: each save one row, a new file two
    const { application: kept } = await apply('audit-arbitro@studio.example');
    const { arbitrator: own } = await call('POST /api/arbitrators/:id/confirm', [kept.id], undefined, (a) => [
      `arbitrator confirm ${kept.id}`,
      `user update ${a.arbitrator.user_id}`,
    ]);
    const asArbitrator = { authorization: `Bearer ${await createSession(t.app.db, own.user_id, {})}` };
    const { arbitrator: mine } = (
      await t.app.inject({ url: '/api/arbitrator/profile', headers: asArbitrator })
    ).json();
    const { id: _id, email: _e, name: _n, surname: _s, files: _f, updated_at: _u, ...fields } = mine;
    const ownEdit = { arbitrator: { ...fields, languages: 'Italiano, Spagnolo' } };
    await call(
      'PUT /api/arbitrator/profile',
      [],
      ownEdit,
      [`arbitrator update ${kept.id}`],
      200,
      asArbitrator,
    );
    await refused('PUT /api/arbitrator/profile', [], ownEdit, 412, asArbitrator);
    await call(
      'PUT /api/arbitrator/language',
      [],
      { language: 'en' },
      [`user update ${own.user_id}`],
      200,
      asArbitrator,
    );
    const letter = multipartFile(demoPdf('Nuova referenza'), 'referenza.pdf');
    await call(
      'PUT /api/arbitrator/files/:field',
      ['first_reccomandation'],
      letter.payload,
      async () => {
        const { arbitrator: now } = await get(`/api/arbitrators/${kept.id}`);
        return [`file upload ${now.first_reccomandation}`, `arbitrator update ${kept.id}`];
      },
      200,
      { ...letter.headers, ...asArbitrator },
    );
  });

  it("the signed-in user's account: sessions, two-factor sign-in, the admins' 2FA policy", async () => {
    const me = admin.id;
    await createSession(t.app.db, me, {});
    await createSession(t.app.db, me, {});
    const [other] = (await get('/api/account/sessions')).sessions.filter((s: Json) => !s.current);
    await call('DELETE /api/account/sessions/:id', [other.id], undefined, [`session revoke ${other.id}`]);
    await call('DELETE /api/account/sessions', [], undefined, [`user revoke_sessions ${me}`]);

    await call('POST /api/account/totp', [], undefined, [`user totp_enrolment_started ${me}`]);
    // an enrolment given up before its confirmation
    const cancel = { code: '000000' };
    await call('POST /api/account/totp/disable', [], cancel, [`user totp_enrolment_cancelled ${me}`]);
    const { enrolment } = await call('POST /api/account/totp', [], undefined, [
      `user totp_enrolment_started ${me}`,
    ]);
    const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret), digits: 6, period: TOTP_PERIOD_S });
    const { recovery_codes: recovery } = await call(
      'POST /api/account/totp/confirm',
      [],
      { code: totp.generate() },
      [`user totp_enabled ${me}`],
    );
    // enrolled, the admin may turn the policy on; saving it unchanged adds no row
    const policy = 'PUT /api/account/security-settings';
    await call(policy, [], { require_admin_2fa: true }, [`setting update ${REQUIRE_ADMIN_2FA}`]);
    await call(policy, [], { require_admin_2fa: true }, []);
    await call(policy, [], { require_admin_2fa: false }, [`setting update ${REQUIRE_ADMIN_2FA}`]);
    await call('POST /api/account/totp/disable', [], { code: recovery[0] }, [`user totp_disabled ${me}`]);

    // any signed-in user's own password, changed knowing the current one
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('una frase attuale lunga') })
      .where(eq(users.id, me));
    const change = { current_password: 'una frase attuale lunga', new_password: 'una frase nuova lunga' };
    await call('POST /api/account/password', [], change, [`user password_change ${me}`]);
  });
});

describe('the public booking', () => {
  it('coupons: create, edit, trash', async () => {
    const { coupon } = await call(
      'POST /api/coupons',
      [],
      { coupon: { code: 'AUDIT10', percent: 10 } },
      (a) => [`coupon create ${a.coupon.id}`],
    );
    await call('PUT /api/coupons/:id', [coupon.id], { coupon: { ...coupon, percent: 20 } }, [
      `coupon update ${coupon.id}`,
    ]);
    await call('DELETE /api/coupons/:id', [coupon.id], undefined, [`coupon delete ${coupon.id}`]);
  });

  it('a booking adds its order and its pending transfer; a quote adds nothing', async () => {
    const [conference] = (await get('/api/public/conferences')).conferences;
    // a Paris firm: its territory (UE) follows France
    const [france] = await t.app.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, 'FR'));
    const country = france.id;
    const body = {
      conference_id: conference.id,
      company: { name: 'Studio Legale Verdi' },
      billing_information: {
        territory: 'UE',
        invoice_type: 'law firm',
        company_name: 'Cabinet Dupont',
        vies: 0,
        fiscal_code: 'DUPONT123',
        country,
        address: 'Rue de Rivoli 1',
        postal_code: '75001',
        city: 'Paris',
      },
      participants: [
        { name: 'Giulia', surname: 'Verdi', email: 'giulia.verdi@example.it', attendance: 'in_person' },
      ],
      payment_method: 'bank_transfer',
    };
    await call('POST /api/public/orders/quote', [], body, []);
    await call(
      'POST /api/public/orders',
      [],
      { ...body, privacy_accepted: true },
      async (a) => {
        const [transfer] = await t.app.db
          .select({ id: manualTransfers.id })
          .from(manualTransfers)
          .where(eq(manualTransfers.orderId, a.order.order_id));
        return [`order create ${a.order.order_id}`, `manual_transfer create ${transfer.id}`];
      },
      201,
    );
  });
});

describe('the order page, with its link and no admin', () => {
  it('pay by card, then back to a bank transfer', async () => {
    const [pending] = await t.app.db
      .select({ transfer: manualTransfers })
      .from(manualTransfers)
      .innerJoin(orders, eq(orders.id, manualTransfers.orderId))
      .where(
        and(eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt), isNull(orders.paidAt)),
      )
      .orderBy(desc(manualTransfers.id))
      .limit(1);
    const { id: transferId, orderId } = pending.transfer;
    const token = `audit-order-link-${orderId}`;
    await t.app.db
      .update(orders)
      .set({ publicToken: token, status: 'awaiting_payment' })
      .where(eq(orders.id, orderId!));
    await call('POST /api/public/orders/:token/card', [token], undefined, [`order card_checkout ${orderId}`]);
    // the session closed at Stripe records no audit row; the transfer gets its RF reference
    const rows = [`order payment_method ${orderId}`];
    if (!pending.transfer.reference) rows.push(`manual_transfer update ${transferId}`);
    await call('POST /api/public/orders/:token/bank-transfer', [token], undefined, rows);
    await call('POST /api/public/orders/:token/bank-transfer', [token], undefined, []);
  });
});

describe('the order actions of the back-office', () => {
  it('a desk payment, its reversal, a cancel, a flag settled', async () => {
    const [pending] = await t.app.db
      .select({ transfer: manualTransfers, price: orders.price })
      .from(manualTransfers)
      .innerJoin(orders, eq(orders.id, manualTransfers.orderId))
      .where(
        and(eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt), isNull(orders.paidAt)),
      )
      .orderBy(asc(manualTransfers.id))
      .limit(1);
    const { id: transferId, orderId } = pending.transfer;
    await t.app.db.update(orders).set({ status: 'awaiting_payment' }).where(eq(orders.id, orderId!));
    const liveInvoice = async () =>
      (
        await t.app.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.orderId, orderId!), eq(invoices.type, 'TD01'), isNull(invoices.creditedAt)))
      )[0];
    const desk = { method: 'cash', paid_on: romeWireDate(), amount: pending.price };
    await call('POST /api/orders/:orderId/payments', [orderId], desk, async () => {
      const invoice = await liveInvoice();
      return [
        `order record_payment ${orderId}`,
        `order pay ${orderId}`,
        invoice ? `invoice issue ${invoice.id}` : `order invoice_blocked ${orderId}`,
        // the contact and each participant are told it is paid
        `order notify_paid ${orderId}`,
        `manual_transfer close ${transferId}`,
      ];
    });
    const invoiced = await liveInvoice();
    const reason = { reason: 'Registrato per errore' };
    await call('POST /api/orders/:orderId/reverse-payment', [orderId], reason, (a) => [
      `order reverse_payment ${orderId}`,
      `manual_transfer restore ${transferId}`,
      ...(invoiced ? [`invoice credit_note ${a.result.credit_note_id}`] : []),
    ]);
    await call('POST /api/orders/:orderId/cancel', [orderId], reason, [
      `order cancel ${orderId}`,
      `manual_transfer close ${transferId}`,
    ]);
    await refused('POST /api/orders/:orderId/cancel', [orderId], reason, 409);
    const [flag] = await t.app.db
      .insert(orderFlags)
      .values({
        orderId: orderId!,
        kind: 'late_payment',
        method: 'bank_transfer',
        amount: 100,
        reference: 'audit-flag',
        note: 'n',
      })
      .returning({ id: orderFlags.id });
    await call(
      'POST /api/orders/:orderId/flags/:flagId/settle',
      [orderId, flag.id],
      { resolution: 'refunded' },
      [`order settle ${orderId}`],
    );
  });
});

describe('the waiting list', () => {
  it('a join, a withdrawal whose seats pass to the next in line, the hold time', async () => {
    const [full] = await t.app.db
      .select({ id: conferences.id })
      .from(conferences)
      .where(eq(conferences.title, DEMO_FULL_CONFERENCE));
    const join = {
      email: 'nuova.attesa@example.it',
      name: 'Nuova',
      surname: 'Attesa',
      quantity: 1,
      privacy_accepted: true,
    };
    await call(
      'POST /api/public/conferences/:id/waiting-list',
      [full.id],
      join,
      async () => {
        const [row] = await t.app.db
          .select({ id: waitingListEntries.id })
          .from(waitingListEntries)
          .where(eq(waitingListEntries.email, join.email));
        return [`waiting_list_entry create ${row.id}`];
      },
      201,
    );
    await refused('POST /api/public/conferences/:id/waiting-list', [full.id], join, 409);
    // the second offer (one seat) is withdrawn: the next in line wanting one seat is offered it
    const { entries } = await get(`/api/conferences/${full.id}/waiting-list`);
    const offered = entries.filter((e: Json) => e.status === 'offered');
    const withdrawn = offered.find((e: Json) => e.quantity === 1);
    const next = entries.find(
      (e: Json) => e.status === 'waiting' && e.quantity === 1 && e.workshop_id === null,
    );
    await call(
      'POST /api/conferences/:id/waiting-list/:entryId/withdraw',
      [full.id, withdrawn.id],
      undefined,
      [`waiting_list_entry withdraw ${withdrawn.id}`, `waiting_list_entry offer ${next.id}`],
    );
    const hours = 'setting update waiting_offer_hours';
    await call('PUT /api/waiting-list/settings', [], { offer_hours: 24 }, [hours]);
    await call('PUT /api/waiting-list/settings', [], { offer_hours: 24 }, []);
    await call('PUT /api/waiting-list/settings', [], { offer_hours: 48 }, [hours]);
  });

  it('bulk actions: each record its own rows; saved views', async () => {
    // invoicing off, as for the one-row confirm above: the transfer, its order, the order's mails
    const { settings } = await get('/api/invoice-settings');
    await call('PUT /api/invoice-settings', [], { settings: { ...settings, name: '' } }, [
      'invoice_settings update 1',
    ]);
    const [pending] = await t.app.db
      .select({ id: manualTransfers.id, orderId: manualTransfers.orderId })
      .from(manualTransfers)
      .innerJoin(orders, eq(orders.id, manualTransfers.orderId))
      .where(
        and(eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt), isNull(orders.paidAt)),
      )
      .limit(1);
    // a missing id in the middle fails alone, adding nothing
    await call('POST /api/manual-transfers/bulk/confirm', [], { ids: [999999, pending.id] }, [
      `manual_transfer confirm ${pending.id}`,
      `order pay ${pending.orderId}`,
      `order notify_paid ${pending.orderId}`,
    ]);
    await call('PUT /api/invoice-settings', [], { settings }, ['invoice_settings update 1']);

    const [order] = await t.app.db
      .select({ id: orders.id, conferenceId: orders.conferenceId })
      .from(participants)
      .innerJoin(orders, eq(orders.id, participants.orderId))
      .where(and(isNull(orders.deletedAt), ne(participants.email, '')))
      .limit(1);
    await call(
      'POST /api/conferences/booking/:conferenceId/bulk/send-recap',
      [order.conferenceId],
      { ids: [order.id] },
      [`order send_recap ${order.id}`],
    );

    const form = multipartForm(
      [
        [
          'application',
          JSON.stringify(await applicationFields(t.app, { email: 'audit-bulk@studio.example' })),
        ],
      ],
      applicationFiles(),
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/public/arbitrator-applications',
      headers: form.headers,
      payload: form.payload,
    });
    const { application } = applied.json();
    const [user] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'audit-bulk@studio.example'));
    await call('POST /api/arbitrators/bulk/confirm', [], { ids: [application.id] }, [
      `arbitrator confirm ${application.id}`,
      `user update ${user.id}`,
    ]);

    const view = { list: 'users', name: 'Audit', state: { filters: {}, hidden: [] } };
    const { view: saved } = await call('POST /api/saved-views', [], { view }, (a) => [
      `saved_view create ${a.view.id}`,
    ]);
    await call('PUT /api/saved-views/:id', [saved.id], { view: { shared: true } }, [
      `saved_view update ${saved.id}`,
    ]);
    await call('DELETE /api/saved-views/:id', [saved.id], undefined, [`saved_view delete ${saved.id}`]);
  });
});

describe('what adds no audit row', () => {
  it('a refused write: 400, 404, 409, 412', async () => {
    const [text] = (await get('/api/judicial_texts?pageSize=1')).judicial_texts;
    const put = 'PUT /api/judicial_texts/:id';
    await refused(put, [text.id], { judicial_text: { ...text, title: '' } }, 400);
    const badEmail = { user: { name: 'A', surname: 'B', email: 'no', profile_name: 'client' } };
    await refused('POST /api/users', [], badEmail, 400);
    await refused(put, [999999], { judicial_text: omit(text, 'id', 'version') }, 404);
    await refused('DELETE /api/sections/:id', [999999], undefined, 404);
    await refused('POST /api/manual-transfers/confirm/:id', [999999], undefined, 404);
    const [booked] = await t.app.db.select({ id: orders.conferenceId }).from(orders).limit(1);
    await refused('DELETE /api/conferences/:id', [booked.id], undefined, 409);

    // saves based on a version another save has since replaced: in the body, then in If-Match
    await call(put, [text.id], { judicial_text: { ...text, content: 'Nuovo' } }, [
      `judicial_text update ${text.id}`,
    ]);
    await refused(put, [text.id], { judicial_text: { ...text, content: 'Altro' } }, 412);
    await refused(put, [text.id], { judicial_text: omit(text, 'version') }, 412, {
      'if-match': `"${text.version}"`,
    });
  });

  it('reads, and the reads done by POST', async () => {
    const before = await auditState();
    const lists = ['sections', 'users', 'conferences', 'memberships', 'manual-transfers', 'trash', 'mails'];
    for (const list of lists) await get(`/api/${list}`);
    for (const url of [
      '/api/prices',
      '/api/dashboard/memberships',
      '/api/activity',
      '/api/account/sessions',
    ]) {
      await get(url);
    }
    const [booked] = await t.app.db.select({ id: orders.conferenceId }).from(orders).limit(1);
    for (const [url, payload] of [
      ['/api/auth/check-token', undefined],
      ['/api/csv/download-booking', { conference_id: booked.id }],
      ['/api/csv/download-payments', { data: { date_start: '2020-01-01', date_end: '2030-12-31' } }],
      ['/api/bank-statements/preview', { file_name: 'e.csv', content: 'Data;Importo\n01/11/2025;1,00\n' }],
      ['/api/invoices/export', { date_start: '2000-01-01', date_end: '2999-12-31' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      covered.add(`POST ${url}`);
    }
    expect(await auditState()).toEqual(before);
  });
});

it('the calls above cover every write route of the app, but for the exemptions', () => {
  const writes = t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'GET')
    .map((r) => `${r.method} ${r.url}`);
  for (const route of Object.keys(EXEMPT)) expect(writes, 'an exemption that is no route').toContain(route);
  const unchecked = writes.filter((r) => !covered.has(r) && !(r in EXEMPT));
  expect(unchecked, 'write routes without a checked call in this file').toEqual([]);
});
