import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookedOrder, LUCIA, MARIO } from '../../test/fixtures/booked-orders.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/** The mails an order's payment sends by itself, read back from a real SMTP server. */
const { t, headers, smtp } = useMailTestApp();
beforeAll(async () => {
  await t.app.inject({ method: 'PUT', url: '/api/invoice-settings', headers, payload: { settings: ISSUER } });
});

const confirm = (transferId: number) =>
  t.app.inject({ method: 'POST', url: `/api/manual-transfers/confirm/${transferId}`, headers });

const outboxOf = async (orderId: number) =>
  (
    (await t.app.db.execute(
      sql`select kind, recipients, status from mail_outbox where entity = 'order' and entity_id = ${String(orderId)} order by id`,
    )) as unknown as { rows: { kind: string; recipients: string[]; status: string }[] }
  ).rows;

describe('an order becoming paid', () => {
  it('mails the contact the confirmation with the invoice PDF and each participant their own part, once', async () => {
    const o = await bookedOrder(t.app, { transfer: true, contactEmail: 'segreteria@studio.example' });
    expect((await confirm(o.transfer!.id)).statusCode).toBe(200);
    const [invoice] = (
      await t.app.inject({ method: 'GET', url: `/api/invoices?order_id=${o.orderId}`, headers })
    ).json().invoices;
    expect(invoice).toBeDefined();

    const mails = await until(async () => {
      const got = smtp.received.filter((m) =>
        ['segreteria@studio.example', MARIO.email, LUCIA.email].includes(m.to[0]),
      );
      return got.length === 3 ? got : null;
    });
    const to = (who: string) => mails.find((m) => m.to.length === 1 && m.to[0] === who)!;
    const contact = to('segreteria@studio.example');
    expect(subjectOf(contact.raw)).toBe(
      `Pagamento ricevuto – prenotazione n. ${o.orderId} – Congresso di primavera`,
    );
    const body = decodeQp(contact.raw);
    expect(body).toContain(`In allegato la fattura n. ${invoice.number}`);
    expect(body).toContain(`Totale: € ${(o.price / 100).toFixed(2).replace('.', ',')}`);
    expect(body).toContain(`/area/ordini/${o.token}`);
    expect(contact.raw).toContain(
      `Content-Type: application/pdf; name=${invoice.file_name.replace('.xml', '.pdf')}`,
    );

    const mario = decodeQp(to(MARIO.email).raw);
    const lucia = decodeQp(to(LUCIA.email).raw);
    expect(subjectOf(to(MARIO.email).raw)).toBe('La tua partecipazione – Congresso di primavera');
    expect(mario).toContain('la tua partecipazione alla conferenza "Congresso di primavera" è confermata');
    expect(mario).toContain('Quando: dal 10/04/2027 al 11/04/2027');
    expect(mario).toContain('Dove: Bologna');
    expect(mario).toContain('- Cena di gala – Mario Rossi × 2: € 120,00');
    expect(mario).toContain('- Workshop: Arbitrato e IA – Mario Rossi × 1: incluso');
    expect(lucia).toContain(
      '- Quota di partecipazione (streaming) – Congresso di primavera – Lucia Bianchi × 1: € 150,00',
    );
    expect(mario).not.toMatch(/Lucia|lucia\.bianchi|segreteria/);
    expect(lucia).not.toMatch(/Mario|mario\.rossi|segreteria|Cena/);
    // each participant gets their own ticket, never the order's invoice
    for (const who of [MARIO.email, LUCIA.email]) {
      expect(to(who).raw).toMatch(/Content-Type: application\/pdf; name=biglietto-/);
      expect(to(who).raw).not.toContain(invoice.file_name.replace('.xml', '.pdf'));
    }

    // confirming again pays nothing and tells nobody again
    expect((await confirm(o.transfer!.id)).statusCode).toBe(200);
    const rows = await until(async () => {
      const r = await outboxOf(o.orderId);
      return r.every((m) => m.status === 'sent') ? r : null;
    });
    expect(rows.map((r) => r.kind)).toEqual([
      'order-confirmation.v1',
      'participation.v1',
      'participation.v1',
    ]);
  });

  it('sends no invoice while invoicing is off, and still tells everyone', async () => {
    await t.app.db.execute(sql`delete from settings where key = 'invoice_settings'`);
    const o = await bookedOrder(t.app, { transfer: true, contactEmail: 'senza.fattura@studio.example' });
    expect((await confirm(o.transfer!.id)).statusCode).toBe(200);
    const contact = await until(async () =>
      smtp.received.find((m) => m.to[0] === 'senza.fattura@studio.example'),
    );
    expect(decodeQp(contact.raw)).not.toContain('In allegato la fattura');
    expect(contact.raw).not.toContain('application/pdf');
    expect((await outboxOf(o.orderId)).map((r) => r.recipients[0])).toEqual([
      'senza.fattura@studio.example',
      MARIO.email,
      LUCIA.email,
    ]);
  });
});
