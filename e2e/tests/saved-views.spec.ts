import { expect, expectAccessible, test, waitForAnimations } from '../fixtures';
import { shot } from '../helpers/shot';

test.describe('saved views', () => {
  test('a view saved on the users list is where the list opens again', async ({ adminPage: page }, info) => {
    const name = `Amministratori ${Date.now().toString(36)}`;
    await page.goto('/users?profile=admin&sort=email');
    await expect(page.getByRole('gridcell', { name: 'admin@demo.local' })).toBeVisible();

    await page.getByRole('button', { name: 'Viste' }).click();
    await page.getByRole('menuitem', { name: 'Salva vista corrente…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salva la vista corrente' });
    await dialog.getByRole('textbox', { name: 'Nome della vista' }).fill(name);
    await shot(page, info, 'save-view-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Vista «${name}» salvata` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Vista: ${name}` })).toBeVisible();

    // afresh: neither the address nor this tab's memory holds the list's state, the view does
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/users');
    await expect(page).toHaveURL(/profile=admin/);
    await expect(page).toHaveURL(/sort=email/);
    await expect(page.getByRole('button', { name: `Vista: ${name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Profilo' })).toHaveText('Admin');

    await page.getByRole('button', { name: `Vista: ${name}` }).click();
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    await waitForAnimations(page);
    await shot(page, info, 'views-menu');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // another filter: the list no longer shows the view, the button says so
    await page.goto('/users?profile=client');
    await expect(page.getByRole('button', { name: 'Viste' })).toBeVisible();
  });
});
