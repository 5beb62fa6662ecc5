import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { jobs, schedulesOf, type JobSchedule } from '../../functions/jobs/jobs';
import { tables, type TableKey } from '../../functions/lib/tables';
import { buildStacks, logicalId } from './stacks';

const { stateless } = buildStacks();
const template = Template.fromStack(stateless);
type Resource = { Properties: Record<string, unknown> };
const rules = Object.values(template.findResources('AWS::Events::Rule') as Record<string, Resource>);
const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>);

/** A table's logical-id stem in the stateful stack's exports (`UserTable`, `HomeValueTable`…). */
const tableStem = (table: TableKey) => `${table[0]!.toUpperCase()}${table.slice(1)}Table`;

/** The DynamoDB statements of one role: each statement's actions and the tables it names. */
function tableStatements(role: string): { actions: string[]; tables: TableKey[] }[] {
  type Statement = { Action: string | string[]; Resource: unknown };
  return policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .map((statement) => ({
      actions: [statement.Action].flat(),
      tables: (Object.keys(tables) as TableKey[]).filter((table) =>
        JSON.stringify(statement.Resource).includes(tableStem(table)),
      ),
    }))
    .filter((statement) => statement.actions.some((action) => action.startsWith('dynamodb:')));
}

describe('stateless stack: the job table', () => {
  it("makes one EventBridge schedule per job's time and no other", () => {
    expect(rules).toHaveLength(jobs.flatMap(schedulesOf).length);
  });

  it("publishes the month just closed minutes after Toronto's midnight on the 1st, in summer time and in winter (QA 48a M2)", () => {
    // Until the 08:00 UTC run, a visitor's neighbourhood map showed no figure of the month just closed.
    const aggregation = stateless.jobs.get('sold-report-aggregation')!;
    const expressions = rules
      .filter((r) =>
        JSON.stringify(r.Properties.Targets).includes(
          `"Fn::GetAtt":["${logicalId(aggregation.function.function)}","Arn"]`,
        ),
      )
      .map((r) => r.Properties.ScheduleExpression);

    // 04:05 UTC is 00:05 EDT; 05:05 UTC is 00:05 EST.
    expect(expressions.sort()).toEqual(['cron(0 8 * * ? *)', 'cron(5 4 1 * ? *)', 'cron(5 5 1 * ? *)']);
  });

  it.each(jobs.map((job) => [job.name, job] as const))('%s: its own Lambda, started by its schedule', (name, job) => {
    const scheduled = stateless.jobs.get(name)!;
    const fn = scheduled.function.function.node.defaultChild as CfnFunction;
    const functionId = logicalId(scheduled.function.function);
    const expressions = rules
      .filter((r) => JSON.stringify(r.Properties.Targets).includes(`"Fn::GetAtt":["${functionId}","Arn"]`))
      .map((r) => r.Properties.ScheduleExpression);

    expect(stateless.resolve(fn.memorySize)).toBe(job.memoryMb);
    expect(stateless.resolve(fn.timeout)).toBe(job.timeoutMinutes * 60);
    expect(stateless.resolve(fn.runtime)).toBe('nodejs22.x');
    const cronOf = (schedule: JobSchedule) =>
      schedule.every === 'hour'
        ? `cron(${schedule.minute} * * * ? *)`
        : schedule.every === 'day'
          ? `cron(${schedule.minute} ${schedule.hour} * * ? *)`
          : `cron(${schedule.minute} ${schedule.hour} ${schedule.day} * ? *)`;
    expect(expressions.sort()).toEqual(schedulesOf(job).map(cronOf).sort());
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('lets the sold-report aggregation read and write the property table, and nothing of the user table', () => {
    const role = logicalId(stateless.jobs.get('sold-report-aggregation')!.function.role);
    const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(
      (policy) => JSON.stringify(policy.Properties.Roles).includes(role),
    );
    const statements = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument));

    expect(statements).toContain('dynamodb:BatchWriteItem');
    expect(statements).toMatch(/PropertyTable/);
    expect(statements).not.toMatch(/UserTable/);
  });

  it('lets the valuation-model training write its artifact to the photos bucket and read the listings, and nothing of the user table', () => {
    const role = logicalId(stateless.jobs.get('valuation-model')!.function.role);
    const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(
      (policy) => JSON.stringify(policy.Properties.Roles).includes(role),
    );
    const statements = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument));

    expect(statements).toContain('s3:PutObject');
    expect(statements).toMatch(/PropertyTable/);
    expect(statements).not.toMatch(/UserTable/);
  });

  it('lets the valuation revaluation write valuations and the mail ledger, read the model artifact, and send mail', () => {
    const role = logicalId(stateless.jobs.get('valuation-revaluation')!.function.role);
    const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(
      (policy) => JSON.stringify(policy.Properties.Roles).includes(role),
    );
    const statements = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument));

    expect(statements).toContain('ses:SendEmail');
    expect(statements).toContain('dynamodb:PutItem');
    expect(statements).toMatch(/HomeValueTable/);
    expect(statements).toMatch(/UserTable/);
    expect(statements).toContain('s3:GetObject');
    expect(statements).not.toContain('s3:PutObject');
  });

  it.each(jobs.map((job) => [job.name, job] as const))(
    '%s: writes its run record in its own service table, and reaches no table its row does not name',
    (name, job) => {
      const roles = [stateless.jobs.get(name)!.function.role, stateless.jobQueues.get(name)?.worker.role].filter(
        (role) => role !== undefined,
      );
      for (const role of roles) {
        const statements = tableStatements(logicalId(role));
        const written = statements
          .filter((statement) => statement.actions.includes('dynamodb:PutItem'))
          .flatMap((statement) => statement.tables);

        expect(written).toContain(job.service);
        expect([...new Set(statements.flatMap((statement) => statement.tables))].sort()).toEqual(
          Object.keys(job.tables).sort(),
        );
      }
    },
  );
});
