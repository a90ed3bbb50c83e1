import { expectAccessible } from '../fixtures';
import { markers, storedXssSpec } from '../helpers/stored-xss';
import {
  APP_NAME,
  createConference,
  createExpert,
  createSection,
  expect,
  expectHistory,
  expectSearchResult,
  expectSomeValue,
  expectValues,
  json,
  open,
  test,
  xss,
} from '../xss/harness';

/** Stored markup is shown as text and never runs (sections, the document area and conferences): see e2e/xss/harness.ts. */

storedXssSpec();

test('sections: documents list and section editor (chapters, documents, expert) show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
}) => {
  const { tag, m } = markers();
  const expert = await createExpert(adminApi, tag, {
    name: xss.svg(m('expert.name')),
    surname: xss.img(m('expert.surname')),
  });
  const section = {
    title: xss.img(m('title')),
    rows: [
      {
        title: xss.svg(m('chapter.title')),
        content: `${xss.script(m('chapter.content'))}\n${xss.img(m('chapter.content.2'))}`,
        documents: [{ title: xss.img(m('document.title')), expert_id: expert.id, file: {} }],
      },
    ],
  };
  const created = await createSection(adminApi, section);

  await open(page, `/documents?q=${tag}`, 'Documenti');
  await expect(page.getByRole('gridcell', { name: section.title, exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Dettaglio di ${created.category.name} – ${section.title}` }),
  ).toBeVisible();
  await guard.check('documents list');

  await open(page, `/document/${created.id}`, 'Modifica Sezione');
  await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(section.title);
  const chapter = page.getByRole('region', { name: 'Capitolo 1' });
  const [row] = section.rows;
  await expect(chapter.getByRole('heading', { name: row.title, level: 3 })).toBeVisible();
  await expectValues(chapter, { 'Titolo capitolo': row.title, Descrizione: row.content });
  const document = chapter.getByRole('group', { name: 'Documento 1 del Capitolo 1' });
  await expectValues(document, { 'Titolo documento': row.documents[0].title });
  await expect(document.getByRole('combobox', { name: 'Esperto' })).toHaveText(
    `${expert.name} ${expert.surname}`,
  );
  await expectAccessible(page);
  await expectHistory(page, section.title);
  await guard.check('section editor');
});

test('document area: judicial documents and texts show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
  undo,
}) => {
  const { m } = markers();
  // demo records edited and restored: see the header comment
  type Doc = { id: number; title: string; file: string; version: number };
  type Text = { id: number; title: string; content: string; version: number };
  const [doc] = (
    await json<{ judicial_documents: Doc[] }>(await adminApi.get('/api/judicial_documents?sort=id'))
  ).judicial_documents;
  const [text] = (await json<{ judicial_texts: Text[] }>(await adminApi.get('/api/judicial_texts?sort=id')))
    .judicial_texts;
  expect(doc && text, 'the demo data holds judicial documents and texts').toBeTruthy();
  const docTitle = xss.img(m('judicial_document.title'));
  const textTitle = xss.svg(m('judicial_text.title'));
  const textContent = `${xss.script(m('judicial_text.content'))}\n${xss.img(m('judicial_text.content.2'))}`;
  undo(async () => {
    await json(
      await adminApi.put(`/api/judicial_documents/${doc.id}`, {
        data: { judicial_document: { title: doc.title, file: doc.file } },
      }),
    );
    await json(
      await adminApi.put(`/api/judicial_texts/${text.id}`, {
        data: { judicial_text: { title: text.title, content: text.content } },
      }),
    );
  });
  await json(
    await adminApi.put(`/api/judicial_documents/${doc.id}`, {
      data: { judicial_document: { title: docTitle, file: doc.file } },
    }),
  );
  await json(
    await adminApi.put(`/api/judicial_texts/${text.id}`, {
      data: { judicial_text: { title: textTitle, content: textContent } },
    }),
  );

  await open(page, '/document-area', 'Area Documentale');
  await expectSomeValue(page.getByRole('textbox', { name: 'Titolo' }), docTitle, 'the document title');
  await expectAccessible(page);
  await guard.check('document area, Documenti');
  await page.getByRole('tab', { name: 'Testi' }).click();
  await expectSomeValue(page.getByRole('textbox', { name: 'Titolo' }), textTitle, 'the text group title');
  await expectSomeValue(
    page.getByRole('textbox', { name: 'Contenuto' }),
    textContent,
    'the text group content',
  );
  await guard.check('document area, Testi');
});

test('conferences: list, editor, orders page (document title), dashboard and search show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
}) => {
  const { tag, m } = markers();
  const fields = {
    title: xss.img(m('title')),
    city: xss.svg(m('city')),
    description: `${xss.script(m('description'))}\n${xss.img(m('description.2'))}`,
    optionals: [{ title: xss.img(m('optional.title')), price: 1500 }],
    workshops: [{ title: xss.svg(m('workshop.title')) }],
  };
  const conference = await createConference(adminApi, fields);

  await open(page, `/conferences?q=${tag}`, 'Conferenze');
  await expect(page.getByRole('link', { name: fields.title, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: fields.city, exact: true })).toBeVisible();
  await guard.check('conferences list');

  await open(page, `/conference/${conference.id}`, 'Modifica Conferenza');
  await expectValues(page, {
    Titolo: fields.title,
    Città: fields.city,
    Descrizione: fields.description,
    'Titolo optional 1': fields.optionals[0].title,
    'Titolo workshop 1': fields.workshops[0].title,
  });
  await expectAccessible(page);
  await expectHistory(page, fields.title);
  await guard.check('conference editor');

  // the orders page is titled after the conference: top bar and browser tab
  await page.goto(`/orders/${conference.id}`);
  const heading = `Ordini – ${fields.title}`;
  await expect(page.getByRole('banner').getByRole('heading', { name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} · ${APP_NAME}`);
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  await guard.check('orders of the conference');

  // the dashboard lists it first among the upcoming conferences (its start is the earliest)
  await open(page, '/dashboard', 'Dashboard');
  await expect(page.getByRole('link', { name: fields.title, exact: true })).toBeVisible();
  await guard.check('dashboard');

  await expectSearchResult(page, tag, fields.title);
  await guard.check('search');
});
