import { describe, expect, it } from 'vitest';
import { jobs } from '../../../functions/jobs/jobs';
import { plan, run } from '../../../functions/jobs/newsletter/index';
import { loadJobRunner } from '../../../infra/local/jobs';
import { loadJobQueues } from '../../../infra/local/queue/job-queues';

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
  });
});
