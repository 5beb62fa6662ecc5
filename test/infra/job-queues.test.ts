import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../functions/jobs/jobs';
import { queueUrlVariable } from '../../functions/lib/adapters/sqs-queue';
import { buildStacks, logicalId, testApp } from './stacks';

/** The jobs that fan out (issue 28): their queue, dead-letter queue, worker and alarms. */
const { stateless } = buildStacks();
const template = Template.fromStack(stateless);
type Resource = { Properties: Record<string, unknown> };
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>);
const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping') as Record<string, Resource>);
const fannedOut = jobs.filter((job) => job.queue);
const job = (name: string) => jobs.find((row) => row.name === name)!;
const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>);

/** Whether a policy of the function's role allows sqs:SendMessage on the queue. */
function sendsTo(fn: IConstruct & { role?: IConstruct }, queue: IConstruct): boolean {
  const role = JSON.stringify({ Ref: logicalId(fn.role!) });
  const arn = JSON.stringify({ 'Fn::GetAtt': [logicalId(queue), 'Arn'] });
  return policies.some((policy) => {
    const props = policy.Properties as { Roles: unknown[]; PolicyDocument: { Statement: Record<string, unknown>[] } };
    if (!props.Roles.some((r) => JSON.stringify(r) === role)) return false;
    return props.PolicyDocument.Statement.some(
      (statement) =>
        [statement.Action].flat().includes('sqs:SendMessage') && JSON.stringify(statement.Resource) === arn,
    );
  });
}

describe('stateless stack: the jobs that fan out', () => {
  it('has the newsletter, the revaluation, the user deletion and the contact import among them', () => {
    expect(fannedOut.map((job) => job.name)).toEqual(
      expect.arrayContaining(['newsletter', 'valuation-revaluation', 'user-deletion', 'contact-import']),
    );
  });

  it.each(fannedOut.map((job) => [job.name, job] as const))(
    '%s: a queue with a dead-letter queue, a worker on it with partial batch failures, its URL given to the planner',
    (name, job) => {
      const queue = stateless.jobQueues.get(name)!;
      const row = job.queue!;
      const queueProps = template.toJSON().Resources[logicalId(queue.queue)].Properties as Record<string, unknown>;
      expect(queueProps.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(queue.deadLetters), 'Arn'] },
        maxReceiveCount: row.maxReceiveCount,
      });
      expect(queueProps.VisibilityTimeout).toBe(row.workerTimeoutMinutes * 60 * 6);
      const mapping = mappings.find(
        (m) => JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(queue.worker.function) }),
      );
      expect(mapping?.Properties).toMatchObject({
        BatchSize: row.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: row.maxConcurrency },
        EventSourceArn: { 'Fn::GetAtt': [logicalId(queue.queue), 'Arn'] },
      });
      const planner = template.toJSON().Resources[logicalId(stateless.jobs.get(name)!.function.function)]
        .Properties as { Environment: { Variables: Record<string, unknown> } };
      expect(planner.Environment.Variables[queueUrlVariable(row.name)]).toEqual({
        Ref: logicalId(queue.queue),
      });
    },
  );

  it.each(fannedOut.map((job) => [job.name] as const))(
    "%s: an alarm on its dead-letter queue's depth, to the operators' topic, saying to redrive it",
    (name) => {
      const queue = stateless.jobQueues.get(name)!;
      const alarm = alarms.find(
        (a) =>
          JSON.stringify(a.Properties.Dimensions ?? []).includes(logicalId(queue.deadLetters)) &&
          a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible',
      );
      expect(alarm?.Properties).toMatchObject({ Threshold: 1, ActionsEnabled: true });
      expect(alarm?.Properties.AlarmActions).toHaveLength(1);
      expect(String(alarm?.Properties.AlarmDescription)).toMatch(/redrive/);
    },
  );

  it.each(fannedOut.map((job) => [job.name] as const))(
    "%s: an alarm on its worker's errors, to the operators' topic, saying what to do",
    (name) => {
      const queue = stateless.jobQueues.get(name)!;
      const alarm = alarms.find(
        (a) =>
          a.Properties.MetricName === 'Errors' &&
          JSON.stringify(a.Properties.Dimensions ?? []).includes(logicalId(queue.worker.function)),
      );
      expect(alarm?.Properties).toMatchObject({ Threshold: 1, ActionsEnabled: true });
      expect(alarm?.Properties.AlarmActions).toHaveLength(1);
      expect(String(alarm?.Properties.AlarmDescription)).toMatch(/docs\/operations\.md|runbook/i);
    },
  );

  // Ops review 74 H2: the worker that counts an import's last chunk of invitations queues its
  // e-mails' chunks; without the URL and the right its send threw in AWS, and the e-mails waited
  // for the hourly sweep.
  it.each(fannedOut.map((job) => [job.name, job.queue!.workerSends === true] as const))(
    '%s: its worker may send to its own queue (%s), as its code does, and nothing more',
    (name, sends) => {
      const queue = stateless.jobQueues.get(name)!;
      const worker = template.toJSON().Resources[logicalId(queue.worker.function)].Properties as {
        Environment: { Variables: Record<string, unknown> };
      };
      expect(worker.Environment.Variables[queueUrlVariable(job(name).queue!.name)]).toEqual(
        sends ? { Ref: logicalId(queue.queue) } : undefined,
      );
      expect(sendsTo(queue.worker.function, queue.queue)).toBe(sends);
      expect(sendsTo(stateless.jobs.get(name)!.function.function, queue.queue)).toBe(true);
    },
  );

  // The worker queues the e-mails' chunks (import-queue.ts; contact-import-queue.int.test.ts runs
  // it): a pin on the row, which nothing else ties to that code (review 74 L6).
  it("lets the contact import's workers queue the e-mails, as import-queue.ts does", () => {
    expect(job('contact-import').queue!.workerSends).toBe(true);
  });

  it("gives the contact import's workers their share of the send rate", () => {
    const worker = template.toJSON().Resources[logicalId(stateless.jobQueues.get('contact-import')!.worker.function)]
      .Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(worker.Environment.Variables.IMPORT_WORKERS).toBe(
      String(jobs.find((job) => job.name === 'contact-import')!.queue!.maxConcurrency),
    );
  });
});

/**
 * The send rates follow the account's SES sending rate (`-c sesSendingRate`; ops review 74 L6:
 * the runbook said to lower NEWSLETTER_MAILS_PER_SECOND, which no deployment could set).
 */
describe('stateless stack: the send rates', { timeout: 60_000 }, () => {
  const variablesOf = (context: Record<string, unknown>) => {
    const built = buildStacks(testApp({ context })).stateless;
    const resources = Template.fromStack(built).toJSON().Resources as Record<string, Resource>;
    const variables = (fn: IConstruct) =>
      (resources[logicalId(fn)]!.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
    const newsletter = built.jobQueues.get('newsletter')!;
    const contactImport = built.jobQueues.get('contact-import')!;
    return {
      newsletterWorker: variables(newsletter.worker.function),
      newsletterPlanner: variables(built.jobs.get('newsletter')!.function.function),
      importWorker: variables(contactImport.worker.function),
    };
  };

  it("sends the newsletter at 80% of the account's rate and an import's invitations at the rate", () => {
    const given = variablesOf({ sesSendingRate: '50' });
    expect(given.newsletterWorker.NEWSLETTER_MAILS_PER_SECOND).toBe('40');
    expect(given.newsletterPlanner.NEWSLETTER_MAILS_PER_SECOND).toBe('40');
    expect(given.importWorker.IMPORT_MAILS_PER_SECOND).toBe('50');
  });

  it("takes SES's starting rate out of the sandbox, 14 a second, without one", () => {
    const plain = variablesOf({});
    expect(plain.newsletterWorker.NEWSLETTER_MAILS_PER_SECOND).toBe('11');
    expect(plain.importWorker.IMPORT_MAILS_PER_SECOND).toBe('14');
  });

  it('refuses at synth a rate that is not a number from 1 up', () => {
    expect(() => variablesOf({ sesSendingRate: 'fast' })).toThrow(/sesSendingRate/);
    expect(() => variablesOf({ sesSendingRate: '0' })).toThrow(/sesSendingRate/);
  });
});

describe('stateless stack: the workers watched', () => {
  const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard') as Record<string, Resource>);
  const dashboard = JSON.stringify(dashboards[0]?.Properties.DashboardBody);

  it.each(fannedOut.map((job) => [job.name] as const))(
    "%s: an errors alarm on its worker, to the operators' topic, saying what to do; the worker and its DLQ on the dashboard",
    (name) => {
      const queue = stateless.jobQueues.get(name)!;
      const worker = logicalId(queue.worker.function);
      const alarm = alarms.find(
        (a) => a.Properties.MetricName === 'Errors' && JSON.stringify(a.Properties.Dimensions ?? []).includes(worker),
      );
      expect(alarm?.Properties).toMatchObject({ Threshold: 1, ActionsEnabled: true });
      expect(alarm?.Properties.AlarmActions).toHaveLength(1);
      expect(String(alarm?.Properties.AlarmDescription)).toMatch(/docs\/operations\.md|operations/);
      expect(dashboard).toContain(worker);
      expect(dashboard).toContain(logicalId(queue.deadLetters));
    },
  );
});
