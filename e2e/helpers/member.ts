import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * A member of the test's own: the `n`th user (not the demo member) of a company with an active
 * membership, given the Member Area and a password through the admin API, so a test that changes
 * the membership (a renewal asked) touches nobody else's company.
 */
export async function ownMember(api: APIRequestContext, n: number) {
  const password = 'Rinnovo-e2e-2026!';
  const rows: { subscription_id: string; date_end: string | null }[] = [];
  for (const status of ['active', 'trialing']) {
    const list = await api.get(`/api/memberships?status=${status}&pageSize=100`);
    expect(list.ok(), await list.text()).toBe(true);
    rows.push(...(await list.json()).memberships.filter((r: { date_end: string | null }) => r.date_end));
  }
  const people: { id: number; email: string }[] = [];
  for (const row of rows) {
    const detail = await api.get(`/api/memberships/${row.subscription_id}`);
    const users = (await detail.json()).membership.company.users as { id: number; email: string }[];
    if (users.some((u) => u.email === MEMBER.email)) continue;
    if (users[0]) people.push(users[0]);
    if (people.length > n) break;
  }
  const person = people[n];
  expect(person, 'an active company of the demo data for this test').toBeTruthy();
  const { user, billing_information } = (await (await api.get(`/api/users/${person.id}`)).json()) as {
    user: Record<string, unknown>;
    billing_information?: unknown;
  };
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(user)) if (!READ_ONLY.has(k)) body[k] = v;
  const saved = await api.put(`/api/users/${person.id}`, {
    data: {
      user: { ...body, member_area: true, active: true, status: 'active', password },
      ...(billing_information ? { billing_information } : {}),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { email: person.email, password };
}

const READ_ONLY = new Set([
  'id',
  'membership',
  'profile_id',
  'expert_id',
  'company',
  'subscription_id',
  'subscription_status',
  'membership_id',
  'last_reset_password',
  'last_reset_password_link_sent',
  'billing_information',
]);

/** Signs a member in through the site's form; resolves on the member area. */
export async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/area/accedi');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Area soci/ })).toBeVisible();
}
