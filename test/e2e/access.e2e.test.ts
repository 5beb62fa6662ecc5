import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'jpeg-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForCode } from '../support/cognito-codes';
import { launchBrowser } from './browser';
import { e2eStack } from './stack';

/**
 * Invitation-only access in a browser (issue 5): an invited address signs up, confirms,
 * signs in, edits the profile, uploads a headshot, changes the password and signs out; an
 * unknown address joins the waitlist. The codes are read from cognito-local's log, as a user
 * would read their inbox.
 */
const { siteUrl, cognitoLog, invitations } = e2eStack();
const invited = { email: 'hannah.lee@example.com', name: 'Hannah Lee' };
/** Hannah's invitation link, as `npm start` prints it until invitation e-mails exist (issue 11). */
const invitationLink = invitations.find((invitation) => invitation.email === invited.email)!.link;
const password = 'Welcome-home-2026!';
const newPassword = 'Another-home-2027!';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let folder: string;

/** A 1200×900 JPEG: the browser has to shrink it to 800×600 before uploading. */
function photo(): string {
  const width = 1200;
  const height = 900;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set([60 + (i % width) / 8, 120, 140 + Math.floor(i / width) / 10, 255], i * 4);
  }
  const path = join(folder, 'headshot.jpg');
  writeFileSync(path, encode({ data, width, height }, 92).data);
  return path;
}

async function acceptCookies(target: Page) {
  const accept = target.getByRole('button', { name: 'Accept all' });
  if (await accept.isVisible()) await accept.click();
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'gta-e2e-access-'));
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('invitation-only access', () => {
  it('signs an invited user up from their invitation link, confirms the code and signs them in', async () => {
    // /sign-in?e={email}&i={token}: the address is prefilled and tried at once.
    await page.goto(invitationLink);
    await acceptCookies(page);
    expect(await page.getByLabel('Email').inputValue()).toBe(invited.email);
    // The probe finds no account but an invitation, and the page holds its token: the sign-up step.
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Full name').fill(invited.name);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await page.getByLabel('Verification code').waitFor();
    const code = await waitForCode(cognitoLog, invited.email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The Verification code was confirmed. Please sign in!').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.getByRole('button', { name: /profile menu$/i }).waitFor();
  });

  it('shows the new account with the inviting agent, and saves an edit typed through the masks', async () => {
    await page.goto(`${siteUrl}/profile`);
    await page.getByTestId('profile-full-name').waitFor();
    expect(await page.getByTestId('profile-full-name').textContent()).toBe(invited.name);
    expect(await page.getByTestId('agent-card').textContent()).toContain('Sarah Thompson');

    await page.getByRole('button', { name: 'Edit' }).first().click();
    // Document 1 §5.1: the masks put in the dashes and slashes as the digits are typed.
    const phone = page.getByLabel('Phone');
    await phone.pressSequentially('4165550177');
    expect(await phone.inputValue()).toBe('416-555-0177');
    const dateOfBirth = page.getByLabel('Date of birth');
    await dateOfBirth.pressSequentially('01011990');
    expect(await dateOfBirth.inputValue()).toBe('01/01/1990');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText('416-555-0177').waitFor();
    // Document 1 §1: the saved date shows as YYYY-MM-DD.
    await page.getByText('1990-01-01', { exact: true }).waitFor();
  });

  it('uploads a headshot through a signed request and shows it', async () => {
    await page.getByRole('button', { name: 'Change photo' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a picture' }).click();
    await (await chooser).setFiles(photo());
    await page.getByTestId('image-preview').waitFor();

    const signing = page.waitForRequest((request) => request.url().endsWith('/api/uploads'));
    const upload = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('X-Amz-'));
    await page.getByRole('button', { name: 'Upload image' }).click();
    const asked = (await signing).postDataJSON() as { contentType: string; size: number };
    const signed = await upload;
    // Compressed in the browser: a JPEG far smaller than the 1200×900 original.
    expect(asked.contentType).toBe('image/jpeg');
    expect(asked.size).toBeLessThan(200_000);
    expect(signed.headers()['content-type']).toBe('image/jpeg');
    expect(new URL(signed.url()).searchParams.get('X-Amz-Expires')).toBe('300');

    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const image = page.getByTestId('profile-headshot').locator('img:not([src*="default-headshot"])');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  });

  it("shows the default headshot in the header when the signed headshot's address fails", async () => {
    const header = page.getByRole('button', { name: /profile menu$/i }).locator('img');
    await expect.poll(() => header.getAttribute('src')).not.toContain('default-headshot');
    const headshot = new URL((await header.getAttribute('src'))!, siteUrl);

    // As when the signature has expired: the storage refuses the address, however it is signed.
    const refuse = (url: URL) => url.origin === headshot.origin && url.pathname === headshot.pathname;
    await page.route(refuse, (route) => route.fulfill({ status: 403, body: 'Request has expired' }));
    try {
      await page.reload();
      await expect.poll(() => header.getAttribute('src')).toContain('default-headshot');
      await expect
        .poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await page.unroute(refuse);
    }
  });

  it('changes the password in the Reset Password dialog', async () => {
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    expect(await page.getByLabel('New password').inputValue()).toBe('');
    // The dialog has two: its header's × (named since the accessibility pass) and its Close button.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('signs out from the account page to the neighbourhood map, forgetting the e-mail', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/neighbourhood/map');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gtaHomes.email'))).toBeNull();

    // The new password is the one that works now.
    await page.goto(`${siteUrl}/sign-in`);
    await page.getByLabel('Email').fill(invited.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  });
});

describe('the waitlist', () => {
  it('lets an unknown address join, thanks it, and knows it the second time', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${siteUrl}/sign-in`);
    await acceptCookies(visitor);
    await visitor.getByLabel('Email').fill('new.neighbour@example.com');
    await visitor.getByRole('button', { name: 'Join our waitlist' }).click();
    await visitor.getByRole('button', { name: 'Return to website' }).click();
    await visitor.waitForURL((url) => url.pathname === '/neighbourhood/map');

    await visitor.goto(`${siteUrl}/sign-in`);
    await visitor.getByLabel('Email').fill('new.neighbour@example.com');
    await visitor.getByText('The e-mail already exists in the waitlist.').waitFor();
    expect(await visitor.getByRole('button', { name: 'Join our waitlist' }).isDisabled()).toBe(true);
    await visitor.close();
  });

  it('refuses an uninvited sign-up on the sign-up page and creates nothing', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${siteUrl}/sign-up`);
    await acceptCookies(visitor);
    await visitor.getByLabel('Full name').fill('Not Invited');
    await visitor.getByLabel('Email').fill('not.invited@example.com');
    await visitor.getByLabel('Password', { exact: true }).fill(password);
    await visitor.getByLabel('Confirm password').fill(password);
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await visitor.getByText('This e-mail address has not been invited yet.').waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/sign-up');

    // Nothing was created: the address is still unknown to the sign-in page.
    await visitor.goto(`${siteUrl}/sign-in`);
    await visitor.getByLabel('Email').fill('not.invited@example.com');
    await visitor.getByRole('button', { name: 'Join our waitlist' }).waitFor();
    await visitor.close();
  });
});
