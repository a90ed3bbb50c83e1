import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/** The site's legal pages: a text group of the document area an admin publishes (decision 0029). */
const { t, headers } = useTestApp();

type Json = Record<string, unknown>;
const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers, payload });
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
const create = async (judicial_text: Json) => {
  const res = await admin('POST', '/api/judicial_texts', { judicial_text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().judicial_text as { id: number; version: number; site_page: string | null };
};
const TAKEN = 'Un altro testo è già pubblicato come Informativa privacy';
const NOT_PUBLISHED = "L'associazione non ha ancora pubblicato l'informativa privacy";

describe('legal pages', () => {
  it('serves the text an admin publishes, to anyone, as title and plain content only', async () => {
    expect((await anonymous('/api/public/pages')).json()).toEqual({
      status: 'success',
      pages: { privacy: false, terms: false },
    });
    const missing = await anonymous('/api/public/pages/privacy');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: NOT_PUBLISHED });

    const text = await create({
      title: 'Informativa sul trattamento dei dati',
      content: 'Primo paragrafo.\n\n<b>Secondo</b> paragrafo.',
      site_page: 'privacy',
    });
    expect(text.site_page).toBe('privacy');
    const page = await anonymous('/api/public/pages/privacy');
    expect(page.statusCode).toBe(200);
    // the content as written (the site shows it as text, never as HTML)
    expect(page.json()).toEqual({
      status: 'success',
      page: {
        title: 'Informativa sul trattamento dei dati',
        content: 'Primo paragrafo.\n\n<b>Secondo</b> paragrafo.',
        title_en: null,
        content_en: null,
      },
    });
    expect((await anonymous('/api/public/pages')).json().pages).toEqual({ privacy: true, terms: false });
    expect((await anonymous('/api/public/pages/terms')).json().message).toBe(
      "L'associazione non ha ancora pubblicato i termini e condizioni",
    );
    for (const other of ['cookie', 'Privacy', 'privacy.html', '1']) {
      const res = await anonymous(`/api/public/pages/${other}`);
      expect(res.statusCode, other).toBe(404);
      expect(res.json().message).toBe('Pagina non trovata');
    }

    // a member's session reads it too; the admin's list shows which text it is
    const member = await signIn(t.app, 'client', { memberArea: true });
    const asMember = await t.app.inject({ url: '/api/public/pages/privacy', headers: member.headers });
    expect(asMember.statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/judicial_texts?pageSize=500', headers });
    expect(listed.json().judicial_texts).toContainEqual(
      expect.objectContaining({ id: text.id, site_page: 'privacy' }),
    );

    await admin('DELETE', `/api/judicial_texts/${text.id}`);
    expect((await anonymous('/api/public/pages/privacy')).statusCode).toBe(404);
  });

  it('gives a page to one text at a time: a second claim is a 409 naming the page, nothing saved', async () => {
    const first = await create({ title: 'Privacy', content: 'Uno', site_page: 'privacy' });
    const second = await admin('POST', '/api/judicial_texts', {
      judicial_text: { title: 'Altra privacy', content: 'Due', site_page: 'privacy' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      status: 'error',
      message: TAKEN,
      errors: { 'judicial_text.site_page': TAKEN },
    });
    const other = await create({ title: 'Altro', content: 'Tre' });
    expect(other.site_page).toBeNull();
    const claim = await admin('PUT', `/api/judicial_texts/${other.id}`, {
      judicial_text: { title: 'Altro', content: 'Tre', site_page: 'privacy', version: other.version },
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().errors).toEqual({ 'judicial_text.site_page': TAKEN });
    // the same text saved again keeps its page; another page is free
    const again = await admin('PUT', `/api/judicial_texts/${first.id}`, {
      judicial_text: { title: 'Privacy 2', content: 'Uno', site_page: 'privacy' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const terms = await admin('PUT', `/api/judicial_texts/${other.id}`, {
      judicial_text: { title: 'Termini', content: 'Tre', site_page: 'terms' },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    expect((await anonymous('/api/public/pages')).json().pages).toEqual({ privacy: true, terms: true });
    expect((await anonymous('/api/public/pages/privacy')).json().page.title).toBe('Privacy 2');

    // two claims at once: one is saved, the other is the 409 (the unique index decides)
    await admin('DELETE', `/api/judicial_texts/${other.id}`);
    const both = await Promise.all(
      ['A', 'B'].map((title) =>
        admin('POST', '/api/judicial_texts', { judicial_text: { title, content: 'x', site_page: 'terms' } }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    for (const r of both)
      if (r.statusCode === 200) await admin('DELETE', `/api/judicial_texts/${r.json().judicial_text.id}`);
    await admin('DELETE', `/api/judicial_texts/${first.id}`);
  });

  it('keeps the page of a save that does not send site_page; null unpublishes it', async () => {
    // the SPEC shape (title and content only) publishes nothing on create
    expect((await create({ title: 'Vecchio client', content: 'x' })).site_page).toBeNull();
    const text = await create({ title: 'Termini', content: 'Uno', site_page: 'terms' });
    const old = await admin('PUT', `/api/judicial_texts/${text.id}`, {
      judicial_text: { title: 'Termini e condizioni', content: 'Due' },
    });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().judicial_text).toMatchObject({ site_page: 'terms', version: text.version + 1 });
    expect((await anonymous('/api/public/pages/terms')).json().page).toEqual({
      title: 'Termini e condizioni',
      content: 'Due',
      title_en: null,
      content_en: null,
    });

    const off = await admin('PUT', `/api/judicial_texts/${text.id}`, {
      judicial_text: { title: 'Termini e condizioni', content: 'Due', site_page: null },
    });
    expect(off.json().judicial_text.site_page).toBeNull();
    expect((await anonymous('/api/public/pages/terms')).statusCode).toBe(404);
    expect((await anonymous('/api/public/pages')).json().pages.terms).toBe(false);

    // the Storico says what changed
    const [audited] = await t.app.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'judicial_text'), eq(auditLog.entityId, String(text.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited?.changes).toMatchObject({ site_page: ['terms', null] });
  });

  it('refuses a page the site does not have, in Italian', async () => {
    const res = await admin('POST', '/api/judicial_texts', {
      judicial_text: { title: 'x', content: 'y', site_page: 'cookie' },
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().errors['judicial_text.site_page'];
    expect(message).toMatch(/privacy/);
    expect(message).not.toMatch(/invalid|expected/i);
  });

  it('lets no member or anonymous caller write a text', async () => {
    const member = await signIn(t.app, 'client', { memberArea: true });
    const body = { judicial_text: { title: 'x', content: 'y', site_page: 'privacy' } };
    const nobody = await t.app.inject({ method: 'POST', url: '/api/judicial_texts', payload: body });
    expect(nobody.statusCode).toBe(401);
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/judicial_texts',
      headers: member.headers,
      payload: body,
    });
    expect(asMember.statusCode).toBe(403);
    expect((await anonymous('/api/public/pages')).json().pages.privacy).toBe(false);
  });

  it('restores a trashed published text only while its page is free', async () => {
    const gone = await create({ title: 'Privacy vecchia', content: 'x', site_page: 'privacy' });
    await admin('DELETE', `/api/judicial_texts/${gone.id}`);
    const now = await create({ title: 'Privacy nuova', content: 'y', site_page: 'privacy' });
    const refused = await admin('POST', `/api/trash/judicial_text/${gone.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      site_page: 'Un altro testo è già pubblicato sulla stessa pagina del sito',
    });
    await admin('DELETE', `/api/judicial_texts/${now.id}`);
    expect((await admin('POST', `/api/trash/judicial_text/${gone.id}/restore`)).statusCode).toBe(200);
    expect((await anonymous('/api/public/pages/privacy')).json().page.title).toBe('Privacy vecchia');
    await admin('DELETE', `/api/judicial_texts/${gone.id}`);
  });
});
