import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A legal page's English title and text (beyond SPEC): written on the document area's text, kept by
 * a save that leaves them out (a SPEC client sends title and content only), answered to the site.
 */
const { t, headers } = useTestApp();

type Json = Record<string, unknown>;
const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers, payload });
const page = async (name: string) => (await t.app.inject({ url: `/api/public/pages/${name}` })).json().page;

describe('the English of a legal page', () => {
  it('is saved, answered beside the Italian, kept by a SPEC-only save, cleared by an empty one', async () => {
    const created = await admin('POST', '/api/judicial_texts', {
      judicial_text: {
        title: 'Informativa privacy',
        content: 'Primo.\n\nSecondo.',
        site_page: 'privacy',
        title_en: ' Privacy policy ',
        content_en: 'First.\n\nSecond.',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const text = created.json().judicial_text;
    expect(text).toMatchObject({ title_en: 'Privacy policy', content_en: 'First.\n\nSecond.' });
    expect(await page('privacy')).toEqual({
      title: 'Informativa privacy',
      content: 'Primo.\n\nSecondo.',
      title_en: 'Privacy policy',
      content_en: 'First.\n\nSecond.',
    });

    // the SPEC shape: title and content only; the English stays (and the page too)
    const spec = await admin('PUT', `/api/judicial_texts/${text.id}`, {
      judicial_text: { title: 'Informativa sulla privacy', content: 'Nuovo.' },
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().judicial_text).toMatchObject({
      site_page: 'privacy',
      title_en: 'Privacy policy',
      content_en: 'First.\n\nSecond.',
    });
    expect(await page('privacy')).toMatchObject({
      title: 'Informativa sulla privacy',
      title_en: 'Privacy policy',
    });

    // the list answers them to the editor; an empty one is none (the site shows the Italian)
    const listed = (await t.app.inject({ url: '/api/judicial_texts?pageSize=500', headers })).json();
    expect(listed.judicial_texts).toContainEqual(
      expect.objectContaining({ id: text.id, title_en: 'Privacy policy' }),
    );
    const cleared = await admin('PUT', `/api/judicial_texts/${text.id}`, {
      judicial_text: {
        title: 'Informativa sulla privacy',
        content: 'Nuovo.',
        title_en: '',
        content_en: null,
      },
    });
    expect(cleared.json().judicial_text).toMatchObject({ title_en: null, content_en: null });
    expect(await page('privacy')).toMatchObject({ title_en: null, content_en: null });

    // the Storico names them in Italian
    const history = await t.app.inject({ url: `/api/activity/judicial_text/${text.id}`, headers });
    const labels = history
      .json()
      .timeline.entries.flatMap((e: { fields: { label: string }[] }) => e.fields.map((f) => f.label));
    expect(labels).toEqual(expect.arrayContaining(['Titolo (inglese)', 'Testo (inglese)']));
    await admin('DELETE', `/api/judicial_texts/${text.id}`);
  });

  it('is refused too long with a 400 naming the field, in Italian, and nothing is saved', async () => {
    const res = await admin('POST', '/api/judicial_texts', {
      judicial_text: {
        title: 'Termini',
        content: 'Uno',
        site_page: 'terms',
        title_en: 'x'.repeat(301),
        content_en: 'x'.repeat(50_001),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'judicial_text.title_en': 'Testo troppo lungo (massimo 300 caratteri)',
      'judicial_text.content_en': 'Testo troppo lungo (massimo 50.000 caratteri)',
    });
    expect((await t.app.inject({ url: '/api/public/pages/terms' })).statusCode).toBe(404);
  });
});
