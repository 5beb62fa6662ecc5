import type { SQSEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { alarmThresholds } from '../../../infra/constructs/operations-alarms';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { withMetricsOn } from '../../support/emf-lines';
import { newsletterUser, publishMonth, shownDetached } from '../../support/newsletter-world';
import { fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { useTestStack } from '../../support/test-stack';

/**
 * The alarm "newsletter campaign late" (docs/operations.md) watches `CampaignHoursOpen`, which
 * the newsletter reports. In AWS the planner queues the recipients and the workers send; the
 * planner runs daily. Ops review 74 H1: the planner reported only when nothing was left to send,
 * so a campaign the workers never finished (paused, refused, failing) never set the alarm off.
 */
const started = new Date('2026-06-15T08:45:00Z');
const nextDay = new Date(started.getTime() + 24 * 3_600_000 + 40_000);
const log = () => undefined;
let sesLocal: RunningEmulator;

beforeAll(async () => {
  await useTestStack();
  sesLocal = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: sesLocal.endpoint,
    SITE_URL: 'https://homes.example',
    NOW: started.toISOString(),
    NEWSLETTER_MAILS_PER_SECOND: '1000',
  });
  resetEnv();
  resetClients();
  await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  forgetNeighbourhoods();
  for (let i = 0; i < 3; i++) await newsletterUser({ follows: ['alpha-park'] });
  await publishMonth('2026-04', { 'alpha-park': shownDetached });
  await publishMonth('2026-05', { 'alpha-park': shownDetached });
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await sesLocal?.stop();
});

/**
 * The planner, its queue and workers and the metrics module, fresh with metrics on; the queue
 * a list nobody takes from unless the test hands its messages to the worker (`work`).
 */
async function newsletterWithMetrics(month: string) {
  const { loaded, records } = await withMetricsOn(async () => ({
    plan: await import('../../../functions/user/mail/newsletter/newsletter-plan'),
    worker: await import('../../../functions/user/mail/newsletter/newsletter-worker'),
    queue: await import('../../../functions/lib/queue/queue'),
    signals: await import('../../../functions/lib/signals/signals'),
  }));
  const queued: unknown[] = [];
  loaded.queue.setQueuePort({ send: async (_queue, bodies) => void queued.push(...bodies) });
  return {
    queued,
    /** The `CampaignHoursOpen` values reported so far. */
    hoursOpen: () =>
      records()
        .map((record) => record.CampaignHoursOpen)
        .filter((value) => value !== undefined),
    planAt: async (now: Date) => {
      loaded.signals.measureAs({ Job: 'newsletter' });
      const summary = await loaded.plan.planNewsletter({ input: { month }, now, log });
      loaded.signals.flushMetrics();
      return summary;
    },
    /** The workers take every message queued so far. */
    work: async () => {
      const event = {
        Records: queued.splice(0).map((body, index) => ({
          messageId: `m${index}`,
          body: JSON.stringify(body),
          attributes: { ApproximateReceiveCount: '1' },
        })),
      } as unknown as SQSEvent;
      expect((await loaded.worker.newsletterWorker()(event, {} as never)).batchItemFailures).toEqual([]);
    },
    done: () => loaded.queue.setQueuePort(undefined),
  };
}

describe('the newsletter planner and the late-campaign alarm', () => {
  it("reports the hours its campaign has been open, so a campaign still not sent at the next day's run sets the alarm off", async () => {
    const newsletter = await newsletterWithMetrics('2026-05');
    try {
      // Workers that never take the messages (a paused or failing send): nothing is ever sent.
      expect(await newsletter.planAt(started)).toMatchObject({ state: 'sending', queued: 3 });
      expect(newsletter.hoursOpen()).toEqual([0]);

      // The next day's run finds the same three still to send.
      expect(await newsletter.planAt(nextDay)).toMatchObject({ state: 'sending', queued: 3 });
      expect(newsletter.hoursOpen()).toHaveLength(2);
      expect(newsletter.hoursOpen()[1]).toBeGreaterThanOrEqual(alarmThresholds.campaignHoursOpen);
      // Even a run a few minutes early on the day's schedule does.
      await newsletter.planAt(new Date(started.getTime() + 23.9 * 3_600_000));
      expect(newsletter.hoursOpen()[2]).toBeGreaterThanOrEqual(alarmThresholds.campaignHoursOpen);
    } finally {
      newsletter.done();
    }
  });

  it('does not set it off for someone who subscribed after the campaign was sent, and sends them theirs', async () => {
    const newsletter = await newsletterWithMetrics('2026-04');
    try {
      expect(await newsletter.planAt(started)).toMatchObject({ state: 'sending', queued: 3 });
      await newsletter.work();
      await newsletterUser({ follows: ['alpha-park'] });

      expect(await newsletter.planAt(nextDay)).toMatchObject({ state: 'sending', queued: 1 });
      expect(newsletter.hoursOpen()).toEqual([0, 0]);
    } finally {
      newsletter.done();
    }
  });
});
