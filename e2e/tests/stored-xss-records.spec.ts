import { expectAccessible } from '../fixtures';
import { markers, payloads, storedXssSpec } from '../helpers/stored-xss';
import {
  createConference,
  createExpert,
  createSection,
  createUser,
  expect,
  expectHistory,
  expectSearchResult,
  expectValues,
  json,
  open,
  test,
  xss,
} from '../xss/harness';

/** Stored markup is shown as text and never runs (arbitrators, activity and trash, and the CSP header): see e2e/xss/harness.ts. */

storedXssSpec();

test('arbitrators: list, detail (every text field, distribution cases), Storico and search show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
  undo,
}) => {
  const { tag, m } = markers();
  // The second newest approved arbitrator: the other specs take the newest approved, the oldest
  // approved and the oldest and newest awaiting approval. Edited, then restored.
  const list = (
    await json<{ arbitrators: { id: number }[] }>(
      await adminApi.get('/api/arbitrators?all=true&approved=1&sort=-id&pageSize=100'),
    )
  ).arbitrators;
  expect(list.length, 'the demo data holds at least three approved arbitrators').toBeGreaterThanOrEqual(3);
  const { arbitrator: original } = await json<{
    arbitrator: Record<string, unknown> & { id: number; version: number };
  }>(await adminApi.get(`/api/arbitrators/${list[1].id}`));
  const fields = {
    email: `o'arb+${tag}@e2e.example.it`,
    phone: xss.alert(m('phone')),
    ...payloads(m, [
      'languages',
      'professional_qualification',
      'experience_field_distribution',
      'litigation_experience',
      'arbitration_experience',
      'experience_in_house',
    ]),
    distribution_cases: [
      { title: xss.img(m('case.title')), description: xss.svg(m('case.description')) },
      { title: xss.script(m('case2.title')), description: xss.link(m('case2.description')) },
    ],
  };
  // the read-only fields must match the stored ones when sent: leave them out
  const { id: _id, user_id, approved, name, surname, updated_at, ...editable } = original;
  void [_id, user_id, approved, name, surname, updated_at];
  const save = async (data: Record<string, unknown>) => {
    const { arbitrator: now } = await json<{ arbitrator: { version: number } }>(
      await adminApi.get(`/api/arbitrators/${original.id}`),
    );
    await json(
      await adminApi.post(`/api/arbitrators/${original.id}`, {
        data: { arbitrator: { ...editable, ...data, version: now.version } },
      }),
    );
  };
  undo(() => save(editable));
  await save(fields);

  await open(page, `/arbitrators?q=${encodeURIComponent(fields.email)}`, 'Lista Arbitrator');
  await expect(page.getByRole('gridcell', { name: fields.email, exact: true })).toBeVisible();
  const listed = page.getByRole('row').filter({ hasText: fields.email });
  await expect(listed.getByRole('link', { name: /^Dettaglio di / })).toBeVisible();
  await guard.check('arbitrators list');

  await open(page, `/arbitrators/${original.id}`, 'Dettaglio Arbitrator');
  await expectValues(page, {
    Email: fields.email,
    Telefono: fields.phone,
    Lingue: fields.languages,
    'Qualifiche professionali': fields.professional_qualification,
    'Esperienza nel settore distribuzione': fields.experience_field_distribution,
    'Esperienza nel contenzioso': fields.litigation_experience,
    'Esperienza in arbitrato': fields.arbitration_experience,
    'Esperienza in-house': fields.experience_in_house,
    'Titolo caso 1': fields.distribution_cases[0].title,
    'Descrizione caso 1': fields.distribution_cases[0].description,
    'Titolo caso 2': fields.distribution_cases[1].title,
    'Descrizione caso 2': fields.distribution_cases[1].description,
  });
  await expectAccessible(page);
  await expectHistory(page, fields.languages);
  await guard.check('arbitrator detail');

  await expectSearchResult(page, `arb+${tag}`, fields.email);
  await guard.check('search');
});

test('activity and trash: audit diffs and deleted records show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
}) => {
  const { tag, m } = markers();
  const user = {
    name: xss.img(m('user.name')),
    surname: xss.svg(m('user.surname')),
    email: `o'trash+${tag}@e2e.example.it`,
    profile_name: 'client',
  };
  const created = await createUser(adminApi, { user });
  const renamed = xss.script(m('user.name.2'));
  await json(
    await adminApi.put(`/api/users/${created.id}`, {
      // a PUT takes the whole user: the record as created, renamed
      data: { user: { ...created, name: renamed } },
    }),
  );
  const expert = await createExpert(adminApi, tag, {
    name: xss.svg(m('expert.name')),
    surname: xss.img(m('expert.surname')),
  });
  const section = await createSection(adminApi, { title: xss.img(m('section.title')) });
  const conference = await createConference(adminApi, {
    title: xss.svg(m('conference.title')),
    city: 'Torino',
    description: 'Da eliminare',
  });
  for (const url of [
    `/api/users/${created.id}`,
    `/api/experts/${expert.id}`,
    `/api/sections/${section.id}`,
    `/api/conferences/${conference.id}`,
  ]) {
    await json(await adminApi.delete(url));
  }

  // /activity: the user's edit, old → new, in the changes dialog
  await open(page, `/activity?entity=user&q=${created.id}`, 'Attività');
  // the search matches ids containing these digits too: the row that links to this user
  const record = page.getByRole('link', { name: new RegExp(` ${created.id}$`) });
  const edit = page.getByRole('row').filter({ has: record }).filter({ hasText: 'Modifica' });
  await edit.getByRole('button', { name: 'Nome', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(user.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(renamed, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await guard.check('activity');

  // /trash: each deleted record by its title, with its restore button
  await open(page, `/trash?q=${tag}`, 'Cestino');
  for (const title of [
    `${renamed} ${user.surname} <${user.email}>`,
    `${expert.name} ${expert.surname}`,
    xss.img(m('section.title')),
    conference.title,
  ]) {
    await expect(page.getByRole('gridcell', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ripristina ${title}` })).toBeVisible();
  }
  await guard.check('trash');
});

test('the Content-Security-Policy the tests above bypass is sent: no inline script may run', async ({
  request,
}) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc?.trim()).toBe("script-src 'self'");
});
