import type { Locator, Page } from '@playwright/test';

/**
 * Types a date into the MUI date field labelled `label`, as digits in the order shown
 * (dd/MM/yyyy: '12052027'). `selectAll` first selects what the field holds, to replace it.
 */
export async function typeDate(
  page: Page,
  label: string,
  digits: string,
  { scope = page, selectAll = false }: { scope?: Page | Locator; selectAll?: boolean } = {},
) {
  await scope.getByRole('group', { name: label }).click();
  if (selectAll) await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(digits);
}

/** Opens the select (combobox) named `name` and picks `option`. */
export async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
}
