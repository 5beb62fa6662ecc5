import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { EdgeStack } from '../../infra/edge-stack';
import { appSettings, statefulSettings } from '../../infra/gta-homes-app';
import { StatefulStack } from '../../infra/stateful-stack';
import { StatelessStack } from '../../infra/stateless-stack';
import { cdkOutEnv } from '../support/cdk-out-folder';

/** The context `cdk synth` runs with (feature flags, mailFrom), so tests see the same stacks. */
export const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

export const testEnv = { account: '111111111111', region: 'ca-central-1' };

/**
 * A test app. Asset bundling is skipped (DESIGN "Controls") unless `bundle` is set: only
 * the bundle-size test pays for esbuild. It synthesizes into the run's folder, which the run
 * removes (test/support/cdk-out-folder.ts).
 */
export function testApp(options: { bundle?: boolean; context?: Record<string, unknown> } = {}): App {
  const runFolder = process.env[cdkOutEnv];
  return new App({
    ...(runFolder && { outdir: mkdtempSync(join(runFolder, 'app-')) }),
    context: { ...cdkContext, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }), ...options.context },
  });
}

/** The product's sender in the test stacks, with a display name as `-c mailFrom` may give. */
export const testMailFrom = 'GTA Homes <no-reply@homes.example.com>';

/** The stacks wired as `infra/app.ts` wires them, with the settings of the app's context. */
export function buildStacks(app: App = testApp()) {
  const stateful = new StatefulStack(app, 'Stateful', {
    env: testEnv,
    ...statefulSettings(app),
    mailFrom: testMailFrom,
  });
  const edge = new EdgeStack(app, 'Edge', { env: { ...testEnv, region: 'us-east-1' } });
  const stateless = new StatelessStack(app, 'Stateless', {
    env: testEnv,
    data: stateful,
    webAclArn: edge.webAclArn,
    ...appSettings(app),
    mailFrom: testMailFrom,
  });
  return { app, stateful, edge, stateless };
}

/** The logical id of a construct's CloudFormation resource, as templates name it. */
export function logicalId(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}
