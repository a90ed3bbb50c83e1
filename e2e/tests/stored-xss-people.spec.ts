import { expectAccessible } from '../fixtures';
import { markers, payloads, storedXssSpec } from '../helpers/stored-xss';
import {
  APP_NAME,
  countryId,
  createExpert,
  createUser,
  expect,
  expectHistory,
  expectSearchResult,
  expectValues,
  htmlText,
  json,
  open,
  test,
  watch,
  xss,
} from '../xss/harness';

/** Stored markup is shown as text and never runs (the watch itself, users and experts): see e2e/xss/harness.ts. */

storedXssSpec();

test('the watch itself sees markup that runs: a page that injected the payloads would fail', async ({
  adminPage: page,
}) => {
  const guard = await watch(page);
  await open(page, '/dashboard', 'Dashboard');
  await guard.check('dashboard before the injection');
  // what a vulnerable page would do with stored text
  await page.evaluate(
    (html) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
    },
    [
      xss.img('self.img'),
      xss.svg('self.svg'),
      xss.alert('self.alert'),
      `<a href="${xss.link('self.link')}">a</a>`,
    ].join(''),
  );
  await expect.poll(async () => (await guard.findings()).ran).toContain('self.img');
  const found = await guard.findings();
  expect(found.dom).toEqual(
    expect.arrayContaining([
      expect.stringContaining('onerror='),
      expect.stringContaining('onload='),
      expect.stringContaining('href="javascript:'),
    ]),
  );
  expect(found.images).toHaveLength(1);
});

test('users: list, editor tabs, Storico, search and the mails sent to them show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
  consoleErrors,
}) => {
  // The mail's HTML preview is a sandboxed frame without allow-scripts: Chromium refuses to run the
  // guard's probe (an init script) in it and says so. That refusal is the sandbox doing its job.
  consoleErrors.allow(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  const { tag, m } = markers();
  const user = {
    name: xss.img(m('name')),
    surname: xss.svg(m('surname')),
    email: `o'xss+${tag}@e2e.example.it`,
    email_alternative: `alt'xss+${tag}@e2e.example.it`,
    phone: xss.alert(m('phone')),
    // a checked codice fiscale: markup cannot be stored there any more
    fiscal_code: 'RSSMRA85T10A562S',
    profile_name: 'client',
    status: 'active',
  };
  const billing = {
    territory: 'Extra UE',
    invoice_type: 'company',
    country: await countryId(adminApi, 'Stati Uniti'),
    company_name: xss.img(m('billing.company_name')),
    name: xss.script(m('billing.name')),
    surname: xss.svg(m('billing.surname')),
    address: xss.img(m('billing.address')),
    city: xss.script(m('billing.city')),
    postal_code: xss.tiny(),
    province: xss.alert(m('b.prov')),
    // codes are stored upper-case without spaces, dots, dashes or slashes: what is left of markup
    vat: `'"><SVG ONLOAD=ALERT(1)>`,
    fiscal_code: '"><B>CF</B>',
    recipient_code: '<I>RC</I>',
  };
  const created = await createUser(adminApi, { user, billing_information: billing });
  const stored = (
    await json<{ user: Record<string, unknown> & { billing_information: Record<string, string> } }>(
      await adminApi.get(`/api/users/${created.id}`),
    )
  ).user;
  const b = stored.billing_information;
  expect(stored.name).toBe(user.name); // stored as sent, not escaped nor stripped
  const { password_link } = await json<{ password_link: string }>(
    await adminApi.post(`/api/users/generate-password-link/${created.id}`),
  );
  expect(password_link).toBeTruthy();

  // the list
  await open(page, `/users?q=${tag}`, 'Utenti');
  const grid = page.getByRole('grid');
  for (const value of [user.email, user.surname, user.name]) {
    await expect(grid.getByRole('gridcell', { name: value, exact: true })).toBeVisible();
  }
  await expect(grid.getByRole('link', { name: `Dettaglio di ${user.name} ${user.surname}` })).toBeVisible();
  await guard.check('users list');

  // the editor, tab by tab
  await open(page, `/users/${created.id}`, 'Modifica Utente');
  const panel = page.getByRole('tabpanel');
  await expectValues(panel, {
    Nome: user.name,
    Cognome: user.surname,
    Email: user.email,
    'Email alternativa': user.email_alternative,
    Telefono: user.phone,
    'Codice fiscale': user.fiscal_code,
  });
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Informazioni di fatturazione' }).click();
  await expectValues(panel, {
    'Ragione sociale': billing.company_name,
    Nome: billing.name,
    Cognome: billing.surname,
    Indirizzo: billing.address,
    Città: billing.city,
    CAP: billing.postal_code,
    Provincia: billing.province,
    'Partita IVA': b.vat,
    'Codice fiscale': b.fiscal_code,
    'Codice destinatario': b.recipient_code,
  });
  // the Storico: the creation, field by field, and the mail sent
  await expectHistory(page, user.name);
  // the billing information, field by field (a payload without double quotes)
  await expect(page.getByRole('list', { name: 'Modifiche' }).getByText(billing.province)).toBeVisible();
  await expect(page.getByText(new RegExp(`→ ${user.email.replace(/[.+]/g, '\\$&')}`)).first()).toBeVisible();
  await guard.check('user editor');

  // search everywhere: the result names the user
  await expectSearchResult(page, tag, `${user.name} ${user.surname}`);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Modifica Utente' })).toBeVisible();
  await guard.check('search');

  // the mail outbox and the message: recipients, greeting in the text, escaped in the HTML preview
  await open(page, `/mail?q=${encodeURIComponent(user.email)}`, 'Email inviate');
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row.getByRole('gridcell', { name: user.email, exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^Apri l'email/ }).click();
  await expect(page).toHaveURL(/\/mail\/\d+$/);
  await expect(page).toHaveTitle(`Email · ${APP_NAME}`);
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  const greeting = `Gentile ${user.name} ${user.surname},`;
  const preview = page.locator('iframe[title="Anteprima HTML"]');
  await expect(preview).toHaveAttribute('sandbox', '');
  const srcdoc = (await preview.getAttribute('srcdoc')) ?? '';
  expect(srcdoc).toContain(htmlText(greeting));
  expect(srcdoc).not.toContain('<img src=x');
  expect(srcdoc).not.toContain('<svg');
  await page.getByRole('tab', { name: 'Testo' }).click();
  await expect(page.getByText(greeting)).toBeVisible();
  await guard.check('mail detail');
});

test('experts: list and editor show stored markup as text', async ({ adminPage: page, adminApi, guard }) => {
  const { tag, m } = markers();
  const long = {
    ...payloads(m, [
      'education',
      'professional_qualification',
      'academic_position',
      'description',
      'current_professional_position',
      'previous_position',
    ]),
    practical_experience: `${xss.img(m('practical_experience'))}\n${xss.script(m('practical_experience.2'))}`,
  };
  const fields = {
    name: xss.img(m('name')),
    surname: xss.svg(m('surname')),
    job_title: xss.script(m('job_title')),
    email: `o'exp+${tag}@e2e.example.it`,
    email_alternative: `alt'exp+${tag}@e2e.example.it`,
    phone: xss.alert(m('phone')),
    website: xss.url(m('website')),
    languages: xss.img(m('languages')),
    short_publication: xss.svg(m('short_publication')),
    ...long,
  };
  const expert = await createExpert(adminApi, tag, fields);

  await open(page, `/experts?q=${tag}`, 'Esperti');
  const grid = page.getByRole('grid');
  for (const value of [fields.email, fields.surname, fields.name]) {
    await expect(grid.getByRole('gridcell', { name: value, exact: true })).toBeVisible();
  }
  await expect(
    grid.getByRole('link', { name: `Dettaglio di ${fields.name} ${fields.surname}` }),
  ).toBeVisible();
  await guard.check('experts list');

  await open(page, `/experts/${expert.id}`, 'Modifica Esperto');
  await expectValues(page, {
    Nome: fields.name,
    Cognome: fields.surname,
    'Ruolo professionale': fields.job_title,
    Formazione: long.education,
    'Qualifica professionale': long.professional_qualification,
    'Posizione accademica': long.academic_position,
    'Associazioni e incarichi': long.description,
    'Posizione professionale attuale': long.current_professional_position,
    'Posizione professionale precedente': long.previous_position,
    'Esperienza pratica': long.practical_experience,
    Email: fields.email,
    'Email alternativa': fields.email_alternative,
    Telefono: fields.phone,
    'Sito web': fields.website,
    Lingue: fields.languages,
    'Pubblicazione breve': fields.short_publication,
  });
  // the website is shown as text in its field, never made a link
  await expect(page.getByRole('link', { name: fields.website })).toHaveCount(0);
  await expectAccessible(page);
  await expectHistory(page, fields.website);
  await guard.check('expert editor');
});
