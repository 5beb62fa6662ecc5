import type { AnnualReport } from '@shared/annual-report/types';
import { torontoDate } from '@shared/format/dates';
import type { HomeValuation, SimilarProperties } from '@shared/home-value/types';
import { runBulk } from '@shared/bulk';
import type { DemoApi } from './demo-api';
import { offeredHouses, valueAHome } from './demo-homes';
import { putAgentPictures } from './demo-pictures-upload';

/**
 * What the demo people do on a data folder's first start (README.md "A demo that is alive"),
 * all through the API as each of them, signed in. Sarah Thompson (agent@example.com) and David
 * Okafor (agent2@example.com) and their clients of provision/demo-accounts.ts:
 * - every client values their home; the agent confirms three of them with a note for the client;
 * - Emma Rossi and Ethan Murphy ask their agent to discuss theirs (two open confirmation requests);
 * - Sarah prepares Olivia Chen's annual report (five comparables) and asks the print desk for it;
 * - follow-ups: Noah Singh overdue, Sophia Nguyen yesterday, Liam Patel today;
 * - Ava Kowalski opens her valuation three times this week (a report-opens suggestion);
 * - each agent gets a headshot and a logo.
 * The e-mail engagement (demo-mail.ts) follows, for the clients named in `emailReaders`.
 */
export interface DemoPlanRow {
  client: string;
  agent: string;
  confirm?: { note: string; adjust: number };
  discussion?: true;
  report?: true;
  followUp?: { daysFromToday: number; note: string };
  opensValuation?: number;
}

export const demoPlan: DemoPlanRow[] = [
  {
    client: 'client@example.com',
    agent: 'agent@example.com',
    confirm: {
      note: 'Two recent sales on your street, and your south-facing garden, support a little more than the estimate.',
      adjust: 1.03,
    },
    report: true,
  },
  {
    client: 'liam.patel@example.com',
    agent: 'agent@example.com',
    confirm: { note: 'In line with the last three sales nearby. Call me before you list in the spring.', adjust: 1 },
    followUp: { daysFromToday: 0, note: 'Walk Liam through the spring listing plan' },
  },
  { client: 'emma.rossi@example.com', agent: 'agent@example.com', discussion: true },
  {
    client: 'noah.singh@example.com',
    agent: 'agent@example.com',
    followUp: { daysFromToday: -5, note: 'Send Noah the renovation comparables he asked for' },
  },
  {
    client: 'sophia.nguyen@example.com',
    agent: 'agent2@example.com',
    confirm: {
      note: 'The quiet crescent and the lot are worth about two per cent more than the estimate allows.',
      adjust: 1.02,
    },
    followUp: { daysFromToday: -1, note: 'Ask Sophia whether the appraisal came back' },
  },
  { client: 'ethan.murphy@example.com', agent: 'agent2@example.com', discussion: true },
  { client: 'ava.kowalski@example.com', agent: 'agent2@example.com', opensValuation: 3 },
];

/** The clients who read their newsletters and click through (demo-mail.ts): two messages each. */
export const emailReaders = ['emma.rossi@example.com', 'ethan.murphy@example.com'];

/** How many calls the demo has in flight at once: the first start shares the machine with the jobs' tail. */
const concurrency = 3;

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function throwFailures<T>(result: { failed: { item: T; reason: string }[] }, what: string) {
  if (result.failed.length > 0) {
    throw new Error(`${what}: ${result.failed.map((failure) => failure.reason).join('; ')}`);
  }
}

/** Every client's home valued; answers each client's valuation. */
export async function valueTheHomes(api: DemoApi): Promise<Map<string, HomeValuation>> {
  const houses = await offeredHouses(api);
  const valuations = new Map<string, HomeValuation>();
  const result = await runBulk(
    demoPlan,
    async (row) => valuations.set(row.client, await valueAHome(api, row.client, houses)),
    { concurrency },
  );
  await throwFailures(result, 'Valuing the demo homes');
  return valuations;
}

/** Five comparables on the report: the proposed ones, topped up from the home's similar sales. */
async function fiveComparables(api: DemoApi, agent: string, report: AnnualReport): Promise<AnnualReport> {
  if (report.similarSolds.length >= 5) return report;
  const similar = await api.call<SimilarProperties>(agent, 'GET', `/homevalue/${report.valuationId}/similarSolds`);
  const taken = new Set(report.similarSolds.map((sale) => sale.mls));
  for (const sale of similar.sold) {
    if (report.similarSolds.length >= 5) break;
    if (taken.has(sale.mls)) continue;
    report = await api.call<AnnualReport>(agent, 'PUT', `/homevalue/reports/${report.id}/similarSolds/${sale.mls}`);
  }
  return report;
}

/** The agents' and clients' part, once the homes are valued. */
export async function workTheBook(
  api: DemoApi,
  input: { valuations: Map<string, HomeValuation>; subs: Map<string, string>; now: Date },
): Promise<{ reports: AnnualReport[] }> {
  const today = torontoDate(input.now);
  const reports: AnnualReport[] = [];
  const subOf = (email: string) => {
    const sub = input.subs.get(email);
    if (!sub) throw new Error(`${email} is not a demo account of this data folder.`);
    return sub;
  };
  const work = async (row: DemoPlanRow) => {
    const valuation = input.valuations.get(row.client)!;
    if (row.confirm) {
      await api.call(row.agent, 'PUT', `/homevalue/${valuation.id}/confirm`, {
        body: {
          confirmedValue: Math.round((valuation.instanceValue * row.confirm.adjust) / 1000) * 1000,
          notes: row.confirm.note,
        },
      });
    }
    if (row.discussion) await api.call(row.client, 'POST', `/homevalue/${valuation.id}/discussion`);
    if (row.report) {
      const made = await api.call<AnnualReport>(row.agent, 'POST', `/homevalue/${valuation.id}/report`);
      const report = await fiveComparables(api, row.agent, made);
      reports.push(await api.call<AnnualReport>(row.agent, 'POST', `/homevalue/${report.id}/report/print`));
    }
    if (row.followUp) {
      await api.call(row.agent, 'POST', `/users/${subOf(row.client)}/follow-up`, {
        body: { date: plusDays(today, row.followUp.daysFromToday), note: row.followUp.note },
      });
    }
    for (let open = 0; open < (row.opensValuation ?? 0); open += 1) {
      await api.call(row.client, 'GET', `/homevalue/${valuation.id}`);
    }
  };
  const agents = [...new Set(demoPlan.map((row) => row.agent))];
  const [book, pictures] = await Promise.all([
    runBulk(demoPlan, work, { concurrency }),
    runBulk(agents, (agent) => putAgentPictures(api, { email: agent, sub: subOf(agent) }), { concurrency: 1 }),
  ]);
  await throwFailures(book, "The demo agents' day");
  await throwFailures(pictures, "The demo agents' pictures");
  return { reports };
}
