import { relative } from 'node:path';
import type { LocalInfo } from '../local-info';

/** What `npm start` prints once the site answers. `Ready: <site>` is what tools wait for. */
export function readyBanner(info: LocalInfo, dataDir: string, restart: boolean): string {
  const seconds = (info.readyInMs / 1000).toFixed(1);
  const pad = (text: string, width: number) => text.padEnd(width);
  const nearby = relative(process.cwd(), dataDir) || '.';
  const data = nearby.startsWith('..') ? dataDir : nearby;
  const password = info.demoAccounts[0]?.password ?? '';
  const logins = info.demoAccounts
    .filter((account, i, all) => account.role !== 'client' || all.findIndex((a) => a.role === 'client') === i)
    .map((account) => `    ${pad(account.role, 7)}${pad(account.email, 22)}${account.name}`);
  // Until invitation e-mails exist, this is how an invitee gets their link (issue 11).
  const invitations = info.invitations.map((invitation) => `    ${pad(invitation.role, 7)}${invitation.link}`);
  return [
    '',
    `GTA Homes is running locally (${restart ? 'restart' : 'first start'}, ready in ${seconds} s)`,
    '',
    `  Ready: ${info.siteUrl}`,
    `  API       ${info.apiUrl}   (gateway ${info.gatewayUrl})`,
    `  Mail      ${info.mailEndpoint}   (every message the product sends)`,
    `  Cognito   ${info.cognitoEndpoint}   pool ${info.userPoolId}, client ${info.userPoolClientId}`,
    `  DynamoDB  ${info.dynamodbEndpoint}   S3 ${info.s3Endpoint}`,
    `  Data      ${data}/   (local.json lists all of it, and every demo account)`,
    ...(info.now ? [`  Clock     NOW=${info.now}`] : []),
    '',
    `  Demo sign-ins, password ${password}:`,
    ...logins,
    `    (${info.demoAccounts.length} accounts in all: infra/local/README.md)`,
    '',
    ...(invitations.length > 0
      ? ['  Invitation links (new on every start; open one to sign up as that invitee):', ...invitations, '']
      : []),
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}
