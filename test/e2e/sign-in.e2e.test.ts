import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const { siteUrl, demoAccounts } = inject('e2eStack');
const client = demoAccounts.find((account) => account.email === 'client@example.com')!;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('sign-in', () => {
  it("signs the demo client in and shows the client's full name on the profile page", async () => {
    await page.goto(`${siteUrl}/sign-in`);
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${siteUrl}/profile`);

    await page.getByText(client.name).first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/profile');
  });
});
