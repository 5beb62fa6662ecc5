import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForCode } from '../support/cognito-codes';
import { mailTo } from '../support/mail-capture';
import { launchBrowser } from './browser';
import { signIn, watchedPage } from './dashboard-pages';
import { e2eStack } from './stack';

/**
 * Invitations and the contact import in a browser (issue 15): an admin invites a contact
 * from the Invite User page; the invitation e-mail the SES stand-in captured carries the link
 * that signs the contact up. Then the admin imports a CSV file for an agent and reads which
 * rows were not imported, and why. Resend Invite asks first (issue 24), and an import's undo is
 * followed on the import screen as the job takes its invitations back.
 */
const { siteUrl, demoAccounts, mailEndpoint, cognitoLog } = e2eStack();
const admin = demoAccounts.find((account) => account.role === 'admin')!;
const david = demoAccounts.find((account) => account.email === 'agent2@example.com')!;
// David Okafor: the agent no other browser test counts the contacts of.
const agentName = 'David Okafor';
const invitee = { firstName: 'Nadia', lastName: 'Rahman', email: 'nadia.rahman@example.com' };
const password = 'Invited-Pass-2026!';
const badRows = fileURLToPath(new URL('../fixtures/contact-imports/bad-rows.csv', import.meta.url));

const shots = join(tmpdir(), 'invite-import-shots');

let browser: Browser;

/** Screenshots to look at, at 1280 and 390 px. */
async function screenshots(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  // The banner can come in late on a busy machine, under a dialog already open: its click is
  // dispatched to the button, past the dialog's overlay, so the pictures show the page alone.
  const accept = page.getByRole('button', { name: 'Accept all' });
  if (await accept.isVisible()) await accept.dispatchEvent('click');
  await page.screenshot({ path: join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The invitation link in the captured e-mail to `address`, once it has arrived (30 s at most: a hang fails). */
async function invitationLink(address: string): Promise<URL> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [mail] = await mailTo(mailEndpoint, address);
    const href = mail?.body.text?.match(/https?:\/\/\S+\/sign-in\?e=\S+&i=[\w-]+/)?.[0];
    if (href) return new URL(href);
    if (Date.now() > deadline) throw new Error(`No invitation e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** David's contact found by their last name in his Contacts, on its Notes tab. */
async function openDavidsContactNotes(page: Page, lastName: string) {
  await page.goto(`${siteUrl}/dashboard/users/agent-contacts`);
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(lastName);
  await page.keyboard.press('Enter');
  await page.getByTestId('user-row').filter({ hasText: lastName }).click();
  await page.getByRole('tab', { name: 'Notes' }).click();
}

/** Opens an invited person's Profile tab from the Users screen, found by their last name. */
async function openInvited(page: Page, lastName: string) {
  await page.goto(`${siteUrl}/dashboard/users`);
  await page.getByRole('searchbox', { name: 'Search all users' }).fill(lastName);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('user-row').filter({ hasText: lastName });
  await row.waitFor();
  await row.click();
  await page.getByRole('tab', { name: 'Profile' }).click();
}

describe('invitations and the contact import', () => {
  it('lets an admin invite a contact, whose e-mailed link signs them up', async () => {
    const page = await watchedPage(browser, 'invite-contact');
    await signIn(page, siteUrl, admin);
    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByRole('link', { name: 'Invite User' }).click();
    await page.getByRole('heading', { name: 'Invite new user' }).waitFor();

    await page.getByRole('radio', { name: 'Contact' }).check();
    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: agentName });
    await page.getByLabel('Email').fill(invitee.email);
    await page.getByLabel('First name').fill(invitee.firstName);
    await page.getByLabel('Last name').fill(invitee.lastName);
    await screenshots(page, 'invite-form');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Invite successfully sent.' }).waitFor();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/dashboard/users') && !url.pathname.endsWith('invite-user'),
    );

    // Inviting the same address again says so and sends nothing more.
    await page.goto(`${siteUrl}/dashboard/users/invite-user`);
    await page.getByRole('radio', { name: 'Contact' }).check();
    await page.getByLabel('Email').fill(invitee.email);
    await page.getByLabel('First name').fill(invitee.firstName);
    await page.getByLabel('Last name').fill(invitee.lastName);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('Invite already exists.').waitFor();
    await page.close();

    // Before they sign up, their agent keeps a note on them (QA 58b), which the sign-up carries.
    const note = 'Met at the Etobicoke open house; wants a bungalow with a garden.';
    const agentPage = await watchedPage(browser, 'invitee-note');
    await signIn(agentPage, siteUrl, david);
    await openDavidsContactNotes(agentPage, invitee.lastName);
    await agentPage.getByRole('button', { name: 'Add new note' }).click();
    await agentPage.getByLabel('New note').fill(note);
    await agentPage.getByRole('button', { name: 'Save note' }).click();
    await agentPage.getByText(note).waitFor();

    // The invitee's inbox: one e-mail, branded with the agent, whose link prefills the address.
    const mails = await mailTo(mailEndpoint, invitee.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.html).toContain(agentName);
    const link = await invitationLink(invitee.email);
    const contact = await watchedPage(browser, 'invitee-sign-up');
    await contact.goto(`${siteUrl}${link.pathname}${link.search}`);
    expect(await contact.getByLabel('Email').inputValue()).toBe(invitee.email);
    await contact.getByRole('heading', { name: 'Sign Up' }).waitFor();
    // The name the agent typed, for the invitee to check rather than type again.
    await expect
      .poll(() => contact.getByLabel('Full name').inputValue(), { timeout: 10_000 })
      .toBe(`${invitee.firstName} ${invitee.lastName}`);
    await contact.getByLabel('Password', { exact: true }).fill(password);
    await contact.getByLabel('Confirm password').fill(password);
    await contact.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await contact.getByLabel('Verification code').waitFor();
    await contact.getByLabel('Verification code').fill(await waitForCode(cognitoLog, invitee.email));
    await contact.getByRole('button', { name: 'Verify' }).click();
    await contact.getByText('The Verification code was confirmed. Please sign in!').waitFor();
    await contact.getByLabel('Password', { exact: true }).fill(password);
    await contact.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await contact.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

    // Signed in, as the agent's contact.
    await contact.goto(`${siteUrl}/profile`);
    await contact.getByTestId('agent-card').filter({ hasText: agentName }).waitFor();
    await contact.close();

    // The agent finds the note on the account the invitation became.
    await openDavidsContactNotes(agentPage, invitee.lastName);
    await agentPage.getByRole('tab', { name: 'Insights' }).waitFor();
    await agentPage.getByText(note).waitFor();
    await agentPage.close();
  });

  it('resends an invitation only once its confirmation is answered, and the new e-mail goes out', async () => {
    const resendee = { firstName: 'Omar', lastName: 'Quinnell', email: 'omar.quinnell@example.com' };
    const page = await watchedPage(browser, 'resend-invite');
    await signIn(page, siteUrl, admin);
    await page.goto(`${siteUrl}/dashboard/users/invite-user`);
    await page.getByRole('radio', { name: 'Contact' }).check();
    await page.getByLabel('Email').fill(resendee.email);
    await page.getByLabel('First name').fill(resendee.firstName);
    await page.getByLabel('Last name').fill(resendee.lastName);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Invite successfully sent.' }).waitFor();
    await openInvited(page, resendee.lastName);

    await page.getByRole('button', { name: 'Resend Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend Invite' });
    await dialog.getByText(`Send ${resendee.email} a new invitation e-mail?`, { exact: false }).waitFor();
    await screenshots(page, 'resend-invite-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await mailTo(mailEndpoint, resendee.email)).toHaveLength(1);

    await page.getByRole('button', { name: 'Resend Invite' }).click();
    await dialog.getByRole('button', { name: 'Resend Invite' }).click();
    await page.getByRole('status').filter({ hasText: 'Invite sent' }).waitFor();
    await screenshots(page, 'resend-invite-sent');
    expect(await mailTo(mailEndpoint, resendee.email)).toHaveLength(2);
    await page.close();
  });

  it("follows an import's undo on the import screen until every invitation it made is taken back", async () => {
    // Enough rows that the undo, a step of the import's job, is seen at work.
    const rows = 600;
    const file = join(shots, 'undo-contacts.csv');
    mkdirSync(shots, { recursive: true });
    const lines = Array.from({ length: rows }, (_, i) => `Undo,Person${i},undo.person.${i}@example.com`);
    writeFileSync(file, ['First Name,Last Name,Email', ...lines].join('\r\n'));
    const page = await watchedPage(browser, 'import-undo');
    await signIn(page, siteUrl, admin);
    await page.goto(`${siteUrl}/dashboard/users/import-contacts`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(file);
    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: agentName });
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByTestId('import-status').waitFor();
    // Found again once its address is gone (QA 67b M1): the page lists the recent imports.
    await page.goto(`${siteUrl}/dashboard/users/import-contacts`);
    await page
      .getByRole('list', { name: 'Recent imports' })
      .getByRole('link', { name: 'undo-contacts.csv' })
      .first()
      .click();
    // Offered once the invitations are made, while their e-mails go out ('Successfully imported.'
    // waits for the last of the 600, QA 63b L2).
    await page.getByRole('button', { name: 'Undo import' }).click({ timeout: 30_000 });
    await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
    const status = page.getByTestId('import-status');
    await status.filter({ hasText: /Taking back the invitations|was undone/ }).waitFor();
    if (/Taking back/.test((await status.textContent()) ?? '')) await screenshots(page, 'import-undoing');
    await page
      .getByRole('status')
      .filter({ hasText: `Import undone: ${rows} invitations taken back.` })
      .waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('figure-Taken back').textContent()).toBe(String(rows));
    await screenshots(page, 'import-undone');

    // The agent's invited contacts from that file are gone from the Users screen.
    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByRole('searchbox', { name: 'Search all users' }).fill('Person599');
    await page.keyboard.press('Enter');
    await page.getByTestId('result-count').waitFor();
    expect(await page.getByTestId('user-row').filter({ hasText: 'Person599' }).count()).toBe(0);
    await page.close();
  }, 120_000);

  it('lets an admin import a CSV file for an agent and read which rows were not imported, and why', async () => {
    const page = await watchedPage(browser, 'import-contacts');
    await signIn(page, siteUrl, admin);
    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByRole('link', { name: 'Import Contacts' }).click();
    await page.getByRole('button', { name: 'Choose file' }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(badRows);
    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: agentName });
    await page.getByRole('button', { name: 'Send Invite' }).click();

    await page.getByText('Successfully imported.').waitFor({ timeout: 30_000 });
    // A reload keeps the import: its id is in the address.
    expect(new URL(page.url()).searchParams.get('import')).toBeTruthy();
    const report = page.getByRole('table', { name: 'Rows not imported' });
    await report.waitFor();
    await screenshots(page, 'import-report');
    // A phone shows cards instead; back at 1280 px the table is drawn again.
    await report.waitFor();
    const rows = await report.locator('tbody tr').allTextContents();
    // Lines 3, 4 and 5 of the file, each with its column and reason, and who the row was: its
    // name as typed (QA 74b M5) and its e-mail (QA 38b L8).
    expect(rows).toEqual([
      expect.stringMatching(/^3\s*Rejected\s*Email\s*"not-an-email" is not a valid e-mail address\. \(No Address\)$/),
      expect.stringMatching(/^4\s*Rejected\s*First Name\s*The name is missing\. \(Nameless, nameless@example\.com\)$/),
      expect.stringMatching(/^5\s*Rejected\s*Email\s*The e-mail address is missing\. \(Missing Email\)$/),
    ]);

    // The two good rows are the agent's invited contacts now.
    await page.goto(`${siteUrl}/dashboard/users`);
    await page.getByRole('searchbox', { name: 'Search all users' }).fill('Good');
    await page.keyboard.press('Enter');
    await page.getByTestId('user-row').filter({ hasText: 'Good Person' }).waitFor();
    await page.getByTestId('user-row').filter({ hasText: 'Also Good' }).waitFor();
    await page.close();
  });
});
