import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference } from '../helpers/booking';
import { MEMBER, ownMember, signInAs, signInMember } from '../helpers/member';
import { shot } from '../helpers/shot';

/**
 * Members and bookers (issue 34): the member area tells until when the membership runs and keeps a
 * renewal awaiting its transfer in view until it is withdrawn; the booking form knows the signed-in
 * member; a workshop the booking has filled cannot be ticked; the conference tells its prices.
 */
for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  const tag = phone ? { tag: '@phone' } : {};

  test(
    `the member area shows the end date and a pending renewal until it is withdrawn (${at})`,
    tag,
    async ({ page, adminApi }, info) => {
      await signInAs(page, await ownMember(adminApi, phone ? 1 : 0));
      const panel = page.getByRole('region', { name: 'Quota associativa' });
      await expect(panel).toContainText(/Valida fino al \d{2}\/\d{2}\/\d{4}/);
      await expect(panel).toContainText(/rinnovando con bonifico ora, vale fino al \d{2}\/\d{2}\/\d{4}/);
      await panel.getByRole('button', { name: 'Rinnova con bonifico' }).click();

      const transfer = page.getByRole('region', { name: 'Rinnovo: bonifico bancario' });
      await expect(transfer).toContainText('IBAN');
      await expect(panel).toContainText('Rinnovo in attesa del bonifico');
      // a year past the current end, not from the payment
      const end = (await panel.getByText(/Valida fino al/).innerText()).match(/(\d{2})\/(\d{2})\/(\d{4})/);
      expect(end).not.toBeNull();
      const [, d, m, y] = end ?? [];
      await expect(panel).toContainText(`vale allora fino al ${d}/${m}/${Number(y) + 1}`);
      await expect(panel.getByRole('button', { name: 'Rinnova con bonifico' })).toHaveCount(0);
      // still there when the member comes back
      await page.reload();
      await expect(transfer).toContainText(/RF\d{2}/);
      await expect(panel.getByRole('button', { name: /^Rinnova/ })).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, info, 'pending-renewal');

      await panel.getByRole('button', { name: 'Ritira la richiesta di rinnovo' }).click();
      await expect(panel.getByRole('button', { name: 'Rinnova con bonifico' })).toBeVisible();
      await expect(transfer).toHaveCount(0);
    },
  );

  test(
    `the booking form starts with the signed-in member and the company's billing (${at})`,
    tag,
    async ({ page, adminApi }, info) => {
      const conference = await bookableConference(adminApi);
      await signInMember(page);
      await page.goto(`/area/conferenze/${conference.id}`);
      const first = page.getByRole('group', { name: /^Partecipante 1/ });
      await expect(first.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(MEMBER.email);
      await expect(first.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
      await expect(first.getByRole('textbox', { name: 'Cognome', exact: true })).toHaveValue('Socia');
      await expect(page.getByRole('textbox', { name: 'Ragione sociale', exact: true })).not.toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Partita IVA', exact: true })).not.toHaveValue('');
      // the member quote, never above the full price
      await expect(page.getByRole('region', { name: 'Riepilogo' })).toContainText('(socio)');
      await expectAccessible(page);
      await shot(page, info, 'prefilled-booking');
    },
  );

  test(
    `a workshop the booking has filled cannot be ticked; seats left are shown (${at})`,
    tag,
    async ({ page, adminApi }, info) => {
      const conference = await bookableConference(adminApi, 2);
      await page.goto(`/area/conferenze/${conference.id}`);
      await page.getByRole('button', { name: 'Aggiungi un partecipante' }).click();
      await page.getByRole('button', { name: 'Aggiungi un partecipante' }).click();
      const workshop = (n: number) =>
        page.getByRole('group', { name: new RegExp(`^Partecipante ${n}`) }).getByRole('checkbox', {
          name: new RegExp(conference.workshop),
        });
      await expect(page.getByRole('group', { name: /^Partecipante 1/ })).toContainText('2 posti disponibili');
      await workshop(1).check();
      await workshop(2).check();
      await expect(workshop(3)).toBeDisabled();
      await expect(page.getByRole('group', { name: /^Partecipante 3/ })).toContainText(
        'posti presi dagli altri partecipanti',
      );
      // freeing one seat gives it back
      await workshop(2).uncheck();
      await expect(workshop(3)).toBeEnabled();
      await workshop(2).check();
      await expectAccessible(page);
      await shot(page, info, 'full-workshop');
    },
  );
}

test('the conference page tells the prices that may apply', async ({ page, adminApi }, info) => {
  // € 500 against the demo's € 300 for members and € 450 for their guests
  const conference = await bookableConference(adminApi, 20, 50_000);
  await page.goto(`/area/conferenze/${conference.id}`);
  const facts = page.locator('dl.facts');
  await expect(facts).toContainText(/Quota intera\s*€\s500,00/);
  await expect(facts).toContainText(/Soci\s*€\s300,00, accedi per la quota socio/);
  await expect(facts).toContainText(/Ospiti dei soci\s*€\s450,00/);
  await page.getByRole('link', { name: 'accedi per la quota socio' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  // back on the conference, signed in: the member's price without the invitation
  await expect(page.getByRole('heading', { level: 1, name: conference.title })).toBeVisible();
  await expect(facts).toContainText(/Soci\s*€\s300,00/);
  await expect(page.getByRole('link', { name: 'accedi per la quota socio' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, info, 'conference-prices');
});
