import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@shared/profile';
import { newsletterUnsubscribeQuestion } from '@shared/unsubscribe';
import { messages } from '@shared/validation/messages';
import { signUnsubscribeToken } from '../../functions/lib/mail/unsubscribe-token';
import { launchBrowser } from './browser';
import { idTokenOf } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * An e-mail's unsubscribe link in a browser (DECISIONS rows 13 and 38): the test makes the
 * link a newsletter would carry, with the stack's own key, opens it, confirms, and reads the
 * profile back through the API as its owner.
 */
const { siteUrl, demoAccounts, linkSigningSecret } = e2eStack();
const account = (email: string) => demoAccounts.find((demo) => demo.email === email)!;
// The stack's clock: NOW when the run pins one.
const issuedAt = Math.floor((process.env.NOW ? Date.parse(process.env.NOW) : Date.now()) / 1000);

let browser: Browser;
let page: Page;

const idToken = (email: string) => idTokenOf(siteUrl, account(email));

async function profileOf(email: string): Promise<UserProfile> {
  const response = await fetch(`${siteUrl}/api/myprofile`, {
    headers: { authorization: `Bearer ${await idToken(email)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as UserProfile;
}

const newsletterLink = (email: string, secret = linkSigningSecret) =>
  signUnsubscribeToken({ userId: account(email).sub, list: 'newsletter', issuedAt }, secret);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the unsubscribe link of a newsletter', () => {
  it('opens on the confirm screen without the header, changes nothing until confirmed, then says goodbye', async () => {
    const email = 'liam.patel@example.com';
    expect(await profileOf(email)).toMatchObject({ receiveSoldReport: true, receiveEmail: true });

    await page.goto(`${siteUrl}/unsubscribe?uid=${newsletterLink(email)}`);
    await page.getByText(newsletterUnsubscribeQuestion).waitFor();
    await page.reload();
    await page.getByText(newsletterUnsubscribeQuestion).waitFor();

    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect((await profileOf(email)).receiveSoldReport).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();

    expect(await profileOf(email)).toMatchObject({ receiveSoldReport: false, receiveEmail: true });
  });

  it('says a forged link is not valid and changes nothing', async () => {
    const email = 'emma.rossi@example.com';

    await page.goto(`${siteUrl}/unsubscribe?uid=${newsletterLink(email, 'not-the-stack-key'.repeat(3))}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(messages.unsubscribeLinkInvalid).waitFor();

    expect((await profileOf(email)).receiveSoldReport).toBe(true);
  });

  it("works from a mail client's one-click POST to the List-Unsubscribe address (RFC 8058)", async () => {
    const email = 'noah.singh@example.com';

    const response = await fetch(`${siteUrl}/api/unsubscribe?uid=${newsletterLink(email)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    expect(response.status).toBe(204);
    expect((await profileOf(email)).receiveSoldReport).toBe(false);
  });
});
