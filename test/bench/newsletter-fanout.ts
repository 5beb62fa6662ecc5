import { randomBytes } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import type { Month } from '@shared/months';
import { withBenchTables } from './bench-tables';

type Log = (line: string) => void;

/** The bench's size and rate (issue 28 "A scale bench"); overridable for a quicker look. */
const recipientCount = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 50_000);
const mailsPerSecond = Number(process.env.BENCH_NEWSLETTER_RATE ?? 500);
const workers = 4;
const month = '2026-05' as Month;
const now = new Date('2026-06-15T12:00:00Z');

/**
 * Issue 28 "A scale bench": the newsletter to 50,000 synthetic subscribers at a named send rate,
 * as the planner and its queue workers send it (the local queue, 4 workers sharing the rate),
 * on a dynalite of its own in memory. Sends are counted at the mail port (SES's SendEmail,
 * answered in the process: aws-ses-v2-local would keep 50,000 messages in memory). One worker
 * invocation is killed part-way (it handles half its batch, then throws): its batch comes back
 * and the claims must make the handled half no-ops. Reports the time to drain, the duplicates
 * (an address sent twice) and the skipped (a subscriber sent nothing), both to be 0.
 */
export async function benchNewsletterFanout(log: Log): Promise<void> {
  await withBenchTables(
    'bench-newsletter-',
    {
      NOW: now.toISOString(),
      SITE_URL: 'https://homes.example',
      NEWSLETTER_MAILS_PER_SECOND: String(mailsPerSecond),
      NEWSLETTER_WORKERS: String(workers),
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    },
    async () => {
      const { replaceNeighbourhoods } = await import('../../functions/property/neighbourhood-repository');
      const { forgetNeighbourhoods } = await import('../../functions/property/neighbourhood-directory');
      const { fixtureNeighbourhoods } = await import('../support/sold-report-fixture');
      const { publishMonth, shownDetached } = await import('../support/newsletter-world');
      const { putSeededProfiles } = await import('../../functions/user/accounts/profile-repository');
      const { writeBatches } = await import('../../functions/lib/adapters/batch-write');
      const { followingIndexKeys, followingKeys } = await import('../../functions/user/followings/keys');
      const { env } = await import('../../functions/lib/env');
      const { planNewsletter } = await import('../../functions/user/mail/newsletter/newsletter-plan');
      const { newsletterWorker } = await import('../../functions/user/mail/newsletter/newsletter-worker');
      const { campaignStatus } = await import('../../functions/user/mail/newsletter/campaign-status');
      const { killedOnce, newsletterQueues } = await import('../support/newsletter-queue');
      const { setQueuePort } = await import('../../functions/lib/queue/queue');

      const setupStarted = performance.now();
      await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
      forgetNeighbourhoods();
      await publishMonth(month, { 'alpha-park': shownDetached, 'gamma-heights': shownDetached });
      const ids = Array.from({ length: recipientCount }, (_, i) => `bench-reader-${String(i).padStart(6, '0')}`);
      await putSeededProfiles(
        ids.map((id) => ({
          id,
          email: `${id}@example.com`,
          firstName: 'Reader',
          lastName: id.slice(-6),
          roles: [],
          preferredContactMethod: 'email',
          receiveEmail: true,
          receiveSoldReport: true,
          createdAt: '2026-01-10T12:00:00.000Z',
        })),
      );
      const followed = ['alpha-park', 'gamma-heights'];
      await writeBatches(
        env().USER_TABLE,
        ids.map((userId, i) => {
          const id = followed[i % 2]!;
          return {
            ...followingKeys.following(userId, 'N', id),
            ...followingIndexKeys.follower('N', id, userId),
            userId,
            kind: 'N',
            followedId: id,
            followedAt: '2026-02-01T00:00:00.000Z',
          };
        }),
      );
      const setupSeconds = (performance.now() - setupStarted) / 1000;

      // The mail port's sends, counted by address, answered at once.
      const sends = new Map<string, number>();
      const ses = mockClient(SESv2Client);
      let messageId = 0;
      ses.on(SendEmailCommand).callsFake((input: SendEmailCommand['input']) => {
        for (const to of input.Destination?.ToAddresses ?? []) sends.set(to, (sends.get(to) ?? 0) + 1);
        messageId += 1;
        return { MessageId: `bench-${messageId}` };
      });
      const worker = killedOnce(newsletterWorker(), 7);
      const queues = newsletterQueues({ worker, batchSize: 5, concurrency: workers, visibilityTimeoutMs: 2_000 });
      try {
        const started = performance.now();
        const planned = await planNewsletter({ input: { month }, now, log: () => undefined });
        const planSeconds = (performance.now() - started) / 1000;
        await queues.drainAll();
        const drainSeconds = (performance.now() - started) / 1000;
        const status = await campaignStatus(month);
        const duplicates = [...sends.values()].filter((count) => count > 1).length;
        const skipped = ids.filter((id) => !sends.has(`${id}@example.com`)).length;
        const floor = recipientCount / mailsPerSecond;
        log(
          `Newsletter fan-out (${recipientCount.toLocaleString('en-CA')} subscribers, ${mailsPerSecond}/s, ${workers} workers, one killed part-way)`,
        );
        log(
          `  setup (profiles, followings) ${setupSeconds.toFixed(1)} s; plan ${planSeconds.toFixed(1)} s (${String(planned.messages)} messages)`,
        );
        log(
          `  drained in ${drainSeconds.toFixed(1)} s (the rate alone: ${floor.toFixed(0)} s); ${(recipientCount / drainSeconds).toFixed(0)} e-mails/s`,
        );
        log(
          `  sent ${sends.size}, duplicates ${duplicates}, skipped ${skipped}; worker killed: ${worker.killed() ? 'yes' : 'no'}; dead letters ${queues.queue('newsletter').deadLetters?.depth ?? 0}`,
        );
        log(`  campaign: ${status.state}, sent ${status.sent}, unknown ${status.unknown}, failed ${status.failed}`);
      } finally {
        ses.restore();
        setQueuePort(undefined);
      }
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNewsletterFanout((line) => console.log(line));
