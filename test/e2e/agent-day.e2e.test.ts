import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { idTokenOf, signIn, watchedPage } from './dashboard-pages';

/**
 * The agent's day in a browser (issue 29): withdrawing an invitation from the invited person's
 * profile.
 */
const { siteUrl, demoAccounts } = inject('e2eStack');
const agent = demoAccounts.find((account) => account.email === 'agent@example.com')!;

let browser: Browser;

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${siteUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return response.status;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('withdrawing an invitation', () => {
  it('asks first, then takes the invited person out of the list, and their link stops working', async () => {
    // Arrange: the agent invites an address of their own (a mistyped one, say).
    const email = 'mistyped.adress@example.com';
    const token = await idTokenOf(siteUrl, agent);
    expect(await api(token, 'POST', '/invite/client', { email, firstName: 'Mistyped', lastName: 'Adress' })).toBe(201);
    const page = await watchedPage(browser, 'withdraw-invitation');
    await signIn(page, siteUrl, agent);
    await page.goto(`${siteUrl}/dashboard/users/agent-contacts`);
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('mistyped');
    await page.keyboard.press('Enter');
    await page.getByTestId('user-row').filter({ hasText: 'Mistyped Adress' }).click();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('tab', { name: 'Profile' }).click();

    // Act: Withdraw invitation, Cancel once, then confirm.
    await page.getByRole('button', { name: 'Withdraw invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw invitation' });
    await dialog.getByText(`Withdraw the invitation of ${email}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await api(token, 'GET', `/invite/${email}`)).toBe(204);
    await page.getByRole('button', { name: 'Withdraw invitation' }).click();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();

    // Assert: back on the list without them; the invitation is gone.
    await page.waitForURL(/\/dashboard\/users\/[^/]+\/agent-contacts|\/dashboard\/users\/agent-contacts/);
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('mistyped');
    await page.keyboard.press('Enter');
    await page.getByText('No one matches “mistyped”.').waitFor();
    expect(await api(token, 'GET', `/invite/${email}`)).toBe(404);
    await page.close();
  });
});
