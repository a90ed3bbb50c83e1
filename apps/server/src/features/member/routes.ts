import {
  success,
  ZIdParam,
  ZMember,
  ZMemberBillingPut,
  ZMemberColleague,
  ZMemberDocuments,
  ZMemberInvoice,
  ZMemberOrder,
  ZMembershipRenewal,
  ZOrderPayment,
  ZStoredFileName,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import { listenToPayments } from '../../lib/paid-hooks.ts';
import { contentDisposition, loadFile } from '../../plugins/files.ts';
import { isMemberFile, memberDocuments } from './documents.ts';
import { renewByTransfer, withdrawRenewal } from './renewal.ts';
import { renewByCard } from './renewal-card.ts';
import { renewalMailsOnPaid } from './renewal-mails.ts';
import { companyInvoice, companyInvoices, companyOrders, companyUsers, memberAccount } from './repository.ts';
import { currentMember, memberMe, replaceOwnBilling, requireActiveMembership } from './service.ts';

const tags = ['member'];
const member = { access: 'member' as const };

/**
 * The member area's API (RUNNING.md, "Members"): a signed-in member (Member Area switch on) reads
 * their own account and their own company's orders, invoices and, with an active membership, the
 * documents. Every query is bound to the member's company: another company's id is a plain 404.
 */
export default async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // a membership payment's renewal is confirmed to the member, after its invoice is issued
  listenToPayments('mails', renewalMailsOnPaid(app.config.publicUrl), 'membership');

  app.get(
    '/member/me',
    {
      config: member,
      schema: {
        tags,
        summary: 'Il socio: dati propri, fatturazione, azienda e stato della membership',
        response: { 200: success({ user: ZMember }) },
      },
    },
    async (req) => ({ status: 'success' as const, user: await memberMe(app.db, await currentMember(req)) }),
  );

  app.put(
    '/member/billing',
    {
      config: member,
      schema: {
        tags,
        summary: 'Sostituisce i propri dati di fatturazione (stesse regole del back-office)',
        body: ZMemberBillingPut,
        response: { 200: success({ user: ZMember }) },
      },
    },
    async (req) => {
      const m = await currentMember(req);
      await req.write((tx, audit) => replaceOwnBilling(tx, audit, m.userId, req.body.billing_information));
      return { status: 'success' as const, user: await memberMe(app.db, await currentMember(req)) };
    },
  );

  app.get(
    '/member/orders',
    {
      config: member,
      schema: {
        tags,
        summary: "Gli ordini dell'azienda del socio, i più recenti per primi",
        response: { 200: success({ orders: z.array(ZMemberOrder) }) },
      },
    },
    async (req) => {
      const { companyId } = await currentMember(req);
      const orders = companyId ? await companyOrders(app.db, companyId, app.config.publicUrl) : [];
      return { status: 'success' as const, orders };
    },
  );

  app.get(
    '/member/users',
    {
      config: member,
      schema: {
        tags,
        summary: "Le persone dell'azienda del socio (sola lettura)",
        response: { 200: success({ users: z.array(ZMemberColleague) }) },
      },
    },
    async (req) => {
      const { companyId } = await currentMember(req);
      return { status: 'success' as const, users: companyId ? await companyUsers(app.db, companyId) : [] };
    },
  );

  app.get(
    '/member/invoices',
    {
      config: member,
      schema: {
        tags,
        summary: "Fatture e note di credito dell'azienda del socio",
        response: { 200: success({ invoices: z.array(ZMemberInvoice) }) },
      },
    },
    async (req) => {
      const { companyId } = await currentMember(req);
      const invoices = companyId ? await companyInvoices(app.db, companyId) : [];
      return { status: 'success' as const, invoices };
    },
  );

  app.get(
    '/member/invoices/:id/pdf',
    {
      config: member,
      schema: { tags, summary: "PDF di una fattura o nota di credito dell'azienda", params: ZIdParam },
    },
    async (req, reply) => {
      const invoice = await ownInvoice(req.params.id, req);
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          contentDisposition('inline', invoice.fileName.replace(/\.xml$/i, '.pdf')),
        )
        .header('Cache-Control', 'private, no-store')
        .send(await renderInvoicePdf(invoice.document));
    },
  );

  app.get(
    '/member/invoices/:id/xml',
    {
      config: member,
      schema: {
        tags,
        summary: "FatturaPA XML di una fattura o nota di credito dell'azienda",
        params: ZIdParam,
      },
    },
    async (req, reply) => {
      const invoice = await ownInvoice(req.params.id, req);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', invoice.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(invoice.xml);
    },
  );

  async function ownInvoice(id: number, req: Parameters<typeof currentMember>[0]) {
    const { companyId } = await currentMember(req);
    const invoice = companyId ? await companyInvoice(app.db, companyId, id) : null;
    if (!invoice) throw new AppError('not_found');
    return invoice;
  }

  app.post(
    '/member/membership',
    {
      config: member,
      schema: {
        tags,
        summary:
          "Rinnova la membership dell'azienda: il bonifico da fare (con riferimento RF) o il link al pagamento con carta (abbonamento annuale)",
        body: ZMembershipRenewal,
        response: { 200: success({ payment: ZOrderPayment }) },
      },
    },
    async (req) => {
      const m = await currentMember(req);
      const account = await memberAccount(app.db, m.userId);
      const renewal = {
        userId: m.userId,
        email: account?.email ?? '',
        companyId: m.companyId,
        defaultFee: app.config.membershipFee,
        paymentDays: app.config.paymentDays,
        publicUrl: app.config.publicUrl,
      };
      const payment =
        req.body.payment_method === 'card'
          ? await renewByCard(req, renewal)
          : await req.write((tx, audit) => renewByTransfer(tx, audit, renewal));
      app.mail.kick();
      return { status: 'success' as const, payment };
    },
  );

  app.delete(
    '/member/membership',
    {
      config: member,
      schema: {
        tags,
        summary: 'Ritira il rinnovo in attesa di bonifico (409 se non ce n’è uno da ritirare)',
        response: { 200: success({}) },
      },
    },
    async (req) => {
      const m = await currentMember(req);
      await req.write((tx, audit) => withdrawRenewal(tx, audit, m.companyId));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/member/documents',
    {
      config: member,
      schema: {
        tags,
        summary: "Sezioni, capitoli e documenti, e l'area documenti: solo con la membership attiva",
        response: { 200: success(ZMemberDocuments.shape) },
      },
    },
    async (req) => {
      requireActiveMembership(await currentMember(req));
      return { status: 'success' as const, ...(await memberDocuments(app.db)) };
    },
  );

  app.get(
    '/member/files/:name',
    {
      config: member,
      schema: {
        tags,
        summary: 'Un file di un documento: solo con la membership attiva',
        params: z.object({ name: ZStoredFileName }),
      },
    },
    async (req, reply) => {
      requireActiveMembership(await currentMember(req));
      // only a file a live document names: nothing else stored (curricula, letters) leaves here
      const file = (await isMemberFile(app.db, req.params.name))
        ? await loadFile(app.db, req.params.name)
        : null;
      if (!file) throw new AppError('not_found');
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition('attachment', file.originalName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
}
