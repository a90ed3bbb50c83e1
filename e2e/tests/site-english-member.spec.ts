import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { MEMBER, ownMember, signInAs } from '../helpers/member';
import { shot } from '../helpers/shot';

/**
 * Issue 36 on the member site's own pages, in a browser set to English (en-GB), at 1366 and 390
 * px: the sign-in and its errors, the member area, the experts directory and the application form
 * (with its validation errors) read English and pass axe; a language a member chooses while signed
 * in becomes their setting, which a browser without a choice of its own then follows.
 */

const site = (page: Page) => page.getByRole('navigation', { name: 'Site sections' });

/** Signs a member in through the English form; resolves on the member area. */
async function signInEnglish(page: Page, who: { email: string; password: string }) {
  await page.goto('/area/accedi');
  await expect(page.getByRole('heading', { level: 1, name: "Sign in to the members' area" })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Members' area/ })).toBeVisible();
}

for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  const tag = phone ? { tag: '@phone' } : {};
  const size = phone ? '390' : '1366';

  test.describe(`in English (${at})`, () => {
    test.use({ locale: 'en-GB' });

    test(`the sign-in page and its errors are in English (${at})`, tag, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 401/);
      await page.goto('/area/accedi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(/^Sign in · /);
      await expect(
        page.getByRole('heading', { level: 1, name: "Sign in to the members' area" }),
      ).toBeVisible();
      await expect(site(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, test.info(), `en-sign-in-${size}`);

      // a password link that no longer works says where to ask for a new one
      await page.goto('/area/reimposta-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: "Sign in to the members' area" }),
      ).toBeVisible();

      await page.getByRole('textbox', { name: 'E-mail' }).fill(MEMBER.email);
      await page.getByLabel('Password').fill('not the password at all');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(/password/i);
      // the server's message, in English (the API's catalogue): not its Italian words
      await expect(alert).not.toContainText('non corrett');
      await expectAccessible(page);
      await shot(page, test.info(), `en-sign-in-error-${size}`);

      await page.getByRole('button', { name: 'Forgotten your password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible();
      await page.getByRole('button', { name: 'Back to sign-in' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: "Sign in to the members' area" }),
      ).toBeVisible();
    });

    test(`the member area is in English after sign-in (${at})`, tag, async ({ page }) => {
      await signInEnglish(page, MEMBER);
      await expect(page).toHaveTitle(/^Members' area · /);
      await expect(page.getByRole('region', { name: 'Membership fee' })).toContainText(
        'Membership fee status: Active',
      );
      await expect(page.getByRole('region', { name: 'Membership fee' })).toContainText(
        /Valid until \d{1,2} \w+ \d{4}/,
      );
      const orders = page.getByRole('region', { name: "The company's orders" });
      await expect(orders.getByRole('listitem').first()).toBeVisible();
      // amounts as English writes them: €450.00, not € 450,00
      await expect(orders.getByRole('listitem').first()).toContainText(/Order no\. \d+ · −?€[\d,]+\.\d{2}/);
      await expect(page.getByRole('region', { name: "The company's people" })).toContainText(MEMBER.email);
      const invoices = page.getByRole('region', { name: 'Invoices and credit notes' });
      await expect(
        invoices.getByRole('button', { name: /^Download the PDF: Invoice/ }).first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Certificates of attendance' })).toBeVisible();
      await expect(site(page).getByRole('link', { name: "Members' area" })).toBeVisible();
      await expectAccessible(page);
      await shot(page, test.info(), `en-member-area-${size}`);

      await page.getByRole('link', { name: "Members' documents" }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
      await expectAccessible(page);
      await page.goBack();
      await page.getByRole('link', { name: 'Billing details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Billing details' })).toBeVisible();
      await expect(page.getByRole('link', { name: "Back to the members' area" })).toBeVisible();
    });

    test(`the experts directory is in English (${at})`, tag, async ({ page }) => {
      await page.goto('/area/');
      await site(page).getByRole('link', { name: 'Experts' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Experts' })).toBeFocused();
      await expect(page.getByRole('search', { name: 'Search the experts' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('');
      await expect(page.getByRole('status').filter({ hasText: /expert/ })).toBeVisible();
      await expectAccessible(page);
      await shot(page, test.info(), `en-experts-${size}`);

      const first = page.locator('.expert-list').getByRole('link').first();
      const name = (await first.innerText()).trim();
      await page.getByRole('searchbox', { name: 'Name or surname' }).fill(name.split(' ').pop() ?? name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Clear the filters' })).toBeVisible();
      await page.locator('.expert-list').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('link', { name: '← All experts' })).toBeVisible();
      await expect(page.getByText('Country', { exact: true })).toBeVisible();
      await expectAccessible(page);
    });

    test(
      `a legal page without an English text shows the Italian, marked as such (${at})`,
      tag,
      async ({ page }) => {
        await page.goto('/area/');
        await page
          .getByRole('navigation', { name: 'Legal notes' })
          .getByRole('link', { name: 'Privacy policy' })
          .click();
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        // the demo's privacy policy is written in Italian only (until the association adds an English one)
        if ((await heading.locator('[lang="it"]').count()) > 0) {
          await expect(heading).toContainText('(in Italian)');
          await expect(page.locator('.legal-text div[lang="it"] p').first()).toBeVisible();
        }
        await expectAccessible(page);
      },
    );

    test(`the application form is in English (${at})`, tag, async ({ page }) => {
      await page.goto('/area/candidatura');
      await expect(page.getByRole('heading', { level: 1, name: 'Arbitrator application' })).toBeVisible();
      await expect(page).toHaveTitle(/^Arbitrator application · /);
      await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toBeVisible();
      const nationality = page.getByRole('combobox', { name: 'Nationality' });
      await expect(nationality.locator('option').first()).toHaveText('Choose');
      await expect(page.getByRole('combobox', { name: 'Role' }).locator('option').nth(1)).toHaveText(
        'Chair or sole arbitrator',
      );
      await expect(page.getByLabel('First reference letter')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /I have read the privacy policy/ })).toBeVisible();
      await page.getByRole('button', { name: 'Add a case' }).click();
      await expect(
        page.getByRole('group', { name: 'Case 1' }).getByRole('textbox', { name: 'Title' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Remove case 1' }).click();
      await expectAccessible(page);
      await shot(page, test.info(), `en-application-${size}`);
    });

    test(`the application form's validation errors are in English (${at})`, tag, async ({ page }) => {
      await page.goto('/area/candidatura');
      await page.getByRole('textbox', { name: 'Year of birth' }).fill('19x');
      await page.getByRole('button', { name: 'Send the application' }).click();
      const summary = page.locator('.summary');
      await expect(summary).toBeFocused();
      // each item names its field in English, then says what is wrong, in English
      await expect(summary.getByRole('link', { name: /^Name: / })).toBeVisible();
      await expect(summary.getByRole('link', { name: /^Curriculum vitae: / })).toBeVisible();
      await expect(page.locator('#app-name-error')).toHaveText(/required/i);
      await expect(page.locator('#app-country-error')).toHaveText(/required/i);
      await expect(page.locator('#app-year_of_birth-error')).toHaveText(/year/i);
      await expect(page.locator('#app-privacy_accepted-error')).toHaveText(/privacy/i);
      await expect(summary).not.toContainText(/obbligatorio|Anno non valido|Occorre|campi? da correggere/);
      await expectAccessible(page);
      await shot(page, test.info(), `en-application-errors-${size}`);
    });
  });

  test.describe(`a member's language (${at})`, () => {
    test.use({ locale: 'it-IT' });

    test(
      `English chosen while signed in becomes the member's setting, which the next sign-in follows (${at})`,
      tag,
      async ({ page, adminApi }) => {
        // a member of the test's own: the demo member's language stays as other tests expect it
        const own = await ownMember(adminApi, phone ? 5 : 4);
        await signInAs(page, own);
        await expect(page.getByRole('heading', { level: 1, name: /Area soci/ })).toBeVisible();

        const saved = page.waitForRequest(
          (r) => r.method() === 'PUT' && r.url().endsWith('/api/member/language'),
        );
        await page.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: 'English' }).click();
        const request = await saved;
        expect(request.postDataJSON()).toEqual({ language: 'en' });
        await expect(page.getByRole('heading', { level: 1, name: /Members' area/ })).toBeVisible();
        expect((await request.response())?.status()).toBe(200);
        const me = await page.evaluate(async () => {
          const res = await fetch('/api/member/me', {
            headers: { Authorization: `Bearer ${localStorage.getItem('member_token')}` },
          });
          return (await res.json()).user as { language?: string };
        });
        expect(me.language).toBe('en');

        // signed out, on a browser that has no choice of its own: Italian, until the member signs in
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.evaluate(() => localStorage.removeItem('site_locale'));
        await page.goto('/area/accedi');
        await expect(page.getByRole('heading', { level: 1, name: 'Accedi all’area soci' })).toBeVisible();
        await page.getByRole('textbox', { name: 'E-mail' }).fill(own.email);
        await page.getByLabel('Password').fill(own.password);
        await page.getByRole('button', { name: 'Accedi', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: /Members' area/ })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expectAccessible(page);
      },
    );
  });
}
