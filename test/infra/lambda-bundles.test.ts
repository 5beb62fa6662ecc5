import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../functions/jobs/jobs';
import { services } from '../../functions/services';
import { lambdaBundleLimitBytes } from '../bench/lambda-bundles';
import { buildStacks, testApp } from './stacks';

/** The one infra test that runs esbuild: the stacks as `cdk synth` bundles them. */
const app = testApp({ bundle: true });
const { stateless } = buildStacks(app);
const assembly = app.synth();
afterAll(() => rmSync(assembly.directory, { recursive: true, force: true }));

/** The API services' Lambdas, the jobs' and their queue workers', by name. */
const lambdas = [
  ...services.map((service) => ({ name: service.name, fn: stateless.functions.get(service.name)!.function })),
  ...jobs.map((job) => ({ name: job.name, fn: stateless.jobs.get(job.name)!.function.function })),
  ...[...stateless.jobQueues].map(([name, queue]) => ({ name: `${name}-worker`, fn: queue.worker.function })),
];

function bundleOf(name: string): string {
  const fn = lambdas.find((lambda) => lambda.name === name)!.fn.node.defaultChild as CfnFunction;
  const { s3Key } = stateless.resolve(fn.code) as { s3Key: string };
  return join(assembly.directory, `asset.${s3Key.replace(/\.zip$/, '')}`);
}

describe('Lambda bundles', () => {
  it.each(lambdas.map((lambda) => lambda.name))('%s: a minified ESM bundle within its limit (500 KB)', (name) => {
    const bytes = statSync(join(bundleOf(name), 'index.mjs')).size;
    console.info(`${name}: index.mjs ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes).toBeLessThanOrEqual(lambdaBundleLimitBytes);
  });

  it.each(lambdas.map((lambda) => lambda.name))('%s: ships its source map', (name) => {
    expect(statSync(join(bundleOf(name), 'index.mjs.map')).size).toBeGreaterThan(0);
  });
});
