import { App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

const app = new App();

// An explicit account and region let `cdk synth` run offline; the CLI sets the real account
// from the credentials at deploy time. The product and its data stay in Canada.
const env = { account: process.env.CDK_DEFAULT_ACCOUNT || '111111111111', region: 'ca-central-1' };

// Locks the uploads bucket's CORS to the site once its address is known (`-c siteOrigin=https://...`).
const siteOrigin = app.node.tryGetContext('siteOrigin') as string | undefined;
const mailFrom = app.node.tryGetContext('mailFrom') as string;

const data = new StatefulStack(app, 'GtaHomes-Stateful', { env, uploadOrigins: [siteOrigin ?? '*'] });
new StatelessStack(app, 'GtaHomes-Stateless', { env, data, mailFrom });

Tags.of(app).add('project', 'gta-homes');
Aspects.of(app).add(new AwsSolutionsChecks());
