import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { UserListItem, UsersPage } from '@shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { idTokenOf, signIn, watchedPage } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * The Contacts screen's bulk actions in a browser (issue 29): select rows, set one follow-up on
 * all of them, export the selection.
 */
const { siteUrl, demoAccounts } = e2eStack();
const agent = demoAccounts.find((account) => account.email === 'agent@example.com')!;
const admin = demoAccounts.find((account) => account.role === 'admin')!;
const shots = join(tmpdir(), 'bulk-actions-shots');

let browser: Browser;

async function listOf(token: string, query: string): Promise<UsersPage> {
  const response = await fetch(`${siteUrl}/api/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as UsersPage;
}

async function contactsScreen(page: Page) {
  await signIn(page, siteUrl, agent);
  await page.goto(`${siteUrl}/dashboard/users/agent-contacts`);
  // The page's rows are drawn first rows first: wait for all of them.
  await page.locator('[data-testid="user-rows"][aria-busy="false"]').waitFor();
  await page.getByRole('button', { name: 'Accept all' }).click();
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(term);
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('bulk actions on the Contacts screen', () => {
  it('sets one follow-up on two selected contacts, and both show it', async () => {
    // Arrange: two of the agent's generated contacts with no follow-up (the Today test takes the
    // last two of the book; these are the first two).
    const token = await idTokenOf(siteUrl, agent);
    const book = await listOf(token, 'sort=lastName&size=1000');
    const [first, second] = book.items.filter((item) => item.id.startsWith('demo') && !item.followUp).slice(0, 2) as [
      UserListItem,
      UserListItem,
    ];
    const page = await watchedPage(browser, 'bulk-follow-up');
    await contactsScreen(page);

    // Act: each found by its e-mail and ticked (the selection outlives the search), then one follow-up.
    for (const contact of [first, second]) {
      await search(page, contact.details.email);
      const row = page.getByTestId('user-row').filter({ hasText: contact.details.email });
      await row.getByRole('checkbox').check();
    }
    await page.getByText('2 contacts selected').waitFor();
    await page.getByRole('button', { name: 'Set follow-up' }).click();
    await page.getByLabel('Follow-up date').fill('2031-05-06');
    await page.getByLabel('Note').fill('Ask about the spring market.');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'bulk-follow-up-form-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save follow-up' }).click();

    // Assert: the result says two, and both contacts have the follow-up.
    await page.getByTestId('bulk-result').getByText('Follow-up set for 2 contacts.').waitFor();
    await page.screenshot({ path: join(shots, 'bulk-follow-up-done-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(shots, 'bulk-follow-up-done-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const contact of [first, second]) {
      await search(page, contact.details.email);
      await page.getByTestId('user-row').filter({ hasText: '2031-05-06' }).waitFor();
      const saved = await listOf(token, `q=${encodeURIComponent(contact.details.email)}`);
      expect(saved.items.find((item) => item.id === contact.id)?.followUp).toEqual({
        date: '2031-05-06',
        note: 'Ask about the spring market.',
      });
    }
    await page.close();
  });

  it('exports the selected page as selected-contacts.csv with one line per contact', async () => {
    const page = await watchedPage(browser, 'bulk-export');
    await contactsScreen(page);
    const shown = await page.getByTestId('user-row').count();

    await page.getByRole('checkbox', { name: 'Select this page' }).check();
    await page.getByText(`${shown} contacts selected`).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selection' }).click();
    const file = await download;

    expect(file.suggestedFilename()).toBe('selected-contacts.csv');
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Phone,Address,Ownership,Purchase Date,Status,Last Login,Logins,Follow-up,Follow-up Note',
    );
    expect(lines).toHaveLength(shown + 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(shots, 'bulk-selected-390.png'), fullPage: true });
    await page.close();
  });

  it("shows an invited contact's details as the agent entered them, marked so", async () => {
    const token = await idTokenOf(siteUrl, agent);
    const email = 'entered.in.browser@example.com';
    const invited = await fetch(`${siteUrl}/api/invite/client`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        firstName: 'Entered',
        lastName: 'Browser',
        phone: '647-555-0142',
        address: '12 Maple Ave, Toronto, ON',
        ownershipStats: 'owner',
        purchaseDate: '2019-06-18',
      }),
    });
    expect(invited.status).toBe(201);
    const page = await watchedPage(browser, 'entered-details');
    await contactsScreen(page);
    await search(page, 'entered.in.browser');
    await page.getByTestId('user-row').filter({ hasText: 'Entered Browser' }).click();
    await page.getByRole('tab', { name: 'Profile' }).click();

    const details = page.getByTestId('entered-details');
    await details.getByText('Entered by the agent').waitFor();
    expect(await details.textContent()).toContain('12 Maple Ave, Toronto, ON');
    expect(await details.textContent()).toContain('647-555-0142');
    expect(await details.textContent()).toContain('2019-06-18');
    await page.screenshot({ path: join(shots, 'entered-details-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(shots, 'entered-details-390.png'), fullPage: true });
    await page.close();
  });

  it("gives an admin's Users screen the bulk actions without follow-ups (those are an agent's own)", async () => {
    const page = await watchedPage(browser, 'bulk-admin');
    await signIn(page, siteUrl, admin);
    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByTestId('user-row').first().waitFor();
    await page.getByRole('button', { name: 'Accept all' }).click();

    await page.getByTestId('user-row').nth(1).getByRole('checkbox').check();

    const bar = page.getByTestId('bulk-bar');
    await bar.getByText('1 user selected').waitFor();
    expect(await bar.getByRole('button', { name: 'Archive' }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Set follow-up' }).count()).toBe(0);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'bulk-admin-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(shots, 'bulk-admin-390.png') });
    await page.close();
  });

  it('never hides the row the focus goes to under the bar held below the header (WCAG 2.4.11)', async () => {
    const page = await watchedPage(browser, 'bulk-sticky-focus');
    await contactsScreen(page);
    const boxes = page.getByTestId('user-row').getByRole('checkbox');
    await boxes.first().check();
    await page.getByText('1 contact selected').waitFor();
    // A row a little further down the page, scrolled to sit just under the header, where the held
    // bar covers it: where Shift+Tab back up the list finds it.
    const target = boxes.nth(3);
    const top = await target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - 80);
    await target.focus();

    const bar = (await page.getByTestId('bulk-sticky').boundingBox())!;
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);

    // The bar's own controls are held in view: focusing them, or typing in its form, leaves the
    // list where it is.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Set follow-up' }).focus();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.getByRole('button', { name: 'Set follow-up' }).click();
    await page.getByLabel('Note').pressSequentially('Call');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.close();
  });
});
