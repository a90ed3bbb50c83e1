import { englishValue } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { preferredLocale } from '../lib/request-locale.ts';
import {
  bookableConference,
  bookingBody,
  italy,
  participant,
  setUpIssuer,
} from '../test/fixtures/booking.ts';
import { multipartFile } from '../test/multipart.ts';
import { signIn, useTestApp } from '../test/test-app.ts';
import { translateMessage } from './locale.ts';

/**
 * The API's language (RUNNING.md "English"): public and member routes answer in the language
 * Accept-Language prefers, Italian by default; admin routes in Italian whatever it says.
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

let conference: Awaited<ReturnType<typeof bookableConference>>;
let country: number;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  conference = await bookableConference(t.app);
  admin = await signIn(t.app, 'admin');
});

describe('the request’s language', () => {
  it('honours q-values and language ranges, Italian when neither language is acceptable', () => {
    expect(preferredLocale(undefined)).toBe('it');
    expect(preferredLocale('')).toBe('it');
    expect(preferredLocale('en')).toBe('en');
    expect(preferredLocale('en-US')).toBe('en');
    expect(preferredLocale('EN-gb')).toBe('en');
    expect(preferredLocale('it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('it');
    expect(preferredLocale('it;q=0.5, en;q=0.8')).toBe('en');
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.4')).toBe('en');
    expect(preferredLocale('de, fr')).toBe('it');
    expect(preferredLocale('en;q=0')).toBe('it');
    expect(preferredLocale('*')).toBe('it');
    expect(preferredLocale('fr, *;q=0.1')).toBe('it');
  });

  it('writes numbers and amounts read off an Italian message as English does', () => {
    expect(englishValue('10.000')).toBe('10,000');
    expect(englishValue('1.048.576')).toBe('1,048,576');
    expect(englishValue('2,5')).toBe('2.5');
    expect(englishValue('€ 0,50')).toBe('€0.50');
    expect(englishValue('12')).toBe('12');
    expect(englishValue('Workshop 1.2')).toBe('Workshop 1.2');
  });
});

describe('public routes', () => {
  const book = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/public/orders', payload, headers });

  it('a booking without participants is refused in English when English is preferred', async () => {
    const body = { ...bookingBody(conference.id, country), participants: [] };
    const en = await book(body, EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status: 'error',
      message: 'Invalid data',
      errors: { participants: 'Give at least one participant' },
    });
    const it = await book(body);
    expect(it.json()).toEqual({
      status: 'error',
      message: 'Dati non validi',
      errors: { participants: 'Indicare almeno un partecipante' },
    });
  });

  it('limits keep their numbers, in English format', async () => {
    const body = bookingBody(conference.id, country, {
      participants: [{ ...participant(1), name: 'a'.repeat(101) }],
    });
    const res = await book(body, EN);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['participants.0.name']).toBe('Text too long (at most 100 characters)');
    expect(translateMessage('Testo troppo lungo (massimo 10.000 caratteri)', 'en')).toBe(
      'Text too long (at most 10,000 characters)',
    );
  });

  it("zod's own wording is said again in English", async () => {
    const res = await book({ ...bookingBody(conference.id, country), participants: 'x' }, EN);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.participants).toMatch(/^Invalid input: expected array, received string$/);
  });

  it('a sign-in with wrong credentials is refused in English', async () => {
    const payload = { email: 'nobody@example.com', password: 'wrong password 123' };
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: EN });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Wrong email or password');
    const it = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(it.json().message).toBe('Email o password non corrette');
  });

  it('an unknown order token is a 404 in English', async () => {
    const url = `/api/public/orders/${'x'.repeat(43)}`;
    const res = await t.app.inject({ url, headers: EN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Order not found' });
    expect((await t.app.inject({ url })).json().message).toBe('Ordine non trovato');
  });

  it('an unknown /api path, a bad JSON body and a bad URL answer in English', async () => {
    const unknown = await t.app.inject({ url: '/api/public/nothing-here', headers: EN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Not found');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: '{"participants":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('The request body is not valid JSON');
    const badUrl = await t.app.inject({ url: '/api/public/conferences/%C0%AE', headers: EN });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('Invalid address');
  });

  it('a member route without a session is a 401 in English', async () => {
    const res = await t.app.inject({ url: '/api/member/me', headers: EN });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired session');
  });

  it('a success message is in English too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'nobody@example.com' },
      headers: EN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'If the address is registered, you will receive an e-mail with the link to reset your password.',
    );
  });
});

describe('admin routes', () => {
  it('answer in Italian whatever Accept-Language says, SPEC strings exact', async () => {
    const headers = { ...admin.headers, ...EN };
    const section = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      payload: { section: { title: 'x' } },
      headers,
    });
    expect(section.statusCode).toBe(400);
    expect(section.json()).toMatchObject({
      message: 'Dati non validi',
      errors: { 'section.category_id': 'Required' },
    });

    const upload = multipartFile(Buffer.alloc(2 * 1024 * 1024 + 10), 'a.pdf');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: 'error', message: 'Il file supera il limite di 2 MiB' });

    const missing = await t.app.inject({ url: '/api/users/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/inesistente|non trovat/);

    const anonymous = await t.app.inject({ url: '/api/users', headers: EN });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Sessione non valida o scaduta');
  });
});
