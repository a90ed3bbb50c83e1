import { APPLICATION_MSG, ARBITRATOR_PROFILE_MSG } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { arbitrators, auditLog, users } from '../../db/schema/index.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { applicationFields, sendApplication } from '../../test/fixtures/application.ts';
import { multipartFile } from '../../test/multipart.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { signIn } from '../../test/test-app.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/**
 * An approved arbitrator's own account: the approval mail's link sets a password on the member
 * site, the account signs in (Member Area off), and opens their own record, which they keep
 * current without touching the approval; every change is in the record's history.
 */
const { t, smtp, headers: admin } = useMailTestApp();

const PASSWORD = 'Arbitro-Aggiornato-2027';

/** Applies, is approved, sets the password from the mail's link and signs in: their headers. */
async function approvedArbitrator(email: string) {
  const applied = await sendApplication(t.app, await applicationFields(t.app, { email }));
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json().application.id as number;
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/arbitrators/${id}/confirm`,
    headers: admin,
  });
  expect(confirm.statusCode).toBe(200);
  const mail = await until(async () =>
    smtp.received.find((m) => m.to.includes(email) && subjectOf(m.raw) === 'Candidatura arbitro approvata'),
  );
  const body = decodeQp(mail.raw);
  // the mail says what the account is for, and where to sign in afterwards
  expect(body).toContain('pagina di arbitro sul sito');
  expect(body).toContain('/area/accedi');
  const link = body.match(/https?:\/\/\S+\/area\/reimposta-password\?token=([\w%-]+)/);
  expect(link).not.toBeNull();
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { token: decodeURIComponent(link![1]), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  expect(login.json().data.user.profile_name).toBe('arbitrator');
  return { id, headers: { authorization: `Bearer ${login.json().data.auth_token}` } };
}

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/arbitrator/profile', headers });

describe('an approved arbitrator’s own page', () => {
  it('opens their record whatever the Member Area switch, and nothing of a member’s or an admin’s', async () => {
    const { id, headers } = await approvedArbitrator('paola.neri@studio.example');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'paola.neri@studio.example'));
    expect(user.memberArea).toBe(false);
    const res = await profile(headers);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().arbitrator;
    expect(mine).toMatchObject({ id, email: 'paola.neri@studio.example', languages: 'Italiano, Inglese' });
    expect(mine.files.curriculum).toMatchObject({
      original_name: 'cv colombo.pdf',
      content_type: 'application/pdf',
    });
    expect(mine).not.toHaveProperty('approved');
    expect(mine).not.toHaveProperty('rejection_reason');
    const cv = await t.app.inject({ method: 'GET', url: '/api/arbitrator/files/curriculum', headers });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toContain('cv%20colombo.pdf');

    for (const url of ['/api/member/me', '/api/member/orders', '/api/users', `/api/arbitrators/${id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
    }
  });

  it('keeps the approval through an edit, refuses a stale one, and each change is in the Storico', async () => {
    const { id, headers } = await approvedArbitrator('marco.riva@studio.example');
    const read = (await profile(headers)).json().arbitrator;
    const save = (arbitrator: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/arbitrator/profile', headers, payload: { arbitrator } });
    const own = {
      phone: '+39 02 555 0202',
      country: read.country,
      year_of_birth: read.year_of_birth,
      group: 'Chair/sole arbitrators',
      languages: 'Italiano, Inglese, Tedesco',
      professional_qualification: read.professional_qualification,
      experience_field_distribution: read.experience_field_distribution,
      litigation_experience: read.litigation_experience,
      arbitration_experience: 'Dodici arbitrati CAM',
      experience_in_house: null,
      distribution_cases: [{ title: 'Franchising in Spagna', description: 'Recesso' }],
    };
    const saved = await save({ ...own, version: read.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().arbitrator).toMatchObject({
      languages: 'Italiano, Inglese, Tedesco',
      phone: '+39 02 555 0202',
    });
    const stale = await save({ ...own, languages: 'Solo italiano', version: read.version });
    expect(stale.statusCode).toBe(412);
    // what only the association changes is not theirs to send
    expect((await save({ ...own, approved: 0 })).statusCode).toBe(400);
    expect((await save({ ...own, email: 'altro@studio.example' })).statusCode).toBe(400);

    const photo = multipartFile(demoPng('green'), 'nuova-foto.png');
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/api/arbitrator/files/image',
      headers: { ...headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().arbitrator.files.image.original_name).toBe('nuova-foto.png');
    const scan = multipartFile(demoPng('red'), 'lettera-scansionata.png');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/arbitrator/files/first_reccomandation',
      headers: { ...headers, ...scan.headers },
      payload: scan.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors.first_reccomandation).toBe(APPLICATION_MSG.notDocument);

    const [row] = await t.app.db.select().from(arbitrators).where(eq(arbitrators.id, id));
    expect(row.approved).toBe(1);
    expect(row.languages).toBe('Italiano, Inglese, Tedesco');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/activity/arbitrator/${id}`,
      headers: admin,
    });
    expect(history.statusCode).toBe(200);
    // the admins' Storico of the record: the arbitrator's own saves, by them, with what changed
    const saves = (history.json().timeline.entries as { action: string; actor_email: string }[]).filter(
      (e) => e.action === 'update',
    );
    expect(saves.map((e) => e.actor_email)).toEqual([
      'marco.riva@studio.example',
      'marco.riva@studio.example',
    ]);
    expect(JSON.stringify(saves)).toContain('Italiano, Inglese, Tedesco');
    const updates = await t.app.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'arbitrator'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'update'),
        ),
      );
    const [me] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'marco.riva@studio.example'));
    // the save and the new photo, each by the arbitrator
    expect(updates).toEqual([{ actorId: me.id }, { actorId: me.id }]);
    const pdf = multipartFile(demoPdf('Nuovo CV'), 'cv-2027.pdf');
    const cv = await t.app.inject({
      method: 'PUT',
      url: '/api/arbitrator/files/curriculum',
      headers: { ...headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(cv.json().arbitrator.files.curriculum.original_name).toBe('cv-2027.pdf');
  });

  it('refuses a member, an admin, and an arbitrator not approved', async () => {
    const member = await signIn(t.app, 'client', { memberArea: true });
    const adminUser = await signIn(t.app, 'admin');
    for (const who of [member, adminUser]) {
      const res = await profile(who.headers);
      expect(res.statusCode).toBe(403);
    }
    const unlisted = await signIn(t.app, 'arbitrator');
    const res = await profile(unlisted.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ARBITRATOR_PROFILE_MSG.notApproved);
    expect((await profile({})).statusCode).toBe(401);
  });
});
