import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The demo member (README): a user of a company with an active membership, Member Area on. */
export const MEMBER = { email: 'socio@demo.local', password: 'demo-socio-2026' };

/** Signs the demo member in through the site's form; resolves on the member area. */
export async function signInMember(page: Page) {
  await page.goto('/area/accedi');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi all’area soci' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Area soci/ })).toBeVisible();
}
