import { APPLICATION_MSG, MAX_UPLOAD_BYTES } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { arbitrators, files, mailOutbox, profiles, users } from '../../db/schema/index.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import {
  type ApplicationFiles,
  applicationFields,
  applicationFiles,
  sendApplication,
} from '../../test/fixtures/application.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';
process.env.TRUST_PROXY = '127.0.0.1';

/**
 * The public arbitrator application: one multipart request creates the user (arbitrator, no access),
 * the files and the arbitrator (not approved) in one transaction and mails a receipt; everything
 * hostile is refused in Italian and writes nothing.
 */
const { t, smtp, headers: admin } = useMailTestApp({ env: { PUBLIC_WRITE_LIMIT: '6' } });

let address = 0;
// each test its own client address: the limit is counted per address
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

async function totals() {
  const n = async (table: typeof users | typeof files | typeof arbitrators | typeof mailOutbox) =>
    (await t.app.db.select({ n: count() }).from(table))[0].n;
  return {
    users: await n(users),
    files: await n(files),
    arbitrators: await n(arbitrators),
    mails: await n(mailOutbox),
  };
}

const replace = (name: string, data: Buffer, filename: string): ApplicationFiles =>
  applicationFiles().map(([field, d, f]) => (field === name ? [field, data, filename] : [field, d, f]));

describe('POST /api/public/arbitrator-applications', () => {
  beforeAll(async () => {
    await until(async () => smtp.port);
  });

  it('creates an inactive arbitrator user and a pending arbitrator with its files and cases, and mails a receipt', async () => {
    const application = await applicationFields(t.app, { email: 'Chiara.Colombo@Studio.example' });
    const res = await sendApplication(t.app, application, applicationFiles(), { headers: from() });
    expect(res.statusCode, res.body).toBe(201);
    const { application: created, message } = res.json();
    expect(message).toBe(APPLICATION_MSG.received);
    expect(created.email).toBe('chiara.colombo@studio.example');

    const [user] = await t.app.db
      .select({ active: users.active, profile: profiles.name, password: users.passwordHash, id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .where(eq(users.email, 'chiara.colombo@studio.example'));
    expect(user).toEqual({ active: false, profile: 'arbitrator', password: null, id: expect.any(Number) });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/arbitrators/${created.id}`,
      headers: admin,
    });
    const a = detail.json().arbitrator;
    expect(a).toMatchObject({
      user_id: user.id,
      approved: 0,
      status: 'pending',
      rejected_at: null,
      name: 'Chiara',
      surname: 'Colombo',
      group: 'Party appointed arbitrators',
      distribution_cases: [{ title: 'Agenzia in Germania', description: 'Risoluzione del contratto' }],
      experience_in_house: null,
    });
    expect(a.applied_at).not.toBeNull();
    for (const field of ['curriculum', 'first_reccomandation', 'second_reccomandation']) {
      const info = await t.app.inject({ method: 'GET', url: `/api/files/${a[field]}/info`, headers: admin });
      expect(info.json().file.content_type).toBe('application/pdf');
    }
    expect(a.image).toMatch(/\.png$/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/arbitrators?all=true&status=pending',
      headers: admin,
    });
    expect(list.json().arbitrators.map((r: { id: number }) => r.id)).toContain(created.id);

    const mail = await until(async () =>
      smtp.received.find((m) => m.to.includes('chiara.colombo@studio.example')),
    );
    expect(subjectOf(mail.raw)).toBe(`Candidatura arbitro n. ${created.id} ricevuta`);
    const text = decodeQp(mail.raw);
    expect(text).toContain('Curriculum vitae: cv colombo.pdf');
    expect(text).toContain('Seconda lettera di referenza: referenza-2.pdf');
    expect(text).toContain("Fino ad allora l'account non è attivo.");
  });

  it('refuses a second application by the same e-mail (any case), or by a user’s e-mail, with 409', async () => {
    const first = await applicationFields(t.app);
    expect((await sendApplication(t.app, first, undefined, { headers: from() })).statusCode).toBe(201);
    const before = await totals();
    const again = await sendApplication(t.app, { ...first, email: first.email!.toUpperCase() }, undefined, {
      headers: from(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICATION_MSG.duplicate);
    const [someone] = await t.app.db.select({ email: users.email }).from(users).limit(1);
    const user = await sendApplication(
      t.app,
      await applicationFields(t.app, { email: someone.email }),
      undefined,
      { headers: from() },
    );
    expect(user.statusCode).toBe(409);
    expect(await totals()).toEqual(before);
  });

  it('refuses forged file types by their content, whatever their name (415 naming the field)', async () => {
    const before = await totals();
    const cases: [string, Buffer, string][] = [
      ['curriculum', Buffer.from('not really a pdf'), 'cv.pdf'],
      ['first_reccomandation', demoPng('red'), 'referenza.pdf'],
      ['image', demoPdf('Foto'), 'foto.png'],
      ['second_reccomandation', Buffer.from('<html><script>alert(1)</script></html>'), 'ref.docx'],
    ];
    for (const [field, data, name] of cases) {
      const res = await sendApplication(t.app, await applicationFields(t.app), replace(field, data, name), {
        headers: from(),
      });
      expect(res.statusCode, field).toBe(415);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      // the formats said as those admitted, and a scanned letter sent to PDF
      const said = res.json().errors[field];
      if (field === 'image') expect(said).toBe('Formati ammessi: jpg, png, gif, webp');
      else
        expect(said).toMatch(
          /^Formati ammessi: pdf, doc, docx\. Una lettera scansionata va salvata come PDF/,
        );
    }
    expect(await totals()).toEqual(before);
  });

  it('refuses a file over 2 MiB (413), a missing document, bad JSON and a missing consent (400)', async () => {
    const before = await totals();
    const big = Buffer.concat([demoPdf('Grande'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const over = await sendApplication(
      t.app,
      await applicationFields(t.app),
      replace('curriculum', big, 'cv.pdf'),
      { headers: from() },
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('Il file supera il limite di 2 MiB');

    const missing = await sendApplication(
      t.app,
      await applicationFields(t.app),
      applicationFiles().filter(([f]) => f !== 'second_reccomandation'),
      { headers: from() },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ second_reccomandation: 'Campo obbligatorio' });

    const json = await sendApplication(t.app, '{"email":', undefined, { headers: from() });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(APPLICATION_MSG.badJson);

    const privacy = await sendApplication(
      t.app,
      await applicationFields(t.app, { privacy_accepted: false as never }),
      undefined,
      {
        headers: from(),
      },
    );
    expect(privacy.statusCode).toBe(400);
    expect(privacy.json().errors.privacy_accepted).toBe(APPLICATION_MSG.privacy);

    const unknown = await sendApplication(
      t.app,
      { ...(await applicationFields(t.app)), approved: 1 },
      undefined,
      { headers: from() },
    );
    expect(unknown.statusCode).toBe(400);
    const extraFile = await sendApplication(
      t.app,
      await applicationFields(t.app),
      [...applicationFiles(), ['other', demoPdf('x'), 'x.pdf']],
      {
        headers: from(),
      },
    );
    expect(extraFile.statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });

  it('refuses a filled honeypot, in the JSON or as a form field, with 400', async () => {
    const before = await totals();
    const inJson = await sendApplication(
      t.app,
      await applicationFields(t.app, { website: 'http://spam.example' }),
      undefined,
      {
        headers: from(),
      },
    );
    expect(inJson.statusCode).toBe(400);
    expect(inJson.json().message).toBe('Richiesta non valida');
    const asField = await sendApplication(t.app, await applicationFields(t.app), undefined, {
      extra: [['website', 'spam']],
      headers: from(),
    });
    expect(asField.statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });

  it('writes nothing when any part of the application fails (one transaction)', async () => {
    // a database refusing the cases, the last rows written before the receipt
    await t.app.db.execute(sql`CREATE FUNCTION refuse_case() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await t.app.db.execute(
      sql`CREATE TRIGGER refuse_case BEFORE INSERT ON distribution_cases FOR EACH ROW EXECUTE FUNCTION refuse_case()`,
    );
    try {
      const before = await totals();
      const res = await sendApplication(t.app, await applicationFields(t.app), undefined, {
        headers: from(),
      });
      expect(res.statusCode).toBe(500);
      expect(await totals()).toEqual(before);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER refuse_case ON distribution_cases`);
      await t.app.db.execute(sql`DROP FUNCTION refuse_case()`);
    }
  });

  it('counts applications per client address with the bookings: past PUBLIC_WRITE_LIMIT, 429 with Retry-After', async () => {
    const headers = from();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push((await sendApplication(t.app, '{}', [], { headers })).statusCode);
    }
    expect(codes.slice(0, 6).every((c) => c === 400)).toBe(true);
    expect(codes[6]).toBe(429);
    const refused = await sendApplication(t.app, await applicationFields(t.app), undefined, { headers });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Troppe richieste da questo indirizzo: riprovare tra \d+ minut/);
    // another address is not affected
    expect(
      (await sendApplication(t.app, await applicationFields(t.app), undefined, { headers: from() }))
        .statusCode,
    ).toBe(201);
  });
});
