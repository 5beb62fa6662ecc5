import { describe, expect, it } from 'vitest';
import { jobs } from '../../../functions/jobs/jobs';
import { plan, run } from '../../../functions/user/mail/newsletter/job/index';
import * as revaluation from '../../../functions/home-value/jobs/valuation-revaluation/index';
import * as userDeletion from '../../../functions/user/deletion/job/index';
import { loadJobRunner } from '../../../infra/local/jobs';
import { loadJobQueues } from '../../../infra/local/queue/job-queues';
import { LocalQueues } from '../../../infra/local/queue/local-queues';

const root = process.cwd();
const newsletter = jobs.find((job) => job.name === 'newsletter')!;

describe('the local stack: the jobs that fan out', () => {
  it("has a local queue per job with a queue row, with its worker's handler", async () => {
    const queues = await loadJobQueues(jobs, root);
    expect([...queues.queues.keys()].sort()).toEqual(
      jobs
        .filter((job) => job.queue)
        .map((job) => job.queue!.name)
        .sort(),
    );
    const { binding } = queues.queues.get('newsletter')!;
    expect(binding).toMatchObject({
      batchSize: newsletter.queue!.batchSize,
      concurrency: newsletter.queue!.maxConcurrency,
      maxReceiveCount: newsletter.queue!.maxReceiveCount,
      // Its Lambda's timeout: a worker past it fails its batch, as Lambda stops it.
      workerTimeoutMs: newsletter.queue!.workerTimeoutMinutes * 60_000,
    });
    expect(typeof binding.worker).toBe('function');
  });

  it.each(jobs.filter((job) => job.queue).map((job) => [job.name, job] as const))(
    '%s: has a planner for the schedule of npm start and a one-process run for npm run job',
    async (_name, job) => {
      expect(typeof (await loadJobRunner(job, root, true))).toBe('function');
      expect(typeof (await loadJobRunner(job, root, false))).toBe('function');
    },
  );

  it('runs the planner on the schedule of npm start, and the one-process run for npm run job', async () => {
    expect(await loadJobRunner(newsletter, root, true)).toBe(plan);
    expect(await loadJobRunner(newsletter, root, false)).toBe(run);
    const revaluationJob = jobs.find((job) => job.name === 'valuation-revaluation')!;
    expect(await loadJobRunner(revaluationJob, root, true)).toBe(revaluation.plan);
    expect(await loadJobRunner(revaluationJob, root, false)).toBe(revaluation.run);
    const deletionJob = jobs.find((job) => job.name === 'user-deletion')!;
    expect(await loadJobRunner(deletionJob, root, true)).toBe(userDeletion.plan);
    expect(await loadJobRunner(deletionJob, root, false)).toBe(userDeletion.run);
  });

  it('says in the npm start output what each drain of a queue did', async () => {
    const lines: string[] = [];
    const queues = new LocalQueues(
      [
        {
          name: 'chores',
          visibilityTimeoutMs: 60_000,
          maxReceiveCount: 3,
          batchSize: 5,
          concurrency: 1,
          worker: async (event) => ({
            batchItemFailures: event.Records.filter((record) => record.body === '"bad"').map((record) => ({
              itemIdentifier: record.messageId,
            })),
          }),
        },
      ],
      undefined,
      (line) => lines.push(line),
    );
    await queues.send('chores', ['a', 'bad', 'c']);
    await queues.drain();
    await queues.drain();

    expect(lines).toEqual(['  chores queue: 3 messages handled, 1 failed; 1 left, 0 in its dead-letter queue']);
  });
});
