import { formatCreditorReference } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, manualTransfers, users } from '../../db/schema/index.ts';
import { completeIssuer } from '../../test/card-app.ts';
import { member } from '../../test/fixtures/booking.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { signIn } from '../../test/test-app.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/**
 * A member's mails are written in the member's language (users.language, Italian without one):
 * the renewal's transfer, the renewal paid, a password link. An admin's stays Italian.
 */
const { t, headers, smtp } = useMailTestApp({ env: { MEMBERSHIP_FEE: '450' } });
beforeAll(async () => {
  await completeIssuer(t.app, headers);
});

const mailTo = (to: string, subject: string) =>
  until(async () => smtp.received.find((m) => m.to.includes(to) && subjectOf(m.raw) === subject));

/** A member of a company with its membership lapsed, whose language is `language`. */
async function lapsedMember(name: string, language: 'it' | 'en' | null) {
  const m = await member(t.app, 'canceled', { name, surname: 'Ferri' });
  await t.app.db
    .update(companies)
    .set({ address: 'Via Po 2', postalCode: '10123', province: 'TO' })
    .where(eq(companies.id, m.companyId));
  await t.app.db.update(users).set({ language }).where(eq(users.id, m.id));
  return m;
}

describe("a member's mails", () => {
  it('ask for the renewal and confirm it in English when the member reads English', async () => {
    const m = await lapsedMember('Grace', 'en');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/membership',
      headers: m.headers,
      payload: { payment_method: 'bank_transfer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json();

    const asked = decodeQp((await mailTo(m.email, 'Membership fee renewal – Studio Associato Bianchi')).raw);
    for (const expected of [
      'Dear Grace Ferri,',
      'to renew the membership fee of Studio Associato Bianchi, please make a bank transfer with these details:',
      'IBAN: IT60 X054 2811 1010 0000 0123 456',
      'Amount: €450.00',
      `Payment reference: ${formatCreditorReference(payment.reference)}`,
      '<html lang="en">',
    ]) {
      expect(asked).toContain(expected);
    }
    expect(asked).not.toMatch(/Gentile|Importo|Causale|bonifico/);

    const [transfer] = await t.app.db
      .select()
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, payment.reference));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/manual-transfers/confirm/${transfer.id}`,
      headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const renewed = decodeQp(
      (await mailTo(m.email, 'Membership fee renewed – Studio Associato Bianchi')).raw,
    );
    expect(renewed).toMatch(/the membership runs until \d{1,2} \w+ \d{4}\./);
    expect(renewed).toMatch(/Paid by bank transfer on \d{1,2} \w+ \d{4}: €450\.00\./);
    expect(renewed).not.toMatch(/Gentile|rinnovata|Pagato/);
  });

  it('keep Italian for a member without a language of their own', async () => {
    const m = await lapsedMember('Giorgia', null);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/membership',
      headers: m.headers,
      payload: { payment_method: 'bank_transfer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const asked = decodeQp(
      (await mailTo(m.email, 'Rinnovo della quota associativa – Studio Associato Bianchi')).raw,
    );
    expect(asked).toContain('Gentile Giorgia Ferri,');
    expect(asked).toContain('Importo: € 450,00');
  });

  it("send a password link in the member's language, an admin's in Italian", async () => {
    const english = await lapsedMember('Henry', 'en');
    const request = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email }, remoteAddress });
    expect((await request(english.email, '10.30.0.1')).statusCode).toBe(200);
    const mail = decodeQp((await mailTo(english.email, 'Set your password')).raw);
    expect(mail).toContain('Dear Henry Ferri,');
    expect(mail).toMatch(/to set a new password open this link \(it works once, for \d+ hours\):/);
    expect(mail).toMatch(/\/area\/reimposta-password\?token=/);

    // an admin works in the back-office, in Italian, whatever their own language
    const admin = await signIn(t.app, 'admin');
    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, admin.id));
    expect((await request(admin.email, '10.30.0.2')).statusCode).toBe(200);
    const italian = decodeQp((await mailTo(admin.email, 'Imposta la tua password')).raw);
    expect(italian).toContain('per impostare una nuova password apri questo link');
    expect(italian).toMatch(/\/reset-password\?token=/);
  });
});
