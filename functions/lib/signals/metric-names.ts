/**
 * The business metrics every function may emit (CloudWatch namespace `metricsNamespace`, embedded
 * metric format). The CDK stack's alarms and dashboard read these names, so a renamed metric
 * fails to compile there rather than leaving an alarm watching nothing. Pure: no SDK here.
 */
export const metricsNamespace = 'GtaHomes';

export const businessMetrics = {
  /** An e-mail SES accepted (functions/lib/mail/send.ts). */
  mailSent: { name: 'MailSent', unit: 'Count' },
  /** An e-mail SES refused, or whose outcome is unknown (no answer): nothing or perhaps something sent. */
  mailFailed: { name: 'MailFailed', unit: 'Count' },
  /** An e-mail not sent because the address is on the suppression list. */
  mailSuppressed: { name: 'MailSuppressed', unit: 'Count' },
  /** A job run that ended, failed or not. */
  jobRuns: { name: 'JobRuns', unit: 'Count' },
  /** A job run that threw; under a queue worker's `Job` (`<job>-worker`), a unit of work that failed. */
  jobFailures: { name: 'JobFailures', unit: 'Count' },
  /** The units of work a run did (its job row's `items` field of the summary), or a queue worker's message did. */
  jobItems: { name: 'JobItems', unit: 'Count' },
  jobDuration: { name: 'JobDuration', unit: 'Milliseconds' },
  /** Contact-import rows read into contacts, and rows rejected (with a reason in the report). */
  importRowsAccepted: { name: 'ImportRowsAccepted', unit: 'Count' },
  importRowsRejected: { name: 'ImportRowsRejected', unit: 'Count' },
  /** A home valued (an estimate made), and how long the valuation took in the handler. */
  estimatesMade: { name: 'EstimatesMade', unit: 'Count' },
  estimateLatency: { name: 'EstimateLatency', unit: 'Milliseconds' },
  /** A newsletter campaign's progress at the end of each run: recipients settled and still to go. */
  campaignSettled: { name: 'CampaignSettled', unit: 'Count' },
  campaignRemaining: { name: 'CampaignRemaining', unit: 'Count' },
  /**
   * Hours since an unfinished campaign started, at the end of each newsletter run (0 once it
   * is done). Its alarm fires at 24.
   */
  campaignHoursOpen: { name: 'CampaignHoursOpen', unit: 'Count' },
} as const;

export type BusinessMetric = keyof typeof businessMetrics;

/**
 * The one dimension set each invocation's metrics carry: the job, or the API service and its
 * route, or the event function. Alarms name a metric by exactly these.
 */
export type MetricDimensions = { Job: string } | { Service: string; Route: string } | { Function: string };

/**
 * The line the pre-sign-up trigger logs for a sign-up it refuses on purpose (no invitation, a
 * stale link): Cognito refuses only when the trigger throws, so Lambda counts each refusal as an
 * error, and its errors alarm subtracts the lines a metric filter counts (infra/constructs/user-auth.ts).
 */
export const signUpRefusedLog = 'Sign-up refused: no open invitation for this address and link';

/**
 * The line the post-confirmation trigger logs for a confirmation it undoes on purpose (its
 * invitation withdrawn, or used by another account, while the code was on the way): counted and
 * subtracted from its errors alarm, as `signUpRefusedLog` is from pre-sign-up's.
 */
export const confirmationRefusedLog = 'Sign-up confirmation undone: its invitation was withdrawn or used meanwhile';
