import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../functions/jobs/jobs';
import { ScheduledJob } from '../../infra/constructs/scheduled-job';
import { buildStacks, logicalId, testApp } from './stacks';

type Resource = { Properties: Record<string, unknown> };
const { stateless } = buildStacks();
const template = Template.fromStack(stateless);
const triggers = Object.values(template.findResources('Custom::Trigger') as Record<string, Resource>);
const modelJob = jobs.find((job) => job.name === 'valuation-model')!;

describe('stateless stack: a job whose code changed runs once after the deploy (issue 25)', () => {
  it('marks the valuation-model job, whose artifact the service checks, and no job that sends mail', () => {
    expect(modelJob.runsAfterCodeChange).toBe(true);
    expect(jobs.filter((job) => job.runsAfterCodeChange && job.sendsMail)).toEqual([]);
  });

  const afterChange = jobs.filter((job) => job.runsAfterCodeChange);

  it('marks the sold-report aggregation and the search index too, whose code decides what visitors may see (DECISIONS row 35)', () => {
    expect(afterChange.map((job) => job.name).sort()).toEqual([
      'follow-up-authors',
      'search-index',
      'sold-report-aggregation',
      'valuation-model',
    ]);
  });

  it("triggers each such job's current version, asynchronously, and no other job", () => {
    expect(triggers).toHaveLength(afterChange.length);
    for (const job of afterChange) {
      const functionId = logicalId(stateless.jobs.get(job.name)!.function.function);
      const versions = Object.entries(template.findResources('AWS::Lambda::Version') as Record<string, Resource>)
        .filter(
          ([, version]) => JSON.stringify(version.Properties.FunctionName) === JSON.stringify({ Ref: functionId }),
        )
        .map(([id]) => id);
      expect(versions, job.name).toHaveLength(1);
      const trigger = triggers.find(
        (t) => JSON.stringify(t.Properties.HandlerArn) === JSON.stringify({ Ref: versions[0] }),
      );
      expect(trigger?.Properties, job.name).toMatchObject({ InvocationType: 'Event', ExecuteOnHandlerChange: true });
    }
  });

  it("lets each trigger invoke its job's versions and nothing else", () => {
    const invokes = Object.values(template.toJSON().Resources as Record<string, Resource & { Type: string }>)
      .filter((resource) => resource.Type === 'AWS::IAM::Role' || resource.Type === 'AWS::IAM::Policy')
      // Each statement that allows lambda:InvokeFunction, up to the next statement.
      .flatMap((resource) => JSON.stringify(resource.Properties).split('"lambda:InvokeFunction"').slice(1))
      .map((after) => after.split('"Effect"')[0]!)
      .filter((statement) => statement.includes(':*'));
    expect(invokes).toHaveLength(afterChange.length);
    for (const job of afterChange) {
      const functionId = logicalId(stateless.jobs.get(job.name)!.function.function);
      expect(invokes.filter((statement) => statement.includes(`"Fn::GetAtt":["${functionId}","Arn"]`))).toHaveLength(1);
    }
  });
});

describe("the trigger's version follows the job's bundled code", () => {
  // Under the project root (esbuild's), in cdk.out, which nothing else reads.
  mkdirSync('cdk.out', { recursive: true });
  const folder = mkdtempSync(join('cdk.out', 'job-after-deploy-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The trigger's handler version when the job's entry holds `code`, bundled as a deploy bundles it. */
  function handlerVersion(code: string): unknown {
    const entry = join(process.cwd(), folder, 'index.ts');
    writeFileSync(entry, code);
    const stack = new Stack(testApp({ bundle: true }), 'Job');
    new ScheduledJob(stack, 'Model', { job: modelJob, entry, environment: {} });
    const [trigger] = Object.values(
      Template.fromStack(stack).findResources('Custom::Trigger') as Record<string, Resource>,
    );
    return trigger!.Properties.HandlerArn;
  }

  it('is the same on a deploy that changes nothing in it, and new (so the job runs) when its code changes', () => {
    const first = handlerVersion('export const handler = async () => ({ trained: 1 });\n');
    const again = handlerVersion('export const handler = async () => ({ trained: 1 });\n');
    const changed = handlerVersion('export const handler = async () => ({ trained: 2 });\n');

    expect(again).toEqual(first);
    expect(changed).not.toEqual(first);
  }, 60_000);
});
