import { CONTACT_EMAIL_MSG } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { bookedOrder, MARIO } from '../../test/fixtures/booked-orders.ts';
import { decodeQp, until, useMailTestApp } from '../../test/smtp.ts';
import { signIn } from '../../test/test-app.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/**
 * The association's contact address: an admin's setting, audited; the Reply-To of every mail (sent
 * from a no-reply address) and the address each mail names for questions. Without it, no mail
 * invites a reply. Read back from a real SMTP server.
 */
const { t, headers, smtp } = useMailTestApp();

const contact = (payload?: object, as = headers) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/association/contact',
    headers: as,
    ...(payload ? { payload } : {}),
  });

/** The raw messages the SMTP server got for `who`, once `count` of them have arrived. */
const delivered = (who: string, count: number) =>
  until(async () => {
    const got = smtp.received.filter((m) => m.to[0] === who);
    return got.length >= count ? got : null;
  });

/** The header block of a raw message, unfolded. */
const headerOf = (raw: string, name: string) =>
  raw
    .split('\r\n\r\n')[0]
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}: `))
    ?.slice(name.length + 2);

const cancel = (orderId: number, reason = 'Richiesta del cliente') =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers, payload: { reason } });

describe("the association's contact address", () => {
  it('none at first; a wrong address is refused in Italian, naming the field, changing nothing', async () => {
    expect((await contact()).json()).toEqual({ status: 'success', contact: { email: null } });
    const wrong = await contact({ email: 'segreteria@' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.email).toBe(CONTACT_EMAIL_MSG.invalid);
    expect((await contact({ email: 'a@b.it', other: 1 })).statusCode).toBe(400);
    expect((await contact()).json().contact.email).toBeNull();
  });

  it('is an admin setting: a member cannot read or change it', async () => {
    const member = await signIn(t.app, 'client', { memberArea: true });
    expect((await contact(undefined, member.headers)).statusCode).toBe(403);
    expect((await contact({ email: 'x@y.it' }, member.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/association/contact' })).statusCode).toBe(401);
  });

  it('without it: no Reply-To, and no mail invites a reply', async () => {
    const o = await bookedOrder(t.app, { contactEmail: 'senza.contatto@studio.example' });
    expect((await cancel(o.orderId)).statusCode).toBe(200);
    const [booker] = await delivered('senza.contatto@studio.example', 1);
    const [mario] = await delivered(MARIO.email, 1);
    for (const m of [booker, mario]) {
      expect(headerOf(m.raw, 'Reply-To')).toBeUndefined();
      expect(decodeQp(m.raw)).not.toMatch(/rispond|scrivi a/i);
    }
  });

  it('set by an admin, audited; then the Reply-To of every mail, named in its last paragraph', async () => {
    const saved = await contact({ email: ' Segreteria@ForumArbitri.it ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().contact).toEqual({ email: 'segreteria@forumarbitri.it' });
    expect((await contact()).json().contact.email).toBe('segreteria@forumarbitri.it');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'setting'), eq(auditLog.entityId, 'association_contact_email')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'update',
      changes: { contact_email: [null, 'segreteria@forumarbitri.it'] },
    });
    const site = (await t.app.inject({ url: '/api/public/association' })).json().association;
    expect(site.contact_email).toBe('segreteria@forumarbitri.it');

    const o = await bookedOrder(t.app, { contactEmail: 'con.contatto@studio.example' });
    expect((await cancel(o.orderId)).statusCode).toBe(200);
    const [booker] = await delivered('con.contatto@studio.example', 1);
    const participants = await delivered(MARIO.email, 2);
    for (const m of [booker, participants[1]]) {
      expect(headerOf(m.raw, 'From')).toBe('forum@test.local');
      expect(headerOf(m.raw, 'Reply-To')).toBe('segreteria@forumarbitri.it');
      const body = decodeQp(m.raw);
      expect(body).toContain(
        'Per qualsiasi domanda scrivi a segreteria@forumarbitri.it: basta rispondere a questa e-mail.',
      );
      expect(body).toContain('<a href="mailto:segreteria@forumarbitri.it">segreteria@forumarbitri.it</a>');
    }
  });

  it('taken away (empty): mails go back to no Reply-To', async () => {
    expect((await contact({ email: '' })).json().contact).toEqual({ email: null });
    const o = await bookedOrder(t.app, { contactEmail: 'di.nuovo@studio.example' });
    expect((await cancel(o.orderId)).statusCode).toBe(200);
    const [booker] = await delivered('di.nuovo@studio.example', 1);
    expect(headerOf(booker.raw, 'Reply-To')).toBeUndefined();
    expect(decodeQp(booker.raw)).not.toMatch(/rispond/i);
  });
});
