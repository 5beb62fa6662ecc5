import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { putWaitlistEntry } from '../../../functions/user/invitations/waitlist-repository';
import { putSeededProfiles } from '../../../functions/user/accounts/profile-repository';
import { useTestBucket } from '../../support/test-stack';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * The Users screen's downloads (document 2 §2, DECISIONS row 11) against dynalite and s3rver:
 * the answer is a short-lived link to a CSV written into storage, which the browser saves
 * under the file's name, with every formula-like cell escaped.
 */
let w: DashboardWorld;

async function download(url: string) {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  return {
    disposition: answer.headers.get('content-disposition'),
    text,
    rows: parse(text, { bom: true }) as string[][],
  };
}

beforeAll(async () => {
  w = await dashboardWorld();
  await useTestBucket('UPLOADS_BUCKET');
  await putWaitlistEntry({ email: 'grace.kim@example.com', createdAt: '2026-05-01T15:00:00.000Z' });
  await putWaitlistEntry({ email: 'hugo.silva@example.com', createdAt: '2026-05-03T02:00:00.000Z' });
  // A contact whose name was typed as a spreadsheet formula, and one whose phone starts with '+'.
  await putSeededProfiles([
    {
      id: 'formula-contact',
      email: 'mallory@example.com',
      firstName: '=HYPERLINK("https://evil.example.com","Click")',
      lastName: '@SUM(A1)',
      phone: '+1 416-555-0199',
      address: '=1 Formula Rd, Toronto',
      ownershipStats: 'owner',
      purchaseDate: '2018-03-15',
      roles: ['client'],
      agentId: w.sarah.sub,
      preferredContactMethod: 'email',
      receiveEmail: true,
      receiveSoldReport: true,
      createdAt: '2026-05-01T12:00:00.000Z',
    },
  ]);
});

describe('Export Waitlist (GET /admin/exportwaitlist)', () => {
  it('gives an admin a link that downloads waitlist.csv with every address, oldest first', async () => {
    const answer = await call('GET /admin/exportwaitlist', w.priya.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ filename: 'waitlist.csv', rows: 2 });

    const file = await download(answer.body.url);
    expect(file.disposition).toBe('attachment; filename="waitlist.csv"');
    expect(file.rows).toEqual([
      ['Email', 'Joined'],
      ['grace.kim@example.com', '2026-05-01'],
      // 02:00 UTC is still the 2nd in Toronto.
      ['hugo.silva@example.com', '2026-05-02'],
    ]);
  });

  it('is refused to an agent', async () => {
    expect((await call('GET /admin/exportwaitlist', w.sarah.idToken)).status).toBe(403);
  });
});

describe('Export Contacts (GET /admin/exportcontacts)', () => {
  it("downloads an agent's own contacts, with formula-like cells escaped as text", async () => {
    const answer = await call('GET /admin/exportcontacts', w.sarah.idToken);
    expect(answer.status).toBe(200);
    const file = await download(answer.body.url);
    expect(file.disposition).toBe('attachment; filename="contacts.csv"');
    const [header, ...rows] = file.rows;
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address',
      'Ownership',
      'Purchase Date',
      'Status',
      'Last Login',
      'Logins',
      'Follow-up',
      'Follow-up Note',
    ]);
    expect(rows.map((row) => row[2]).sort()).toEqual(['mallory@example.com', 'olivia.chen@example.com']);
    const mallory = rows.find((row) => row[2] === 'mallory@example.com')!;
    expect(mallory.slice(0, 2)).toEqual(['\'=HYPERLINK("https://evil.example.com","Click")', "'@SUM(A1)"]);
    expect(mallory[3]).toBe("'+1 416-555-0199");
    // Where the contact lives and their home's facts, as an import takes them in (QA 66b L3).
    expect(mallory.slice(4, 7)).toEqual(["'=1 Formula Rd, Toronto", 'Owner', '2018-03-15']);
  });

  it("lets an admin export any agent's contacts, and refuses an agent another agent's", async () => {
    const mine = await call('GET /admin/exportcontacts', w.priya.idToken, { query: { agent: w.david.sub } });
    expect(mine.status).toBe(200);
    const rows = (await download(mine.body.url)).rows.slice(1);
    expect(rows.map((row) => row[2])).toEqual(['sophia.nguyen@example.com']);

    const theirs = await call('GET /admin/exportcontacts', w.sarah.idToken, { query: { agent: w.david.sub } });
    expect(theirs.status).toBe(403);
  });

  it('asks an admin who is no agent which agent, instead of a 404 (QA 46b L4)', async () => {
    const answer = await call('GET /admin/exportcontacts', w.priya.idToken);
    expect(answer).toMatchObject({
      status: 400,
      body: { field: 'agent', message: 'agent is required: the agent whose contacts to export.' },
    });
  });

  it("answers 404 when the id is not an agent's", async () => {
    const answer = await call('GET /admin/exportcontacts', w.priya.idToken, { query: { agent: w.olivia.sub } });
    expect(answer).toMatchObject({ status: 404, body: { message: 'There is no such agent.' } });
  });
});
