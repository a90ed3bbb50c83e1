import { expectAccessible } from '../fixtures';
import { markers, payloads, storedXssSpec } from '../helpers/stored-xss';
import {
  APP_NAME,
  expect,
  expectHistory,
  expectSearchResult,
  expectValues,
  json,
  open,
  test,
  xss,
} from '../xss/harness';

/** Stored markup is shown as text and never runs (companies (with orders) and bank statements): see e2e/xss/harness.ts. */

storedXssSpec();

test('companies: list, detail tabs, user editor, orders and order detail show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
  undo,
}) => {
  const { tag, m } = markers();
  type Company = {
    id: number;
    name: string;
    type: string | null;
    address: string | null;
    city: string | null;
    province: string | null;
    postal_code: string | null;
    country: number | null;
    vat: string | null;
    version: number;
    users: { id: number }[];
  };
  type Membership = { subscription_id: string; company: Company };

  // A company no other spec reads (they take active and unpaid ones) with users and an order.
  const orders = new Map<string, { conference: number; order: number }>();
  const { conferences } = await json<{ conferences: { id: number }[] }>(
    await adminApi.get('/api/conferences?pageSize=100'),
  );
  for (const c of conferences) {
    const res = await adminApi.get(`/api/conferences/booking/${c.id}?pageSize=100`);
    if (!res.ok()) continue; // deleted meanwhile by another spec
    for (const row of ((await res.json()).data ?? []) as { order_id: number; company: string | null }[]) {
      if (row.company && !orders.has(row.company))
        orders.set(row.company, { conference: c.id, order: row.order_id });
    }
  }
  const rows = (
    await json<{ memberships: { subscription_id: string; company: string }[] }>(
      await adminApi.get('/api/memberships?status=incomplete_expired&sort=-company&pageSize=100'),
    )
  ).memberships;
  let chosen: { membership: Membership; order: { conference: number; order: number } } | undefined;
  for (const row of rows) {
    const order = orders.get(row.company);
    if (!order) continue;
    const { membership } = await json<{ membership: Membership }>(
      await adminApi.get(`/api/memberships/${encodeURIComponent(row.subscription_id)}`),
    );
    if (membership.company.users.length > 0) {
      chosen = { membership, order };
      break;
    }
  }
  if (!chosen) throw new Error('the demo data holds an incomplete_expired company with users and an order');
  const { membership, order } = chosen;
  const original = membership.company;
  const fields = {
    ...payloads(m, ['name', 'type', 'address', 'city', 'province'], 'company.'),
    // no country, so that the VAT is free text (with Italy it must be a valid partita IVA)
    country: null,
    vat: xss.alert('c.vat'),
    postal_code: original.postal_code,
  };
  // what the company tab shows, on the company's detail and in its users' editor (one label differs)
  const companyTab = (vatLabel: string) => ({
    Nome: fields.name,
    Tipo: fields.type,
    Indirizzo: fields.address,
    Città: fields.city,
    Provincia: fields.province,
    [vatLabel]: fields.vat,
  });
  const restore = async () => {
    const { membership: now } = await json<{ membership: Membership }>(
      await adminApi.get(`/api/memberships/${encodeURIComponent(membership.subscription_id)}`),
    );
    const { name, type, address, city, province, postal_code, country, vat } = original;
    const data = { name, type, address, city, province, postal_code, country, vat };
    await json(
      await adminApi.put(`/api/company/${original.id}`, {
        data: { company: { ...data, version: now.company.version } },
      }),
    );
  };
  undo(restore);
  await json(
    await adminApi.put(`/api/company/${original.id}`, {
      data: { company: { ...fields, version: original.version } },
    }),
  );

  await open(page, `/memberships?q=${tag}`, 'Companies');
  await expect(page.getByRole('gridcell', { name: fields.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Dettaglio di ${fields.name}` })).toBeVisible();
  await guard.check('companies list');

  await open(page, `/memberships/${encodeURIComponent(membership.subscription_id)}`, 'Dettaglio azienda');
  await expect(page.getByRole('heading', { name: fields.name, level: 2 })).toBeVisible();
  await expectValues(page.getByRole('tabpanel'), { Azienda: fields.name });
  await page.getByRole('tab', { name: 'Dettagli Azienda' }).click();
  await expectValues(page.getByRole('tabpanel'), companyTab('Partita IVA'));
  await expectAccessible(page);
  await expectHistory(page, fields.address);
  await guard.check('company detail');

  // a user of the company: the read-only company tab
  await open(page, `/users/${original.users[0].id}`, 'Modifica Utente');
  await page.getByRole('tab', { name: 'Dettagli Azienda' }).click();
  await expectValues(page.getByRole('tabpanel'), companyTab('Partita IVA'));
  await guard.check('user editor, company tab');

  // the orders of a conference it booked, and the order
  await page.goto(`/orders/${order.conference}`);
  await expect(page.getByRole('gridcell', { name: fields.name, exact: true })).toBeVisible();
  await guard.check('orders of a conference');
  await page.goto(`/order/${order.order}`);
  await expect(page).toHaveTitle(`Ordine n. ${order.order} · ${APP_NAME}`);
  await expect(page.getByText(`Azienda: ${fields.name}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Indirizzo azienda: ${fields.address}`)).toBeVisible();
  await expect(page.getByText(`${fields.city} (${fields.province})`)).toBeVisible();
  await guard.check('order detail');

  await expectSearchResult(page, tag, fields.name);
  await guard.check('search');
});

test('bank statements: payer, reference, note and bank name show stored markup as text', async ({
  adminPage: page,
  adminApi,
  guard,
}) => {
  const { tag, m } = markers();
  // CSV cells: payloads without double quotes or semicolons
  const payer = `<img src=x onerror=alert('${m('payer')}')>`;
  const reference = xss.alert(m('reference'));
  const bank = `<img src=x onerror=alert('${m('bank')}')>`;
  const note = xss.img(m('note'));
  const csv = ['Data;Importo;Ordinante;Causale', `20/11/2026;0,07;${payer};${reference}`].join('\r\n');
  const imported = await json<{ added: number }>(
    await adminApi.post('/api/bank-statements/import', {
      data: {
        file_name: `estratto-${tag}.csv`,
        content: csv,
        csv: {
          bank,
          date: 'Data',
          amount: 'Importo',
          payer: 'Ordinante',
          reference: 'Causale',
          delimiter: ';',
        },
      },
    }),
  );
  expect(imported.added).toBe(1);
  const { lines } = await json<{ lines: { id: number; payer: string }[] }>(
    await adminApi.get(`/api/bank-statements/lines?q=${tag}`),
  );
  expect(lines.map((l) => l.payer)).toEqual([payer]);
  await json(await adminApi.post(`/api/bank-statements/lines/${lines[0].id}/discard`, { data: { note } }));

  await open(page, `/manual-transfers/statement?q=${tag}`, 'Riconciliazione estratto conto');
  const row = page.getByRole('row').filter({ hasText: payer });
  // payer and reason share one cell, one line each
  await expect(row.getByText(payer, { exact: true })).toBeVisible();
  await expect(row.getByText(reference, { exact: true })).toBeVisible();
  await expect(row.getByText(`Nota: ${note}`)).toBeVisible();
  await expectAccessible(page);

  // the bank's name, remembered with its columns, is offered when a CSV is chosen
  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'banca.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Data;Importo;Ordinante;Causale\r\n'),
  });
  await page.getByRole('combobox', { name: 'Banca' }).fill(tag);
  await expect(page.getByRole('option', { name: bank, exact: true })).toBeVisible();
  await guard.check('statement page');
});
