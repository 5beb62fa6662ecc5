import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { eventFunctions, jobFunctionVariable, services, type ServiceDefinition } from '../functions/services';
import { webConfigDefaults, webConfigSchema, type WebBranding } from '@shared/web-config';
import { grantAccess } from './access-grants';
import { deadLetterQueue } from './constructs/dead-letter-queue';
import { DeploySecret } from './constructs/deploy-secret';
import { lambdaCapacity, routeLimits, serviceMemoryMb } from './api-capacity';
import { ServiceHttpApi, apiStageName, type ApiCustomDomain } from './constructs/http-api';
import type { JobQueue } from './constructs/job-queue';
import { MailSending } from './constructs/mail-sending';
import type { OperationsAlarms } from './constructs/operations-alarms';
import type { OperationsDashboard } from './constructs/operations-dashboard';
import type { ScheduledJob } from './constructs/scheduled-job';
import { ServiceFunction } from './constructs/service-function';
import { UploadsCors } from './constructs/uploads-cors';
import { WebDistribution } from './constructs/web-distribution';
import { functionEnvironment, type ServiceSecrets } from './function-environment';
import { addJobFunctions } from './job-functions';
import { watchOperations } from './operations-watch';
import type { StatefulResources } from './stateful-stack';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface StatelessStackProps extends StackProps {
  data: StatefulResources;
  /** The From address of the product's e-mail; a verified SES identity. */
  mailFrom: string;
  /** The brokerage's print desk: annual reports' print requests are e-mailed there (DECISIONS row 23). */
  printDeskEmail: string;
  /** Where showing requests of signed-in users with no agent are mailed (staff; a client whose agent left). */
  showingDeskEmail: string;
  /** An agent's invitation e-mails a day (DECISIONS row 46; `INVITATION_DAILY_BUDGET`). */
  invitationDailyBudget: number;
  /** The account's SES sending rate, e-mails a second: the mailing jobs' rates follow it (`sendRates`). */
  sesSendingRate: number;
  /**
   * Raised by one to rotate the deploy-time secrets: new ones are generated, CloudFront and
   * the functions get them in the same deployment, and the old ones are deleted.
   */
  secretsGeneration: number;
  /**
   * Raised by one to replace the key of the links in e-mails (LINK_SIGNING_SECRET) on its own:
   * every unsubscribe link already mailed stops working, so only when the key has leaked
   * (README "Rotating the deploy-time secrets").
   */
  linkSecretGeneration: number;
  /**
   * The retained link-signing key of a destroyed stack (`-c linkSigningSecretArn`, its complete
   * ARN): a stack built again signs and checks links with it rather than a new key, so the links
   * already mailed keep working (README "Deploying to AWS").
   */
  linkSigningSecretArn?: string;
  /** The CloudFront-scope web ACL of the site (edge-stack.ts, us-east-1). */
  webAclArn: string;
  /** The API's own domain (`-c apiDomain`); without it CloudFront uses the execute-api endpoint. */
  apiDomain?: ApiCustomDomain;
  /** The product's and brokerage's names and contact address in `/config.json`; defaults when unset. */
  branding?: WebBranding;
  /** The external report the admin's 'Google Analytics' button opens; no button when unset. */
  googleAnalyticsUrl?: string;
  /** Who the alarms mail (`-c opsEmail`); without it they reach nobody (a synth warning says so). */
  opsEmail?: string;
  /**
   * Reserve the API Lambdas' concurrency (infra/api-capacity.ts); off (`-c reserveConcurrency=false`)
   * only for an account whose quota cannot hold the reservations yet. Default: on.
   */
  reserveConcurrency?: boolean;
}

/**
 * Everything that can be rebuilt from source: the API and its functions, mail settings and
 * the web distribution. It reads the stateful stack's resources and owns no data.
 */
export class StatelessStack extends Stack {
  /** The Lambda of each API service, by service name. */
  readonly functions = new Map<ServiceDefinition['name'], ServiceFunction>();
  /** Each row of the job table: its Lambda and schedule, by job name. */
  readonly jobs: ReadonlyMap<string, ScheduledJob>;
  /** The queues and workers of the jobs that fan out, by job name. */
  readonly jobQueues: ReadonlyMap<string, JobQueue>;
  /** The site: the SPA, `/api/*` and `/p/*` behind one CloudFront distribution. */
  readonly web: WebDistribution;
  /** The SES event handler, subscribed to the configuration set's event topic. */
  readonly mailEvents: ServiceFunction;
  /** The sending events the handler failed after Lambda's retries, kept 14 days to be replayed. */
  readonly mailEventsDeadLetters: Queue;
  /** Every alarm, each mailing the operators' topic (docs/operations.md). */
  readonly alarms: OperationsAlarms;
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    // The web ACL's ARN comes from us-east-1.
    super(scope, id, { ...props, crossRegionReferences: true });
    const { data } = props;

    const api = new ServiceHttpApi(this, 'Http', {
      userPool: data.userPool,
      userPoolClient: data.userPoolClient,
      customDomain: props.apiDomain,
      routeLimits: routeLimits(services),
    });
    const mail = new MailSending(this, 'Mail', { mailFrom: props.mailFrom });

    // The construct ids carry the generation, so a new one replaces both secrets.
    const generation = `Gen${props.secretsGeneration}`;
    // Sent by CloudFront with every `/api/*` request (functions/lib/http/origin-verify.ts).
    const originVerifyDescription = 'x-origin-verify: CloudFront sends it to the API, whose functions recognise it.';
    const originVerify = new DeploySecret(this, `OriginVerify${generation}`, { description: originVerifyDescription });
    // The generation before stays while CloudFront's edges take the new one (minutes), and the
    // functions accept it too: they refuse a request without the origin secret (QA 47d H3), so a
    // rotation would otherwise refuse every request through an edge not yet updated. The next
    // rotation deletes it.
    const previousOriginVerify =
      props.secretsGeneration > 1
        ? new DeploySecret(this, `OriginVerifyGen${props.secretsGeneration - 1}`, {
            description: originVerifyDescription,
          })
        : undefined;
    const rateKey = new DeploySecret(this, `RateKey${generation}`, {
      description: "The HMAC key of the API's rate-limit counters.",
    });
    // Its own generation: replacing it breaks every link already mailed, so it does not follow
    // the others (a year of newsletters carry it; CASL wants their unsubscribe links to work).
    // Retained: destroying this stack must not take the key of the links already mailed with it;
    // a stack built again names the kept one (`-c linkSigningSecretArn`) instead of a new key.
    const linkSigningKey = props.linkSigningSecretArn
      ? Secret.fromSecretCompleteArn(this, 'LinkSigningKept', props.linkSigningSecretArn).secretValue.unsafeUnwrap()
      : new DeploySecret(this, `LinkSigningGen${props.linkSecretGeneration}`, {
          description: 'The HMAC key of the signed links in e-mails (unsubscribe tokens).',
          removalPolicy: RemovalPolicy.RETAIN,
        }).value;
    const serviceSecrets: ServiceSecrets = {
      ORIGIN_VERIFY_SECRET: originVerify.value,
      ...(previousOriginVerify && { ORIGIN_VERIFY_PREVIOUS_SECRET: previousOriginVerify.value }),
      RATE_KEY_SECRET: rateKey.value,
      LINK_SIGNING_SECRET: linkSigningKey,
    };

    const webConfig = webConfigSchema.parse({
      apiUrl: `/${apiStageName}`,
      photosUrl: '/p',
      region: this.region,
      userPoolId: data.userPool.userPoolId,
      userPoolClientId: data.userPoolClient.userPoolClientId,
      identityPoolId: data.identityPool.identityPoolId,
      ...props.branding,
      ...(props.googleAnalyticsUrl && { googleAnalyticsUrl: props.googleAnalyticsUrl }),
    });
    const web = new WebDistribution(this, 'Web', {
      apiDomainName: api.domainName,
      originVerifySecret: originVerify.value,
      webAclArn: props.webAclArn,
      photosBucket: data.photosBucket,
      uploadsBucket: data.uploadsBucket,
      logsBucket: data.logsBucket,
      webDist: join(projectRoot, 'web/dist'),
      webConfig,
    });
    this.web = web;

    // Browsers upload from the site's pages only: the distribution's own origin.
    new UploadsCors(this, 'UploadsCors', { bucket: data.uploadsBucket, allowedOrigins: [web.siteUrl] });

    // example.com reaches no one (RFC 2606): the deployment works, but these e-mails are lost.
    // The warnings' ids stay as deployers may have acknowledged them (review 74 L7).
    const desks = [
      [
        'printDesk',
        'printDeskEmail',
        props.printDeskEmail,
        "annual reports' print requests",
        "the print desk's address",
      ],
      [
        'showingDesk',
        'showingDeskEmail',
        props.showingDeskEmail,
        'showing requests from users with no agent',
        "the brokerage's desk",
      ],
    ] as const;
    for (const [id, setting, address, what, whose] of desks) {
      if (/@example\.com$/i.test(address)) {
        Annotations.of(this).addWarningV2(
          `gta-homes:${id}NotSet`,
          `${setting} is ${address}: ${what} will not reach anyone. Deploy with -c ${setting}=<${whose}>.`,
        );
      }
    }

    // CASL: every mail's footer gives the brokerage's mailing address; the default is fictional.
    if (webConfig.brokerageAddress === webConfigDefaults.brokerageAddress) {
      Annotations.of(this).addWarningV2(
        'gta-homes:brokerageAddressNotSet',
        `brokerageAddress is the example "${webConfigDefaults.brokerageAddress}": every e-mail's footer gives it as the sender's mailing address. Deploy with -c brokerageAddress=<the brokerage's postal address>.`,
      );
    }

    const environment = functionEnvironment({
      data,
      mail,
      siteUrl: web.siteUrl,
      webConfig,
      printDeskEmail: props.printDeskEmail,
      showingDeskEmail: props.showingDeskEmail,
      invitationDailyBudget: props.invitationDailyBudget,
    });

    // The SES event handler (functions/user/mail/mail-events/): the sending events, the
    // suppression list and the sending pause, all in the user table.
    const sesEvents = eventFunctions.find((fn) => fn.name === 'ses-events');
    if (!sesEvents) throw new Error('There is no ses-events function.');
    // SNS hands each event to Lambda once, asynchronously: after Lambda's two retries an event
    // that still fails would be dropped, so it is kept here to be replayed (docs/operations.md).
    this.mailEventsDeadLetters = deadLetterQueue(
      this,
      'MailEventsDeadLetters',
      "It is the SES event handler's own dead-letter queue (Lambda's DeadLetterConfig, which cdk-nag does not recognise as one), so it needs none of its own. Accepted risk: an event not replayed stays in it until its 14 days run out.",
    );
    this.mailEvents = new ServiceFunction(this, 'MailEvents', {
      entry: join(projectRoot, sesEvents.entry),
      environment,
      deadLetterQueue: this.mailEventsDeadLetters,
    });
    this.mailEvents.grantTable(data.tables.user, 'readWrite');
    mail.deliverEventsTo(this.mailEvents.function);

    // The jobs first: a service that starts one names its function.
    const jobFunctions = addJobFunctions(this, {
      projectRoot,
      data,
      mail,
      environment,
      linkSigningSecret: linkSigningKey,
      rateKeySecret: rateKey.value,
      sesSendingRate: props.sesSendingRate,
    });
    this.jobs = jobFunctions.jobs;
    this.jobQueues = jobFunctions.jobQueues;

    for (const service of services) {
      // The jobs it starts: each one's function name, and the right to invoke exactly it.
      const started = (service.startsJobs ?? []).map((name) => {
        const job = this.jobs.get(name);
        if (!job) throw new Error(`The ${service.name} service starts ${name}, which is no job row.`);
        return { name, function: job.function.function };
      });
      const fn = new ServiceFunction(this, `${service.name}Service`, {
        entry: join(projectRoot, service.entry),
        memorySize: serviceMemoryMb[service.name],
        ...(props.reserveConcurrency !== false && {
          reservedConcurrency: lambdaCapacity[service.name].reservedConcurrency,
        }),
        environment: {
          ...environment,
          ...serviceSecrets,
          ...Object.fromEntries(started.map((job) => [jobFunctionVariable(job.name), job.function.functionName])),
        },
      });
      // The function itself, not `grantInvoke`'s `:*` too: no version or alias is ever invoked.
      for (const job of started) {
        fn.role.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [job.function.functionArn] }),
        );
      }
      grantAccess(fn, service, data, mail);
      // POST /verifySesIdentity/{id}: an agent's own address as an SES identity.
      if (service.name === 'user') mail.grantVerifyIdentities(fn.role);
      if (service.managesUsers) {
        fn.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: [
              'cognito-idp:AdminDisableUser',
              'cognito-idp:AdminEnableUser',
              'cognito-idp:AdminAddUserToGroup',
              'cognito-idp:AdminRemoveUserFromGroup',
              'cognito-idp:ListUsers',
            ],
            resources: [data.userPool.userPoolArn],
          }),
        );
      }
      api.addService(service.name, fn.function, service.routes);
      this.functions.set(service.name, fn);
    }

    ({ alarms: this.alarms, dashboard: this.dashboard } = watchOperations(this, {
      stage: api.stage,
      ...(props.opsEmail && { opsEmail: props.opsEmail }),
      jobs: this.jobs,
      jobQueues: this.jobQueues,
      functions: this.functions,
      mailEvents: this.mailEvents,
      mailEventsDeadLetters: this.mailEventsDeadLetters,
      // By name, so this stack imports nothing of the stateful one's triggers (user-auth.ts).
      userPoolTriggers: new Map(
        [...data.userPoolTriggerFunctions].map(([name, functionName]) => [
          name,
          LambdaFunction.fromFunctionName(this, `Watched-${name}`, functionName),
        ]),
      ),
    }));

    new CfnOutput(this, 'SiteUrl', { value: web.siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: `${web.siteUrl}/${apiStageName}` });
    if (api.customDomainTarget) {
      new CfnOutput(this, 'ApiDomainTarget', {
        description: `Point ${props.apiDomain?.domainName} here (a CNAME, or an alias record in Route 53).`,
        value: api.customDomainTarget,
      });
    }
  }
}
