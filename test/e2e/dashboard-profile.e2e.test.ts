import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { signIn, watchedPage } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * The Profile tab and My profile in a browser (issue 14): an admin finds a contact on the
 * Users screen by search, chip and sort, archives them from their Profile tab, the list comes
 * back without them, and they can no longer sign in (DECISIONS row 24). An agent edits their
 * own account details. Screenshots at 1280 and 390 px go to the temporary folder.
 */
const { siteUrl, demoAccounts } = e2eStack();
const admin = demoAccounts.find((account) => account.role === 'admin')!;
// Used by no other browser test: archiving them changes nothing another file relies on.
const archivedContact = demoAccounts.find((account) => account.email === 'chloe.tremblay@example.com')!;
const agent = demoAccounts.find((account) => account.email === 'agent2@example.com')!;
const archivedMessage = 'This account has been archived. Please contact your agent.';
const shots = join(tmpdir(), 'dashboard-profile-shots');

let browser: Browser;

/** A screenshot to look at; the cookie banner, which covers the page's foot, is accepted first. */
async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(shots, { recursive: true });
  const accept = page.getByRole('button', { name: 'Accept all' });
  if (await accept.isVisible()) await accept.click();
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the Profile tab', () => {
  it('lets an admin find a contact, archive them, come back to the list without them, and shuts them out', async () => {
    const page = await watchedPage(browser, 'dashboard-profile-archive');
    await signIn(page, siteUrl, admin);
    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByTestId('user-row').first().waitFor();

    await page.getByRole('searchbox', { name: 'Search all users' }).fill('Chloe');
    await page.keyboard.press('Enter');
    await page.getByText('Contacts', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'First name' });
    const row = page.getByTestId('user-row').filter({ hasText: 'Chloe Tremblay' });
    await row.waitFor();
    await row.click();

    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('region', { name: 'Account details' }).waitFor();
    await page.getByText(archivedContact.email).first().waitFor();
    await screenshot(page, 'profile-tab-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'profile-tab-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Archive User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Are you sure you want to archive Chloe Tremblay\?/).waitFor();
    await screenshot(page, 'archive-confirm-1280', false);
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();

    // Back on the Users list (its segment may now carry the exclude list as well).
    await page.waitForURL((url) => /^\/dashboard\/users(\/[\w-]+)?$/.test(url.pathname));
    await page.getByTestId('result-count').waitFor();
    await page
      .getByTestId('list-notice')
      .getByText(/^Chloe Tremblay is archived/)
      .waitFor();
    expect(await page.getByTestId('user-row').filter({ hasText: 'Chloe Tremblay' }).count()).toBe(0);
    await page.close();

    const shutOut = await watchedPage(browser, 'dashboard-profile-archived-sign-in');
    await shutOut.goto(`${siteUrl}/sign-in`);
    await shutOut.getByLabel('Email').fill(archivedContact.email);
    await shutOut.getByRole('button', { name: 'Next', exact: true }).click();
    const refusal = shutOut.getByText(archivedMessage);
    const password = shutOut.getByLabel('Password', { exact: true });
    await refusal.or(password).first().waitFor();
    if (await password.isVisible()) {
      await password.fill(archivedContact.password);
      await shutOut.getByRole('button', { name: 'Sign In', exact: true }).click();
    }
    await refusal.waitFor();
    expect(new URL(shutOut.url()).pathname).toBe('/sign-in');
    await shutOut.close();
  });
});

describe('My profile', () => {
  it('lets an agent edit their account details, and renders at 1280 and 390 px', async () => {
    const page = await watchedPage(browser, 'dashboard-profile-my-profile');
    await signIn(page, siteUrl, agent);
    await page.goto(`${siteUrl}/dashboard/my-profile`);
    const account = page.getByRole('region', { name: 'Account details' });
    await account.getByText(agent.email).waitFor();
    await page.getByRole('region', { name: 'Agent details' }).waitFor();
    await screenshot(page, 'my-profile-1280');

    await account.getByRole('button', { name: 'Edit Account details' }).click();
    const form = page.getByRole('form', { name: 'Account details' });
    const phone = form.getByLabel('Phone');
    await phone.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Phone is required').waitFor();
    await phone.pressSequentially('6475550199');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await account.getByText('647-555-0199').waitFor();

    // After a reload the saved value is still there: it was stored, not only shown.
    await page.reload();
    await page.getByRole('region', { name: 'Account details' }).getByText('647-555-0199').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'my-profile-390');
    await page.getByRole('button', { name: 'Edit Agent details' }).click();
    await page.getByRole('form', { name: 'Agent details' }).waitFor();
    await screenshot(page, 'my-profile-agent-form-390');
    await page.close();
  });
});
