import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { json, route } from '@shared/contract/route';
import { withMetricsOn, type EmfRecord } from '../../../support/emf-lines';
import { apiEvent, lambdaContext } from '../../../support/api-event';

// The job's last run is read and its run recorded in its service's table; neither matters here.
vi.mock('../../../../functions/jobs/job-state-repository', () => ({
  getJobRun: async () => undefined,
  recordJobRun: async () => undefined,
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const loadJobs = () => import('../../../../functions/jobs/job');
const metricNames = (record: EmfRecord | undefined) =>
  record?._aws.CloudWatchMetrics[0]?.Metrics.map((metric) => metric.Name).sort();

describe("a job's metrics", () => {
  it('counts the run, its items (the job row names the summary field) and its duration, under the job', async () => {
    const { loaded, records } = await withMetricsOn(loadJobs);
    const handler = loaded.createJobHandler('newsletter', async () => ({ sent: 42, failed: 0 }));

    await handler({}, lambdaContext());

    const [record] = records();
    expect(record?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['Job']]);
    expect(record).toMatchObject({ Job: 'newsletter', JobRuns: 1, JobItems: 42 });
    expect(metricNames(record)).toEqual(['JobDuration', 'JobItems', 'JobRuns']);
  });

  it('counts a run that throws as a failure, and still writes its metrics', async () => {
    const { loaded, records } = await withMetricsOn(loadJobs);
    const handler = loaded.createJobHandler('search-index', async () => {
      throw new Error('S3 is down');
    });

    await expect(handler({}, lambdaContext())).rejects.toThrow('S3 is down');

    expect(records()[0]).toMatchObject({ Job: 'search-index', JobRuns: 1, JobFailures: 1 });
    expect(metricNames(records()[0])).not.toContain('JobItems');
  });
});

describe("an API route's metrics", () => {
  it('carry the service and the route, and are written even when the route fails', async () => {
    const { loaded, records } = await withMetricsOn(async () => ({
      signals: await import('../../../../functions/lib/signals/signals'),
      http: await import('../../../../functions/lib/http/handle'),
      service: await import('../../../../functions/lib/http/service'),
    }));
    const { signals, http, service } = loaded;
    const rows = {
      invite: route({
        method: 'POST',
        path: '/invite',
        body: z.object({ email: z.string() }),
        answer: json<object>(),
        access: 'public',
        owner: 'none',
        spec: 'test',
      }),
    };
    const handler = service.createServiceHandler(
      'user',
      http.bind(rows, {
        invite: http.handle(rows.invite, async () => {
          signals.recordMetric('mailSent');
          throw new Error('after the send');
        }),
      }),
      { readStanding: async () => ({ status: 'active', roles: [] }) as never },
    );

    const answer = await handler(apiEvent('POST /invite', { body: { email: 'a@b.ca' } }), lambdaContext());

    expect(answer.statusCode).toBe(500);
    expect(records()).toHaveLength(1);
    expect(records()[0]?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['Service', 'Route']]);
    expect(records()[0]).toMatchObject({ Service: 'user', Route: 'POST /invite', MailSent: 1 });
  });
});
