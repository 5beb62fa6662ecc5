import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentProfile } from '@shared/agent';
import type { AnnualReportList, AnnualReport } from '@shared/annual-report/types';
import type { HomeValuation } from '@shared/home-value/types';
import type { UserListItem } from '@shared/users';
import { DemoApi } from '../../../../infra/local/demo/demo-api';
import { demoMarkerFile, makeDemo, type MakeDemoOptions } from '../../../../infra/local/demo/make-demo';
import { demoPassword } from '../../../../infra/local/provision/demo-accounts';
import { startLocalStack, type LocalStack } from '../../../../infra/local/stack';
import { findFreeStackPorts } from '../../../../infra/local/stand-ins/ports';

/**
 * The demo's day (infra/local/README.md "A demo that is alive"): a local stack started with the
 * demo on a fresh data folder and a small seed, then what the demo agents see through the API,
 * and a second run that finds the marker and does nothing. No NOW: a click must come after its
 * message's scanner window, as a reader's does.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'gta-demo-'));
const webDist = mkdtempSync(join(tmpdir(), 'gta-demo-web-'));
let stack: LocalStack;
let api: DemoApi;
const lines: string[] = [];

const sarah = 'agent@example.com';
const david = 'agent2@example.com';
const subOf = (email: string) => stack.info.demoAccounts.find((account) => account.email === email)!.sub;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  stack = await startLocalStack({
    config: {
      dataDir,
      ports: await findFreeStackPorts(),
      seedSize: 3_000,
      staticWeb: true,
      webDist,
      region: 'ca-central-1',
      demo: true,
    },
    log: (line) => lines.push(line),
  });
  api = new DemoApi({
    gatewayUrl: stack.info.gatewayUrl,
    cognitoEndpoint: stack.info.cognitoEndpoint,
    userPoolClientId: stack.info.userPoolClientId,
    password: demoPassword,
  });
}, 400_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

const clientsOf: Record<string, string[]> = {
  [sarah]: ['client@example.com', 'liam.patel@example.com', 'emma.rossi@example.com', 'noah.singh@example.com'],
  [david]: ['sophia.nguyen@example.com', 'ethan.murphy@example.com', 'ava.kowalski@example.com'],
};
/** Each client's valuations as their agent's contact screen lists them (`GET /homevalue/agent?userId=`). */
async function valuationsOf(agent: string): Promise<HomeValuation[]> {
  const pages = await Promise.all(
    clientsOf[agent]!.map((client) =>
      api.call<{ items: HomeValuation[] }>(agent, 'GET', `/homevalue/agent?userId=${subOf(client)}`),
    ),
  );
  return pages.flatMap((page) => page.items);
}
/** The confirmation requests of the agent's contacts (`GET /homevalue/agent`). */
const requestsOf = async (agent: string) =>
  (await api.call<{ items: HomeValuation[] }>(agent, 'GET', '/homevalue/agent')).items;
const listOf = async (agent: string, query: string) =>
  (await api.call<{ items: UserListItem[] }>(agent, 'GET', `/users?${query}`)).items;

describe("the demo's day on a data folder's first start", () => {
  it('logs that it made the demo, with the report and the clicks', () => {
    expect(lines.join('\n')).toMatch(
      /Made the demo in [\d.]+ s: 7 valuations, annual report comparables 5, \d+ e-mail/,
    );
    expect(lines.join('\n')).not.toMatch(/not made/);
  });

  it("lists the clients' valuations to their agent, three confirmed with a note", async () => {
    const all = [...(await valuationsOf(sarah)), ...(await valuationsOf(david))];
    expect(all).toHaveLength(7);
    const confirmed = all.filter((valuation) => valuation.confirmed);
    expect(confirmed).toHaveLength(3);
    for (const valuation of confirmed) expect(valuation.agentNotes).toMatch(/\w{5,}/);
  });

  it('leaves two open confirmation requests, one for each agent', async () => {
    for (const agent of [sarah, david]) {
      const requests = await requestsOf(agent);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.discussionRequestedAt).toBeDefined();
      expect(requests[0]!.confirmed).toBe(false);
    }
  });

  it("gives Today a row for each reason: overdue, yesterday's and today's follow-ups, e-mail and report opens", async () => {
    const due = [...(await listOf(sarah, 'followUp=due')), ...(await listOf(david, 'followUp=due'))];
    const dueOf = (email: string) => due.find((row) => row.id === subOf(email))?.followUp?.date;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
    const daysBefore = (date: string | undefined) => (Date.parse(today) - Date.parse(date ?? '')) / 86_400_000;
    expect(daysBefore(dueOf('noah.singh@example.com'))).toBe(5);
    expect(daysBefore(dueOf('sophia.nguyen@example.com'))).toBe(1);
    expect(daysBefore(dueOf('liam.patel@example.com'))).toBe(0);

    const suggested = [...(await listOf(sarah, 'followUp=suggested')), ...(await listOf(david, 'followUp=suggested'))];
    const reasonOf = (email: string) => suggested.find((row) => row.id === subOf(email))?.followUpSuggestion?.reason;
    expect(reasonOf('emma.rossi@example.com')).toBe('emailEngagement');
    expect(reasonOf('ethan.murphy@example.com')).toBe('emailEngagement');
    expect(reasonOf('ava.kowalski@example.com')).toBe('reportOpens');
  });

  it("has Olivia Chen's annual report with five comparables, sent to the print desk", async () => {
    const list = await api.call<AnnualReportList>(sarah, 'GET', '/homevalue/agent/reports');
    expect(list.items).toHaveLength(1);
    const report = await api.call<AnnualReport>(sarah, 'GET', `/homevalue/reports/${list.items[0]!.id}`);
    expect(report.userId).toBe(subOf('client@example.com'));
    expect(report.similarSolds).toHaveLength(5);
    expect(report.printRequestAt).toBeDefined();
  });

  it("serves each agent's headshot and logo as JPEG pictures to their clients", async () => {
    for (const client of ['client@example.com', 'sophia.nguyen@example.com']) {
      const agent = await api.call<AgentProfile>(client, 'GET', '/profiles/myagent');
      for (const url of [agent.headshotUrl, agent.logoUrl]) {
        expect(url).toBeDefined();
        const picture = await fetch(url!);
        expect(picture.status).toBe(200);
        const bytes = new Uint8Array(await picture.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      }
    }
  });

  it('does nothing on a second run: the data folder has its marker', async () => {
    const marker = JSON.parse(readFileSync(join(dataDir, demoMarkerFile), 'utf8')) as { madeAt?: string };
    expect(marker.madeAt).toBeDefined();
    const again: string[] = [];
    const options: MakeDemoOptions = {
      dataDir,
      root: process.cwd(),
      gatewayUrl: stack.info.gatewayUrl,
      siteUrl: stack.info.siteUrl,
      cognitoEndpoint: stack.info.cognitoEndpoint,
      userPoolClientId: stack.info.userPoolClientId,
      sesEndpoint: stack.info.sesEndpoint,
      accounts: stack.info.demoAccounts,
      now: new Date(),
      pinnedClock: false,
      log: (line) => again.push(line),
    };
    expect(await makeDemo(options)).toBe('made-before');
    expect(again).toEqual([]);
    expect([...(await valuationsOf(sarah)), ...(await valuationsOf(david))]).toHaveLength(7);
  });
});
