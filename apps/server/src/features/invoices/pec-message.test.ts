import { describe, expect, it } from 'vitest';
import { providerReceipt, sdiNotificationPec } from '../../test/pec-messages.ts';
import { notificationName, ricevutaConsegna } from './fixtures/sdi-receipts.ts';
import { readPecMessage } from './pec-message.ts';

const MAILBOX = 'fatture@pec.associazione.it';
const SDI = 'pec.fatturapa.it';
const RC = { to: MAILBOX, fileName: notificationName('RC'), xml: ricevutaConsegna() };
const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('telling the messages of a PEC inbox apart', () => {
  it('an SdI notification in its transport envelope: the file, who sent it, the envelope’s id', async () => {
    for (const base64 of [false, true]) {
      const { raw, envelopeId } = await sdiNotificationPec({ ...RC, base64 });
      const m = await readPecMessage(raw, SDI);
      expect(m).toMatchObject({ kind: 'sdi', key: envelopeId, from: 'sdi23@pec.fatturapa.it' });
      if (m.kind !== 'sdi') throw new Error(m.kind);
      expect(m.files.map((f) => f.name)).toEqual(['IT01234567890_00001_RC_001.xml']);
      expect(decoded(m.files[0].bytes)).toBe(ricevutaConsegna());
    }
  });

  it('the provider’s receipts: the message they are about, and the reason of a failure', async () => {
    const about = {
      refersTo: '<sdi.x.1@pec.associazione.it>',
      sender: MAILBOX,
      recipient: 'sdi01@pec.fatturapa.it',
    };
    const accepted = await providerReceipt({ kind: 'accettazione', subject: 'Fattura 1', ...about });
    expect(await readPecMessage(accepted, SDI)).toMatchObject({
      kind: 'receipt',
      receipt: 'accettazione',
      refersTo: about.refersTo,
      reason: null,
    });
    const failed = await providerReceipt({
      kind: 'errore-consegna',
      subject: 'Fattura 1',
      error: '5.1.1 - Casella del destinatario inesistente',
      ...about,
    });
    expect(await readPecMessage(failed, SDI)).toMatchObject({
      kind: 'receipt',
      receipt: 'errore-consegna',
      reason: '5.1.1 - Casella del destinatario inesistente',
    });
  });

  it('a delivery receipt carrying the invoice message back is a receipt, not a notification', async () => {
    const { raw: original } = await sdiNotificationPec({ ...RC, from: MAILBOX });
    const receipt = await providerReceipt({
      kind: 'avvenuta-consegna',
      refersTo: '<a@b>',
      sender: MAILBOX,
      recipient: 'sdi01@pec.fatturapa.it',
      subject: 'Fattura 1',
      original,
    });
    expect(await readPecMessage(receipt, SDI)).toMatchObject({
      kind: 'receipt',
      receipt: 'avvenuta-consegna',
    });
  });

  it('believes SdI only inside a transport envelope, from SdI’s domain', async () => {
    const { raw } = await sdiNotificationPec(RC);
    // ordinary mail that reached the PEC box comes in an anomaly envelope
    const anomaly = Buffer.from(
      raw.toString('latin1').replace('X-Trasporto: posta-certificata', 'X-Trasporto: errore'),
      'latin1',
    );
    expect((await readPecMessage(anomaly, SDI)).kind).toBe('other');
    const unwrapped = Buffer.from(
      raw.toString('latin1').replace('X-Trasporto: posta-certificata\r\n', ''),
      'latin1',
    );
    expect((await readPecMessage(unwrapped, SDI)).kind).toBe('other');
    const elsewhere = await sdiNotificationPec({ ...RC, from: 'sdi23@pec.altrove.it' });
    expect((await readPecMessage(elsewhere.raw, SDI)).kind).toBe('other');
    // a receipt header inside someone's envelope is their text, not the provider's receipt
    const forwarded = Buffer.from(
      raw
        .toString('latin1')
        .replace(
          'X-Trasporto: posta-certificata',
          'X-Trasporto: posta-certificata\r\nX-Ricevuta: accettazione',
        ),
      'latin1',
    );
    expect((await readPecMessage(forwarded, SDI)).kind).toBe('sdi');
  });

  it('a message without Message-ID is known by its bytes’ hash', async () => {
    const { raw } = await sdiNotificationPec({ ...RC, to: MAILBOX });
    const anonymous = Buffer.from(raw.toString('latin1').replace(/^Message-ID: .*\r\n/m, ''), 'latin1');
    const m = await readPecMessage(anonymous, SDI);
    expect(m.key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
