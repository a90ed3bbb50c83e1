import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { userLocale } from '../../lib/mail/user-language.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createSession } from '../../lib/sessions.ts';
import { applicationFields, sendApplication } from '../../test/fixtures/application.ts';
import { member } from '../../test/fixtures/booking.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/**
 * A member's and an arbitrator's language (RUNNING.md "English"): chosen on the site with PUT,
 * answered by their own GET, audited on the user; unset (null) until chosen or first signed in
 * from a browser that names one. Mails to them use userLocale: theirs, else Italian.
 */
const { t, headers: admin } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '100000' } });
let arbitrator: { headers: Record<string, string>; userId: number };

beforeAll(async () => {
  await t.app.mail.worker.stop();
  const applied = await sendApplication(t.app, await applicationFields(t.app));
  const id = applied.json().application.id as number;
  await t.app.inject({ method: 'POST', url: `/api/arbitrators/${id}/confirm`, headers: admin });
  const userId = (await t.app.inject({ url: `/api/arbitrators/${id}`, headers: admin })).json().arbitrator
    .user_id as number;
  arbitrator = { userId, headers: { authorization: `Bearer ${await createSession(t.app.db, userId, {})}` } };
});

const put = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const languageOf = async (id: number) =>
  (await t.app.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('PUT /api/member/language', () => {
  it('stores the member’s choice, answered by GET /api/member/me (null until then) and audited', async () => {
    const m = await member(t.app, 'active');
    expect(
      (await t.app.inject({ url: '/api/member/me', headers: m.headers })).json().user.language,
    ).toBeNull();
    const res = await put('/api/member/language', { language: 'en' }, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', language: 'en' });
    expect((await t.app.inject({ url: '/api/member/me', headers: m.headers })).json().user.language).toBe(
      'en',
    );
    const history = await t.app.db
      .select({ changes: auditLog.changes, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(m.id))));
    expect(history).toContainEqual({ changes: { language: [null, 'en'] }, actor: m.id });
    expect((await put('/api/member/language', { language: 'it' }, m.headers)).json().language).toBe('it');
    expect(await languageOf(m.id)).toBe('it');
  });

  it('refuses another language, a missing one and unknown fields; no session, or no member area', async () => {
    const m = await member(t.app, 'active');
    const en = { ...m.headers, 'accept-language': 'en' };
    const bad = await put('/api/member/language', { language: 'de' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ language: 'Invalid option: expected one of "it"|"en"' });
    const missing = await put('/api/member/language', {}, m.headers);
    expect(missing.json().errors).toEqual({ language: 'Campo obbligatorio' });
    const extra = await put('/api/member/language', { language: 'en', theme: 'dark' }, m.headers);
    expect(extra.json().errors).toEqual({ theme: 'Campo non previsto' });
    expect((await put('/api/member/language', { language: 'en' }, {})).statusCode).toBe(401);
    const plain = await signIn(t.app, 'client');
    expect((await put('/api/member/language', { language: 'en' }, plain.headers)).statusCode).toBe(403);
    expect(await languageOf(m.id)).toBeNull();
  });
});

describe('PUT /api/arbitrator/language', () => {
  it('stores the arbitrator’s choice, answered by their own profile', async () => {
    const before = await t.app.inject({ url: '/api/arbitrator/profile', headers: arbitrator.headers });
    expect(before.json().arbitrator.language).toBeNull();
    const res = await put('/api/arbitrator/language', { language: 'en' }, arbitrator.headers);
    expect(res.json()).toEqual({ status: 'success', language: 'en' });
    const after = await t.app.inject({ url: '/api/arbitrator/profile', headers: arbitrator.headers });
    expect(after.json().arbitrator.language).toBe('en');
    expect(await languageOf(arbitrator.userId)).toBe('en');
    const m = await member(t.app, 'active');
    expect((await put('/api/arbitrator/language', { language: 'en' }, m.headers)).statusCode).toBe(403);
  });

  it('a profile save may carry it as the profile answers it: null keeps it, a language sets it', async () => {
    const read = async () =>
      (await t.app.inject({ url: '/api/arbitrator/profile', headers: arbitrator.headers })).json().arbitrator;
    const { id: _i, email: _e, name: _n, surname: _s, files: _f, updated_at: _u, ...fields } = await read();
    const keep = await put(
      '/api/arbitrator/profile',
      { arbitrator: { ...fields, language: null } },
      arbitrator.headers,
    );
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().arbitrator.language).toBe('en');
    const again = await read();
    const set = await put(
      '/api/arbitrator/profile',
      { arbitrator: { ...fields, version: again.version, language: 'it' } },
      arbitrator.headers,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().arbitrator.language).toBe('it');
  });
});

describe('a member’s language at sign-in and in mails', () => {
  // a sign-in records nothing: a member's setting is what they chose on the site (else the browser
  // that reads the site decides), so one browser's language never becomes another's
  it('a sign-in leaves the language as it is, set or not, whatever the browser says', async () => {
    const password = 'a long enough password 42';
    const make = async (language: string | null) =>
      (await signIn(t.app, 'client', { passwordHash: await hashPassword(password), language })).email;
    const login = (email: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
    const byId = async (email: string) =>
      (await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]
        ?.language;

    const unset = await make(null);
    expect((await login(unset, { 'accept-language': 'en-GB,en;q=0.8' })).statusCode).toBe(200);
    expect(await byId(unset)).toBeNull();
    const chosen = await make('it');
    await login(chosen, { 'accept-language': 'en' });
    expect(await byId(chosen)).toBe('it');
    const silent = await make(null);
    await login(silent, {});
    expect(await byId(silent)).toBeNull();
  });

  it('an application sets the new account’s language to the browser’s, none without a header', async () => {
    const languageOfEmail = async (email: string) =>
      (await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]
        ?.language;
    const english = await applicationFields(t.app);
    const sent = await sendApplication(t.app, english, undefined, { headers: { 'accept-language': 'en' } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Application sent');
    expect(await languageOfEmail(english.email)).toBe('en');
    const silent = await applicationFields(t.app);
    expect((await sendApplication(t.app, silent)).statusCode).toBe(201);
    expect(await languageOfEmail(silent.email)).toBeNull();
  });

  it('their mails follow it: theirs once chosen, Italian while unset', async () => {
    const m = await member(t.app, 'active');
    expect(await userLocale(t.app.db, m.id)).toBe('it');
    await put('/api/member/language', { language: 'en' }, m.headers);
    expect(await userLocale(t.app.db, m.id)).toBe('en');
  });
});
