import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMetricsOn } from '../../../support/emf-lines';

const signals = () => import('../../../../functions/lib/signals/signals');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('business metrics', () => {
  it('writes one EMF record in the GtaHomes namespace with the job as its only dimension', async () => {
    const { loaded, records } = await withMetricsOn(signals);

    loaded.measureAs({ Job: 'newsletter' });
    loaded.recordMetric('mailSent');
    loaded.recordMetric('mailSent');
    loaded.recordMetric('jobDuration', 1234);
    loaded.flushMetrics();

    const [record, ...more] = records();
    expect(more).toEqual([]);
    expect(record?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'GtaHomes',
      Dimensions: [['Job']],
      Metrics: expect.arrayContaining([
        { Name: 'MailSent', Unit: 'Count' },
        { Name: 'JobDuration', Unit: 'Milliseconds' },
      ]),
    });
    expect(record).toMatchObject({ Job: 'newsletter', MailSent: [1, 1], JobDuration: 1234 });
  });

  it("keeps the job's dimension on every record when the store flushes itself at 100 values", async () => {
    const { loaded, records } = await withMetricsOn(signals);

    loaded.measureAs({ Job: 'newsletter' });
    for (let i = 0; i < 150; i += 1) loaded.recordMetric('mailSent');
    loaded.flushMetrics();

    expect(records()).toHaveLength(2);
    expect(records().map((record) => record.Job)).toEqual(['newsletter', 'newsletter']);
    expect(records().map((record) => (record.MailSent as number[]).length)).toEqual([100, 50]);
  });

  it("replaces the previous invocation's dimensions rather than adding to them", async () => {
    const { loaded, records } = await withMetricsOn(signals);

    loaded.measureAs({ Job: 'newsletter' });
    loaded.recordMetric('mailSent');
    loaded.flushMetrics();
    loaded.measureAs({ Service: 'user', Route: 'POST /invite' });
    loaded.recordMetric('mailSent');
    loaded.flushMetrics();

    const second = records()[1];
    expect(second?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['Service', 'Route']]);
    expect(second).not.toHaveProperty('Job');
  });

  it('writes nothing, not even a warning, for an invocation that recorded nothing', async () => {
    const { loaded } = await withMetricsOn(signals);
    const written = vi.spyOn(process.stdout, 'write');
    const warned = vi.spyOn(console, 'warn');

    loaded.measureAs({ Function: 'ses-events' });
    loaded.flushMetrics();

    expect(written).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
  });

  it('writes nothing where metrics are switched off (the tests, the local stack)', async () => {
    vi.resetModules();
    const loaded = await signals();
    const written = vi.spyOn(process.stdout, 'write');

    loaded.measureAs({ Job: 'newsletter' });
    loaded.recordMetric('mailSent');
    loaded.flushMetrics();

    expect(written).not.toHaveBeenCalled();
  });
});
