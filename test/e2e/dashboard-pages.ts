import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/**
 * The dashboard browser tests' shared steps: a page whose API answers, console errors and
 * uncaught errors are kept and printed with a screenshot's path if the test fails (what a
 * timed-out wait alone cannot say), and the sign-in a person does.
 */
export async function watchedPage(browser: Browser, name: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const seen: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('response', (response) => {
    if (response.url().includes('/api/')) {
      seen.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${at()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`${at()} page error: ${error.message}`));
  onTestFailed(async () => {
    const shot = join(tmpdir(), `${name}-${Date.now()}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    console.error(`${name} failed at ${page.url()} (screenshot ${shot}):\n${seen.join('\n')}`);
  });
  return page;
}

export async function signIn(page: Page, siteUrl: string, account: { email: string; password: string }) {
  await page.goto(`${siteUrl}/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/**
 * A demo user's ID token straight from the user pool the site is configured with: for a
 * test that checks through the API what a page did (USER_PASSWORD_AUTH, as cognito-local allows).
 */
export async function idTokenOf(siteUrl: string, account: { email: string; password: string }): Promise<string> {
  const config = (await (await fetch(`${siteUrl}/config.json`)).json()) as {
    userPoolEndpoint: string;
    userPoolClientId: string;
  };
  const response = await fetch(config.userPoolEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  const json = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!json.AuthenticationResult) throw new Error(`${account.email} could not sign in: ${JSON.stringify(json)}`);
  return json.AuthenticationResult.IdToken;
}
