import type { Page } from 'playwright-core';
import { passwordSignIn } from '../../infra/local/demo/demo-api';

/**
 * Signing in as a demo account, for the browser tests (test/e2e/dashboard-pages.ts) and the
 * Lighthouse bench (test/bench/lighthouse.ts).
 */

/** The sign-in a person does, until the page has left /sign-in. */
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
  return passwordSignIn(config.userPoolEndpoint, config.userPoolClientId, account.email, account.password);
}
