import { Aspects, Tags, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

/**
 * The deployed app, as `cdk synth` and `cdk deploy` build it from `infra/app.ts`: its stacks,
 * the settings read from context (`-c name=value` or cdk.json), tags and the cdk-nag checks.
 * Tests build it the same way, so what they check is what deploys.
 */
export function defineApp(app: App) {
  // An explicit account and region let `cdk synth` run offline; the CLI sets the real account
  // from the credentials at deploy time. The product and its data stay in Canada.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT || '111111111111', region: 'ca-central-1' };

  const mailFrom = app.node.tryGetContext('mailFrom') as string;

  const stateful = new StatefulStack(app, 'GtaHomes-Stateful', { env });
  const stateless = new StatelessStack(app, 'GtaHomes-Stateless', { env, data: stateful, mailFrom });

  Tags.of(app).add('project', 'gta-homes');
  Aspects.of(app).add(new AwsSolutionsChecks());
  return { stateful, stateless };
}
