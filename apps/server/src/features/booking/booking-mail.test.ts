import { formatCreditorReference, formatDisplayDate } from '@app/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  bookableConference,
  bookingBody,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { signIn } from '../../test/test-app.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/** The booker's e-mail, read back from a real SMTP server: what to pay, how, by when, and the link. */
const { t, smtp } = useMailTestApp({ as: null });

describe("the booker's e-mail", () => {
  it('goes to the contact e-mail only, with the lines, the total, the transfer instructions and the order link', async () => {
    await setUpIssuer(t.app);
    const c = await bookableConference(t.app, { title: 'Forum <Arbitrato> 2027' });
    const body = bookingBody(c.id, await italy(t.app), {
      contact_email: 'segreteria@studio.example',
      participants: [
        participant(1, { optionals: [{ id: c.dinner, quantity: 1 }], workshops: c.workshops }),
        participant(2, { attendance: 'streaming' }),
      ],
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/public/orders', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const { order, order_url, payment } = res.json();

    const mail = await until(async () =>
      smtp.received.find((m) => m.to.includes('segreteria@studio.example')),
    );
    expect(mail.to).toEqual(['segreteria@studio.example']);
    expect(subjectOf(mail.raw)).toBe(`Prenotazione n. ${order.order_id} – Forum <Arbitrato> 2027`);
    const text = decodeQp(mail.raw);
    for (const expected of [
      'Quota di partecipazione (intera) – Forum <Arbitrato> 2027 – Giulia Verdi 1 × 1: € 450,00',
      'Cena di gala – Giulia Verdi 1 × 1: € 80,00',
      'Workshop: Workshop 1 – Giulia Verdi 1 × 1: incluso',
      'Quota di partecipazione (streaming) – Forum <Arbitrato> 2027 – Giulia Verdi 2 × 1: € 50,00',
      'Totale: € 580,00',
      `Beneficiario: ${ISSUER.name}`,
      'IBAN: IT60 X054 2811 1010 0000 0123 456',
      'Importo: € 580,00',
      `Causale: ${formatCreditorReference(payment.reference)}`,
      `Da pagare entro il: ${formatDisplayDate(payment.due_date)}`,
      order_url,
    ]) {
      expect(text).toContain(expected);
    }
    // the HTML part escapes what the text part prints as is
    expect(text).toContain('Forum &lt;Arbitrato&gt; 2027');
    expect(smtp.received.filter((m) => m.to.some((to) => to.includes('giulia.verdi')))).toEqual([]);
  });

  it('with nothing to pay, the participant is told the participation is confirmed, at once', async () => {
    await setUpIssuer(t.app);
    const c = await bookableConference(t.app, { title: 'Giornata gratuita 2027' });
    const exempt = await signIn(t.app, 'client', { removeFee: true });
    const body = bookingBody(c.id, await italy(t.app), {
      contact_email: 'segreteria.gratuita@studio.example',
      participants: [participant(1, { email: exempt.email })],
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/public/orders', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ price: 0, status: 'paid' });
    const { order_id: id } = res.json().order;

    const own = await until(async () => smtp.received.find((m) => m.to.includes(exempt.email)));
    expect(subjectOf(own.raw)).toBe('La tua partecipazione – Giornata gratuita 2027');
    expect(decodeQp(own.raw)).toContain(
      `la tua partecipazione alla conferenza "Giornata gratuita 2027" è confermata (prenotazione n. ${id}).`,
    );
    // the contact has the booking's own mail, once
    await until(async () => smtp.received.find((m) => m.to.includes('segreteria.gratuita@studio.example')));
    expect(smtp.received.filter((m) => m.to.includes('segreteria.gratuita@studio.example'))).toHaveLength(1);
  });
});
