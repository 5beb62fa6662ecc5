import { webConfigDefaults, type WebConfig } from '@shared/web-config';
import type { LocalConfig } from './config';
import type { LocalInfo } from './local-info';
import { demoInvitations, demoWaitlist } from './provision/demo-accounts';
import type { SeededAccount, SeededInvitation } from './provision/seed-demo';
import { bucketNames, gatewayUrl, siteUrl, type Resources, type StandIns } from './start-stand-ins';

/**
 * What a started local stack tells others: the site's config (/config.json) and
 * DATA_DIR/local.json (README "`DATA_DIR/local.json`").
 */

export function webConfig(config: LocalConfig, standIns: StandIns, resources: Resources): WebConfig {
  return {
    apiUrl: '/api',
    photosUrl: '/p',
    region: config.region,
    ...resources.pool,
    userPoolEndpoint: standIns.cognito.endpoint,
    // The product's and the brokerage's names and contact, as a deployment sets them.
    ...webConfigDefaults,
    ...(config.googleAnalyticsUrl && { googleAnalyticsUrl: config.googleAnalyticsUrl }),
  };
}

export function describeStack(
  config: LocalConfig,
  standIns: StandIns,
  resources: Resources,
  demo: { accounts: SeededAccount[]; invitations: SeededInvitation[] },
  readyInMs: number,
): LocalInfo {
  return {
    siteUrl: siteUrl(config),
    apiUrl: `${siteUrl(config)}/api`,
    gatewayUrl: gatewayUrl(config),
    region: config.region,
    ...resources.pool,
    cognitoEndpoint: standIns.cognito.endpoint,
    cognitoIssuer: `${standIns.cognito.issuerDomain}/${resources.pool.userPoolId}`,
    s3Endpoint: standIns.s3.endpoint,
    dynamodbEndpoint: standIns.dynamodb.endpoint,
    sesEndpoint: standIns.ses.endpoint,
    mailEndpoint: standIns.ses.endpoint,
    tables: resources.tables,
    buckets: bucketNames,
    ...(config.now && { now: config.now }),
    ...(config.seedSize && { seedSize: config.seedSize }),
    staticWeb: config.staticWeb,
    pid: process.pid,
    readyAt: new Date().toISOString(),
    readyInMs,
    demoAccounts: demo.accounts,
    invitedEmails: demoInvitations.map((invitation) => invitation.email),
    invitations: demo.invitations,
    waitlistEmails: demoWaitlist,
  };
}
