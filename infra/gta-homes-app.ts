import { Aspects, Tags, type App, type StackProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import * as z from 'zod';
import { webConfigDefaults, type WebBranding } from '@shared/web-config';
import { addressOf } from '../functions/lib/mail/mailbox';
import { EdgeStack } from './edge-stack';
import { defaultSesSendingRate } from './job-functions';
import { MailDomainStack, type MailDomainStackProps } from './mail-domain-stack';
import { StatefulStack, type StatefulStackProps } from './stateful-stack';
import { StatelessStack, type StatelessStackProps } from './stateless-stack';

/**
 * The deployed app, as `cdk synth` and `cdk deploy` build it from `infra/app.ts`: its stacks,
 * the settings read from context (`-c name=value` or cdk.json), tags and the cdk-nag checks.
 * Tests build it the same way, so what they check is what deploys.
 */
export function defineApp(app: App) {
  // An explicit account and region let `cdk synth` run offline; the CLI sets the real account
  // from the credentials at deploy time. The product and its data stay in Canada.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT || '111111111111', region: 'ca-central-1' };

  const mailDomainSetting = mailDomainSettings(app);
  const mailDomain =
    mailDomainSetting && new MailDomainStack(app, 'GtaHomes-MailDomain', { env, ...mailDomainSetting });
  const stateful = new StatefulStack(app, 'GtaHomes-Stateful', { env, ...statefulSettings(app) });
  if (mailDomain) stateful.addDependency(mailDomain, 'the user pool sends its codes from the domain identity');
  const edge = new EdgeStack(app, 'GtaHomes-Edge', { env: { ...env, region: 'us-east-1' } });
  const stateless = new StatelessStack(app, 'GtaHomes-Stateless', {
    env,
    data: stateful,
    webAclArn: edge.webAclArn,
    ...appSettings(app),
  });

  Tags.of(app).add('project', 'gta-homes');
  Aspects.of(app).add(new AwsSolutionsChecks());
  return { stateful, edge, stateless, ...(mailDomain && { mailDomain }) };
}

/** An agent's invitation e-mails a day when the deployment names no other (functions/lib/env.ts's default). */
export const defaultInvitationDailyBudget = 500;

/** Where print requests go when the deployment names no print desk (cdk.json sets the same). */
export const defaultPrintDeskEmail = 'print-desk@example.com';

/** Where a showing request of a user with no agent goes when the deployment names no desk (functions/lib/env.ts's default). */
export const defaultShowingDeskEmail = 'showings@example.com';

/**
 * What the stateful stack reads from context: the user pool mails its codes from the product's
 * address (`-c mailFrom`, the same sender as the product's own mail) under the product's name,
 * through the sender's domain identity when the mail domain stack makes one, worded and branded
 * as the product's other mail (the site's branding, with its defaults).
 */
export function statefulSettings(app: App): Pick<StatefulStackProps, 'mailFrom' | 'branding' | 'mailDomain'> {
  const { mailFrom, branding } = appSettings(app);
  const mailDomain = mailDomainSettings(app)?.domain;
  return {
    mailFrom,
    branding: { ...webConfigDefaults, ...branding },
    ...(mailDomain && { mailDomain }),
  };
}

/**
 * `-c mailDomainZone=your-domain -c mailDomainZoneId=Z...`: the Route 53 public hosted zone
 * that serves the sender's domain, in which the mail domain stack signs the product's mail
 * (Easy DKIM) and gives it a MAIL FROM domain; `-c mailDomainDmarc=true` adds a `p=none` DMARC
 * record. Both given as context, not looked up, so synth needs no credentials. Undefined
 * without the zone: the deployer verifies the sender in SES by hand (README "Deploying to AWS").
 */
export function mailDomainSettings(app: App): Omit<MailDomainStackProps, keyof StackProps> | undefined {
  const context = (name: string) => app.node.tryGetContext(name) as unknown;
  const givenZone = context('mailDomainZone');
  const hostedZoneId = context('mailDomainZoneId');
  const given = (value: unknown) => value !== undefined && value !== '';
  const givenDmarc = context('mailDomainDmarc') ?? false;
  if (![true, false, 'true', 'false'].includes(givenDmarc as string)) {
    throw new Error(`mailDomainDmarc must be true or false, not ${JSON.stringify(givenDmarc)}.`);
  }
  if (!given(givenZone) && !given(hostedZoneId)) {
    if ([true, 'true'].includes(givenDmarc as string)) {
      throw new Error(
        'mailDomainDmarc writes a record in the zone of mailDomainZone: give that too (with mailDomainZoneId).',
      );
    }
    return undefined;
  }
  if (!given(givenZone) || !given(hostedZoneId)) {
    throw new Error(
      "mailDomainZone and mailDomainZoneId go together: the name and the id of the public hosted zone of the sender's domain (Route 53 console, or `aws route53 list-hosted-zones-by-name`).",
    );
  }
  if (!/^Z[A-Z0-9]+$/.test(String(hostedZoneId))) {
    throw new Error(
      `mailDomainZoneId must be a hosted zone's id (Z followed by capitals and digits), not ${JSON.stringify(hostedZoneId)}.`,
    );
  }
  const zoneName = String(givenZone).toLowerCase().replace(/\.$/, '');
  const address = addressOf(String(context('mailFrom') ?? ''));
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : '';
  // The identity and its records are named as mailFrom spells the domain, and the zone is compared
  // in lower case: a domain in capitals is refused as such, not as a domain the zone does not serve.
  if (domain !== domain.toLowerCase()) {
    throw new Error(`With mailDomainZone, write mailFrom's domain in lower case, not ${JSON.stringify(domain)}.`);
  }
  if (domain !== zoneName && !domain.endsWith(`.${zoneName}`)) {
    throw new Error(
      `mailDomainZone ${zoneName} does not serve the sender's domain: mailFrom ${JSON.stringify(address)} must be an address at ${zoneName} or at a domain under it.`,
    );
  }
  return {
    domain,
    zone: { zoneName, hostedZoneId: String(hostedZoneId) },
    dmarc: givenDmarc === true || givenDmarc === 'true',
  };
}

/** The deployment's settings, from context (cdk.json, or `-c name=value`, which arrives as text). */
export function appSettings(
  app: App,
): Pick<
  StatelessStackProps,
  | 'mailFrom'
  | 'printDeskEmail'
  | 'showingDeskEmail'
  | 'invitationDailyBudget'
  | 'sesSendingRate'
  | 'secretsGeneration'
  | 'linkSecretGeneration'
  | 'linkSigningSecretArn'
  | 'apiDomain'
  | 'branding'
  | 'googleAnalyticsUrl'
  | 'opsEmail'
  | 'reserveConcurrency'
> {
  const context = (name: string) => app.node.tryGetContext(name) as unknown;
  const generationOf = (name: string) => {
    const generation = Number(context(name) ?? 1);
    if (!Number.isInteger(generation) || generation < 1) {
      throw new Error(`${name} must be a whole number from 1 up, not ${String(context(name))}.`);
    }
    return generation;
  };
  // `-c linkSigningSecretArn=arn:aws:secretsmanager:...`: a rebuilt stack's retained link key.
  const linkSigningSecretArn = context('linkSigningSecretArn');
  if (
    linkSigningSecretArn !== undefined &&
    linkSigningSecretArn !== '' &&
    !/^arn:aws[\w-]*:secretsmanager:[\w-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/.test(String(linkSigningSecretArn))
  ) {
    throw new Error(
      `linkSigningSecretArn must be a secret's complete ARN (ending in its 6-character suffix), not ${JSON.stringify(linkSigningSecretArn)}.`,
    );
  }
  const apiDomain = context('apiDomain') as string | undefined;
  const certificateArn = context('apiCertificateArn') as string | undefined;
  if (apiDomain && !certificateArn) {
    throw new Error(
      `apiDomain ${apiDomain} needs its certificate: -c apiCertificateArn=arn:aws:acm:ca-central-1:... (an ACM certificate for that name in the API's region).`,
    );
  }
  // `-c brokerageName=... -c contactEmail=...`: the site's About and Privacy pages speak as the brokerage.
  // `-c brokerageAddress=...`: its mailing address, which every e-mail's footer must give (CASL).
  const branding = Object.fromEntries(
    Object.keys(webConfigDefaults)
      .map((name) => [name, context(name)])
      .filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as WebBranding;
  // `-c googleAnalyticsUrl=https://...`: the admin's 'Google Analytics' button; hidden without it.
  const googleAnalyticsUrl = context('googleAnalyticsUrl');
  // An address the product mails: a malformed one would fail every such e-mail in SES, so synth
  // refuses it instead.
  const emailSetting = (name: string, fallback: string) => {
    const given = context(name);
    const address = typeof given === 'string' && given !== '' ? given : fallback;
    if (!z.email().safeParse(address).success) {
      throw new Error(`${name} must be an e-mail address, not ${JSON.stringify(given)}.`);
    }
    return address;
  };
  // `-c printDeskEmail=...`: the brokerage's print desk, where annual reports' print requests go.
  const printDeskEmail = emailSetting('printDeskEmail', defaultPrintDeskEmail);
  // `-c showingDeskEmail=...`: where a showing request goes when its signed-in user has no agent.
  const showingDeskEmail = emailSetting('showingDeskEmail', defaultShowingDeskEmail);
  // `-c invitationDailyBudget=N`: an agent's invitation e-mails a day (DECISIONS row 46).
  const givenBudget = context('invitationDailyBudget') ?? defaultInvitationDailyBudget;
  const invitationDailyBudget = Number(givenBudget);
  if (!Number.isInteger(invitationDailyBudget) || invitationDailyBudget < 1) {
    throw new Error(`invitationDailyBudget must be a whole number from 1 up, not ${JSON.stringify(givenBudget)}.`);
  }
  // `-c sesSendingRate=N`: the account's SES maximum send rate (`aws sesv2 get-account`,
  // SendQuota.MaxSendRate): the newsletter and the imports send at their shares of it.
  const givenRate = context('sesSendingRate') ?? defaultSesSendingRate;
  const sesSendingRate = Number(givenRate);
  if (!Number.isFinite(sesSendingRate) || sesSendingRate < 1) {
    throw new Error(`sesSendingRate must be a number of e-mails a second from 1 up, not ${JSON.stringify(givenRate)}.`);
  }
  // `-c opsEmail=...`: who the alarms mail (docs/operations.md). A malformed one would never confirm.
  const givenOpsEmail = context('opsEmail');
  if (givenOpsEmail !== undefined && givenOpsEmail !== '' && !z.email().safeParse(givenOpsEmail).success) {
    throw new Error(`opsEmail must be an e-mail address, not ${JSON.stringify(givenOpsEmail)}.`);
  }
  // `-c reserveConcurrency=false`: for an account whose Lambda concurrency quota is still the new
  // account's 10 (the reservations of api-capacity.ts need 1,000; ask Service Quotas first).
  const givenReserve = context('reserveConcurrency') ?? true;
  if (![true, false, 'true', 'false'].includes(givenReserve as string)) {
    throw new Error(`reserveConcurrency must be true or false, not ${JSON.stringify(givenReserve)}.`);
  }
  return {
    mailFrom: context('mailFrom') as string,
    reserveConcurrency: givenReserve === true || givenReserve === 'true',
    ...(typeof givenOpsEmail === 'string' && givenOpsEmail !== '' && { opsEmail: givenOpsEmail }),
    printDeskEmail,
    showingDeskEmail,
    invitationDailyBudget,
    sesSendingRate,
    secretsGeneration: generationOf('secretsGeneration'),
    linkSecretGeneration: generationOf('linkSecretGeneration'),
    ...(typeof linkSigningSecretArn === 'string' && linkSigningSecretArn !== '' && { linkSigningSecretArn }),
    ...(apiDomain && certificateArn && { apiDomain: { domainName: apiDomain, certificateArn } }),
    branding,
    ...(typeof googleAnalyticsUrl === 'string' && googleAnalyticsUrl !== '' && { googleAnalyticsUrl }),
  };
}
