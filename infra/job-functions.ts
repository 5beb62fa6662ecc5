import { join } from 'node:path';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { jobs } from '../functions/jobs/jobs';
import { grantAccess } from './access-grants';
import type { MailSending } from './constructs/mail-sending';
import { JobQueue } from './constructs/job-queue';
import { ScheduledJob } from './constructs/scheduled-job';
import type { ServiceFunction } from './constructs/service-function';
import type { FunctionEnvironment } from './function-environment';
import type { StatefulResources } from './stateful-stack';

export interface JobFunctionsProps {
  projectRoot: string;
  data: StatefulResources;
  mail: MailSending;
  environment: FunctionEnvironment;
  /** The key of the signed links in e-mails, and of the API's rate-limit counters (deploy-time secrets). */
  linkSigningSecret: string;
  rateKeySecret: string;
  /** The account's SES sending rate, e-mails a second (`-c sesSendingRate`). */
  sesSendingRate: number;
}

/** SES's sending rate for an account just out of the sandbox, e-mails a second. */
export const defaultSesSendingRate = 14;

/**
 * The mailing jobs' rates from the account's (functions/lib/env.ts): an import's invitations at
 * it, the newsletter at 80% of it, so that an invitation or a showing request sent meanwhile is
 * not throttled.
 */
export const sendRates = (sesSendingRate: number) => ({
  IMPORT_MAILS_PER_SECOND: String(sesSendingRate),
  NEWSLETTER_MAILS_PER_SECOND: String(Math.max(1, Math.floor(sesSendingRate * 0.8))),
});

const pascalCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * Every row of the job table as its Lambda and schedule (ScheduledJob), and for a job that fans
 * out its queue and workers (JobQueue), each with exactly the rights its row asks for.
 */
export function addJobFunctions(scope: Construct, props: JobFunctionsProps) {
  const { data, mail } = props;
  const scheduledJobs = new Map<string, ScheduledJob>();
  const jobQueues = new Map<string, JobQueue>();
  // A job that mails signs the unsubscribe links of its list mail; one that sends invitations
  // counts them against the API's rate limits, under the API's key. Its workers, the same.
  const scheduledEnvironment = (job: (typeof jobs)[number]) => ({
    ...props.environment,
    ...(job.sendsMail && { LINK_SIGNING_SECRET: props.linkSigningSecret, ...sendRates(props.sesSendingRate) }),
    ...(job.countsRateLimits && { RATE_KEY_SECRET: props.rateKeySecret }),
  });
  for (const job of jobs) {
    const scheduled = new ScheduledJob(scope, `${pascalCase(job.name)}Job`, {
      job,
      entry: join(props.projectRoot, job.entry),
      environment: scheduledEnvironment(job),
    });
    grantAccess(scheduled.function, job, data, mail);
    // The pool's actions go to whoever deletes: the worker of a job that fans out, else the job.
    const grantUserPool = (fn: ServiceFunction) => {
      if (!job.userPoolActions) return;
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: [...job.userPoolActions], resources: [data.userPool.userPoolArn] }),
      );
    };
    if (!job.queue) grantUserPool(scheduled.function);
    scheduledJobs.set(job.name, scheduled);
    if (job.queue) {
      const jobQueue = new JobQueue(scope, `${pascalCase(job.name)}Queue`, {
        queue: job.queue,
        workerEntry: join(props.projectRoot, job.queue.workerEntry),
        environment: {
          ...scheduledEnvironment(job),
          // The newsletter's workers share its send rate between them.
          ...(job.name === 'newsletter' && { NEWSLETTER_WORKERS: String(job.queue.maxConcurrency) }),
          ...(job.name === 'contact-import' && { IMPORT_WORKERS: String(job.queue.maxConcurrency) }),
        },
        memoryMb: job.memoryMb,
        planner: scheduled.function,
      });
      grantAccess(jobQueue.worker, job, data, mail);
      grantUserPool(jobQueue.worker);
      jobQueues.set(job.name, jobQueue);
    }
  }
  return { jobs: scheduledJobs, jobQueues };
}
