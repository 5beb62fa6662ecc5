import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@shared/profile';
import { launchBrowser } from './browser';
import { idTokenOf, signIn, watchedPage } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * The account page's save after the profile changed elsewhere (issue 28): the 409 shows with
 * Reload, which brings the latest values into the open form, whose next save goes through.
 * At the phone's width and the desktop's; SHOTS names a folder to keep screenshots in.
 */
const { siteUrl, demoAccounts } = e2eStack();
const account = demoAccounts.find((demo) => demo.email === 'ethan.murphy@example.com')!;

async function api(method: 'GET' | 'PUT', body?: object): Promise<UserProfile> {
  const response = await fetch(`${siteUrl}/api/myprofile`, {
    method,
    headers: { authorization: `Bearer ${await idTokenOf(siteUrl, account)}`, 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as UserProfile;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the account page's Reload after a 409", () => {
  it.each([390, 1280])('at %i px: shows the conflict with Reload, then saves the latest values', async (width) => {
    const page = await watchedPage(browser, `account-reload-${width}`, width);
    await signIn(page, siteUrl, account);
    await page.goto(`${siteUrl}/profile`);
    const original = await api('GET');
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const form = page.getByRole('form', { name: 'Account Details' });
    await form.getByLabel('First name').fill('Ethan-Stale');

    // Another tab saves the account section meanwhile.
    await api('PUT', {
      firstName: original.firstName,
      lastName: 'Murphy-Elsewhere',
      sectionVersions: original.sectionVersions,
    });
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = form.getByRole('alert');
    await alert.getByRole('button', { name: 'Reload' }).waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/conflict-${width}.png` });

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => form.getByLabel('Last name').inputValue()).toBe('Murphy-Elsewhere');
    expect(await form.getByLabel('First name').inputValue()).toBe(original.firstName);
    // The header follows the profile read, without a page reload.
    const profileButton = (name: string) =>
      page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}\\s*, profile menu$`) });
    await profileButton(`${original.firstName} Murphy-Elsewhere`).waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/reloaded-${width}.png` });

    await form.getByLabel('Last name').fill(original.lastName);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await api('GET')).toMatchObject({ firstName: original.firstName, lastName: original.lastName });
    await profileButton(`${original.firstName} ${original.lastName}`).waitFor();
    await page.close();
  });
});
