import type { Page } from 'playwright-core';

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
