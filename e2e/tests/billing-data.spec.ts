import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference } from '../helpers/booking';
import { signInMember } from '../helpers/member';

/**
 * Billing data an invoice can carry (issue 32), as the forms help to type it: the booking form
 * and the member's billing page say beside the fields who needs a partita IVA and what 0000000
 * means, fill in 0000000 for a private person, offer the PEC and follow the country with the
 * territory; a CAP SdI would refuse is named on its field. The back-office company form has the
 * company's own invoicing data. At 1366 px and on a phone (the phone project runs the @phone ones).
 * SHOTS_DIR=… saves a screenshot of each screen.
 */
const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

async function shot(page: Page, name: string, part?: Locator) {
  if (!process.env.SHOTS_DIR) return;
  const path = `${process.env.SHOTS_DIR}/${name}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** The hints and defaults of the billing fields, on whichever form holds them. */
async function expectBillingHelp(page: Page) {
  await select(page, 'Territorio').selectOption({ label: 'Italia' });
  await expect(box(page, 'Partita IVA')).toHaveAccessibleDescription(
    /Avvocati, studi legali e aziende indicano la loro partita IVA/,
  );
  // a private person: 0000000, and the words that say what it means
  await box(page, 'Codice destinatario').fill('');
  await select(page, 'Tipo fattura').selectOption({ label: 'Persona fisica' });
  await expect(box(page, 'Codice destinatario')).toHaveValue('0000000');
  await expect(box(page, 'Codice destinatario')).toHaveAccessibleDescription(
    /Chi non ne ha uno \(per esempio un privato\) indica 0000000/,
  );
  await expect(page.getByRole('textbox', { name: 'PEC', exact: true })).toHaveAccessibleDescription(
    /quando il codice destinatario è 0000000/,
  );
  // the territory follows the country
  await select(page, 'Paese').selectOption({ label: 'Germania' });
  await expect(select(page, 'Territorio')).toHaveValue('UE');
  await select(page, 'Paese').selectOption({ label: 'Italia' });
  await expect(select(page, 'Territorio')).toHaveValue('Italy');
}

for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  const tag = phone ? { tag: '@phone' } : {};

  test(
    `the booking form helps with the billing data, and names a CAP SdI would refuse (${at})`,
    tag,
    async ({ page, adminApi, consoleErrors }) => {
      // the booking's 400 below, on purpose
      consoleErrors.allow(/status of 400/);
      const conference = await bookableConference(adminApi);
      await page.goto(`/area/conferenze/${conference.id}`);
      await expect(page.getByRole('heading', { level: 1, name: conference.title })).toBeVisible();
      await expectBillingHelp(page);

      const first = page.getByRole('group', { name: /^Partecipante 1/ });
      await box(first, 'Nome').fill('Giulia');
      await box(first, 'Cognome').fill('Verdi');
      await box(first, 'E-mail').fill(`giulia.${Date.now().toString(36)}@privata.example`);
      const billing = page.getByRole('region', { name: 'Dati di fatturazione' });
      await box(billing, 'Nome').fill('Giulia');
      await box(billing, 'Cognome').fill('Verdi');
      await box(page, 'Indirizzo').fill('Via Manzoni 12');
      await box(page, 'CAP').fill('ABC');
      await box(page, 'Città').fill('Milano');
      await box(page, 'Provincia').fill('MI');
      await box(page, 'Codice fiscale').fill('VRDGLI80A41H501S');
      await page.getByRole('textbox', { name: 'PEC', exact: true }).fill('giulia.verdi@pec.it');
      await page.getByLabel(/Ho letto l’informativa sulla privacy/).check();
      await page.getByRole('button', { name: 'Prenota e ricevi i dati per il bonifico' }).click();
      await expect(box(page, 'CAP')).toHaveAttribute('aria-invalid', 'true');
      await expect(box(page, 'CAP')).toHaveAccessibleDescription(
        'CAP non valido: in Italia servono 5 cifre (es. 20121)',
      );
      await expect(page.locator('.summary')).toContainText('CAP: CAP non valido');
      await expectAccessible(page);
      await shot(page, `booking-billing-${phone ? 390 : 1366}`, billing);

      await box(page, 'CAP').fill('20121');
      await page.getByRole('button', { name: 'Prenota e ricevi i dati per il bonifico' }).click();
      await page.waitForURL(/\/area\/ordini\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Ordine n\. \d+$/ })).toBeVisible();
    },
  );

  test(`the member's billing page helps with the same words (${at})`, tag, async ({ page }) => {
    await signInMember(page);
    await page.goto('/area/socio/fatturazione');
    await expect(page.getByRole('heading', { level: 1, name: 'Dati di fatturazione' })).toBeVisible();
    // the demo member is billed as their company: nothing here is saved
    await expectBillingHelp(page);
    await expectAccessible(page);
    await shot(page, `member-billing-${phone ? 390 : 1366}`);
  });
}

test('the company form has the company’s own invoicing data, with their rules', async ({
  adminPage: page,
  adminApi,
}) => {
  const { memberships } = await (await adminApi.get('/api/memberships?status=active&pageSize=1')).json();
  await page.goto(`/memberships/${encodeURIComponent(memberships[0].subscription_id)}?tab=company`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Fatturazione della membership' })).toBeVisible();
  await expect(panel.getByLabel('Codice destinatario (SDI)')).toHaveAccessibleDescription(
    /Codice SDI di 7 caratteri/,
  );
  await expect(panel.getByLabel('PEC per le fatture')).toHaveAccessibleDescription(/0000000/);
  await expect(panel.getByRole('combobox', { name: 'Partita IVA nel VIES' })).toBeVisible();
  await panel.getByLabel('PEC per le fatture').fill('amministrazione at pec');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(panel.getByText('PEC non valida')).toBeVisible();
  await expect(panel.getByLabel('PEC per le fatture')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shot(page, 'company-invoicing-1366');
});

test('the admins find the billing data to correct from the invoices', async ({ adminPage: page }) => {
  await page.goto('/billing-checks');
  await expect(
    page.getByRole('banner').getByRole('heading', { name: 'Dati di fatturazione da correggere' }),
  ).toBeVisible();
  // the demo's data pass every rule; what the API cannot save (records from before) would be listed
  await expect(page.getByText('Nessun dato di fatturazione da correggere.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'billing-checks-1366');
});
