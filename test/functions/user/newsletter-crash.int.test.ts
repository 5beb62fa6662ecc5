import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, type Month } from '@shared/months';
import { dynamo, resetClients, sesSending } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { campaignStatus } from '../../../functions/user/mail/newsletter/campaign-status';
import { monthName } from '../../../functions/user/mail/newsletter/newsletter-mail';
import type { ProfileRecord } from '../../../functions/user/accounts/profile-repository';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import {
  newsletterJob,
  newsletterUser,
  newslettersOf,
  publishMonth,
  shownDetached,
} from '../../support/newsletter-world';
import { fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { useTestStack } from '../../support/test-stack';

/**
 * The newsletter killed at each step (issue 16 "Exactly once at most"): every AWS call a run
 * makes (DynamoDB and SES, in order) fails in turn, once before it reaches the stand-in and
 * once after (the write done, the answer lost: for SES, the message sent and the answer timed
 * out). Then the same trigger is replayed with nothing failing. The stand-in SES must have
 * received at most one copy per recipient, and every recipient the replay could not vouch for
 * is reported as unknown, never sent again. Each case has its own month, so its own campaign.
 */
let sesLocal: RunningEmulator;
let recipients: ProfileRecord[];

/** The months each case uses: one campaign each. */
let nextMonth: Month = '2015-01';
async function freshMonth(): Promise<Month> {
  const month = nextMonth;
  nextMonth = addMonths(nextMonth, 1);
  await publishMonth(month, { 'alpha-park': shownDetached, 'gamma-heights': shownDetached });
  return month;
}

beforeAll(async () => {
  await useTestStack();
  sesLocal = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: sesLocal.endpoint,
    SITE_URL: 'https://homes.example',
    NOW: '2026-06-15T12:00:00Z',
    NEWSLETTER_MAILS_PER_SECOND: '1000',
  });
  resetEnv();
  resetClients();
  await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  forgetNeighbourhoods();
  const agent = await newsletterUser({
    firstName: 'Sarah',
    lastName: 'Thompson',
    roles: ['agent'],
    follows: ['alpha-park'],
  });
  recipients = [
    agent,
    await newsletterUser({ agentId: agent.id, follows: ['alpha-park', 'gamma-heights'] }),
    await newsletterUser({ homeIn: 'gamma-heights' }),
  ];
});

type Fault = 'before' | 'after';
let restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore) undo();
  restore = [];
});

/**
 * Counts every DynamoDB and SES call of the process, in order; call `failAt` fails. Answers
 * the count so far.
 */
function injectFault(failAt: number | undefined, fault: Fault): () => number {
  let calls = 0;
  for (const [client, isSes] of [
    [dynamo(), false],
    [sesSending(), true],
  ] as const) {
    const mock = mockClient(client as never);
    const original = (mock.send as unknown as { wrappedMethod: (...args: unknown[]) => Promise<unknown> })
      .wrappedMethod;
    mock.send.callsFake((async (...args: unknown[]) => {
      calls += 1;
      const step = calls;
      if (step !== failAt) return original.apply(client, args);
      if (fault === 'before') throw new Error(`Injected crash before call ${step}`);
      await original.apply(client, args);
      // Done, and the answer lost: SES's is a timeout (it may have sent), DynamoDB's a crash.
      throw isSes
        ? Object.assign(new Error(`Injected timeout after call ${step}`), { name: 'TimeoutError' })
        : new Error(`Injected crash after call ${step}`);
    }) as never);
    restore.push(() => mock.restore());
  }
  return () => calls;
}

async function verdict(month: Month) {
  const byAddress = await newslettersOf(sesLocal.endpoint, `Your sold report for ${monthName(month)}`);
  const status = await campaignStatus(month);
  return { byAddress, status };
}

let callsPerRun = 0;

describe('a run that nothing interrupts', () => {
  it('makes its calls in a fixed order, which the cases below fail one by one', async () => {
    const month = await freshMonth();
    const count = injectFault(undefined, 'before');

    await newsletterJob(month);

    callsPerRun = count();
    const { byAddress, status } = await verdict(month);
    expect(byAddress.size).toBe(recipients.length);
    expect(status).toMatchObject({ state: 'done', sent: recipients.length, unknown: 0 });
    expect(callsPerRun).toBeGreaterThan(20);
  });
});

describe.each(['before', 'after'] as Fault[])(
  'killed at each step (%s the call), then the trigger replayed',
  (fault) => {
    it('sends nobody a second copy, and reports whoever it cannot vouch for', async () => {
      expect(callsPerRun).toBeGreaterThan(0);
      const problems: string[] = [];
      for (let step = 1; step <= callsPerRun; step += 1) {
        const month = await freshMonth();
        injectFault(step, fault);
        await newsletterJob(month).catch(() => undefined);
        for (const undo of restore) undo();
        restore = [];

        await newsletterJob(month);

        const { byAddress, status } = await verdict(month);
        for (const user of recipients) {
          const copies = byAddress.get(user.email)?.length ?? 0;
          const unknown = status.unknownIds.includes(user.id);
          const sentNoted = status.sent > 0 && copies === 1;
          if (copies > 1) problems.push(`step ${step}: ${copies} copies to ${user.email}`);
          // Whoever got no copy and should have is reported unknown (a claim taken, the send never made).
          if (copies === 0 && !unknown) {
            problems.push(`step ${step}: ${user.email} got nothing and is not reported`);
          }
          if (copies === 1 && !unknown && !sentNoted) problems.push(`step ${step}: ${user.email}'s copy is not noted`);
        }
        if (status.sent + status.unknown !== recipients.length)
          problems.push(`step ${step}: ${JSON.stringify(status)}`);
      }
      expect(problems).toEqual([]);
    }, 300_000);
  },
);
