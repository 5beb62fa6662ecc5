import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { signIn, watchedPage } from './dashboard-pages';

/**
 * The dashboard's user lists in a browser (issue 14): an admin finds people on the Users
 * screen by search, chip and sort; an agent sees only their own contacts.
 */
const { siteUrl, demoAccounts } = inject('e2eStack');
const admin = demoAccounts.find((account) => account.role === 'admin')!;
const agent = demoAccounts.find((account) => account.email === 'agent@example.com')!;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the Users screen', () => {
  it('lets an admin search, switch a chip and a sort, and see the rows', async () => {
    const page = await watchedPage(browser, 'dashboard-users-admin');
    await signIn(page, siteUrl, admin);

    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('result-count').textContent()).toMatch(/results · page 1 \/ \d+/);

    await page.getByRole('searchbox', { name: 'Search all users' }).fill('Olivia Chen');
    await page.keyboard.press('Enter');
    await page.getByTestId('result-count').filter({ hasText: '1 result · page 1 / 1' }).waitFor();
    expect(await page.getByTestId('user-row').first().textContent()).toContain('Olivia Chen');

    await page.getByRole('searchbox', { name: 'Search all users' }).fill('');
    await page.getByText('Agents', { exact: true }).click();
    // The two demo agents and Jordan Wright, an agent invited who has not signed up yet.
    await page.getByTestId('result-count').filter({ hasText: '3 results' }).waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'First name' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="user-row"]')][0]?.textContent?.includes('David Okafor'),
    );
    const rows = await page.getByTestId('user-row').allTextContents();
    expect(rows[0]).toContain('David Okafor');
    expect(rows[1]).toContain('Jordan Wright');
    expect(rows[1]).toContain('Invited');
    expect(rows[2]).toContain('Sarah Thompson');
    // The list's state is in the URL: a reload shows the same list.
    await page.reload();
    await page.getByTestId('result-count').filter({ hasText: '3 results' }).waitFor();
    await page.close();
  });

  it('shows an agent only their own contacts', async () => {
    const page = await watchedPage(browser, 'dashboard-users-agent');
    await signIn(page, siteUrl, agent);

    await page.goto(`${siteUrl}/dashboard/users/agent-contacts`);
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await page.getByTestId('user-row').first().waitFor();

    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Sophia Nguyen');
    await page.keyboard.press('Enter');
    await page.getByText('No one matches “Sophia Nguyen”.').waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Olivia');
    await page.keyboard.press('Enter');
    await page.getByTestId('user-row').filter({ hasText: 'Olivia Chen' }).waitFor();
    await page.close();
  });
});
