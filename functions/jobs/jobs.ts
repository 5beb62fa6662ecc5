import type { Grant } from '../services';
import type { TableKey } from '../lib/tables';

/**
 * When a job runs, in UTC (EventBridge cron). Daily at 08:00 UTC is 03:00 or 04:00 in
 * Toronto: after midnight there whatever the season, so "yesterday" is complete.
 */
export type JobSchedule =
  | { every: 'hour'; minute: number }
  | { every: 'day'; hour: number; minute: number }
  | { every: 'month'; day: number; hour: number; minute: number };

/**
 * The job table, like the services' route tables: the CDK stack makes one Lambda and one
 * EventBridge schedule per row; locally `npm start` runs each on its schedule (catching up
 * runs it missed while stopped) and `npm run job -- NAME` runs one now.
 */
/**
 * A job that fans out (issue 28): its scheduled function is a planner that puts one message per
 * unit of work on this SQS queue, and a worker function, the queue's event source, does the work
 * (partial batch failures, a dead-letter queue after `maxReceiveCount` tries, alarmed).
 */
export interface JobQueue {
  /** The queue's name in the queue port (`queuePort().send(name, …)`) and its URL's variable. */
  name: string;
  /** The worker's entry file; it exports `handler` (an SQS batch handler). */
  workerEntry: string;
  /** Messages per worker invocation. */
  batchSize: number;
  /** Workers at once (the event source's maximum concurrency, at least 2). */
  maxConcurrency: number;
  /** Receives after which a message goes to the dead-letter queue. */
  maxReceiveCount: number;
  workerTimeoutMinutes: number;
  /**
   * Its worker puts further work on the queue (the contact import's e-mail chunks, queued by the
   * worker that counts the last chunk of invitations): it is then told the URL and may send.
   */
  workerSends?: boolean;
}

export interface JobDefinition {
  name: string;
  description: string;
  /**
   * The service whose job it is, by its table: the runner keeps the job's run record there
   * (functions/jobs/job-state-repository.ts), so `tables` grants it write.
   */
  service: TableKey;
  /** Entry file, relative to the project root; it exports `handler` (and `run` for the local runner). */
  entry: string;
  schedule: JobSchedule;
  /** More times it runs at, each its own EventBridge schedule (UTC, as `schedule`). */
  alsoAt?: readonly JobSchedule[];
  /** Rebuilt after an import of neighbourhoods or listings. */
  derivedFromListings: boolean;
  /**
   * What it writes is read by code deployed with it (the valuation model's artifact, whose
   * format the service checks), so a change of its code must not wait for the schedule: a
   * deploy that changes it runs it once at once (a CDK trigger, asynchronously), and `npm start`
   * runs it in its catch-up when its code changed since its last run, or when its module's
   * `isOutputCurrent()` says what it last wrote is of another version.
   */
  runsAfterCodeChange?: boolean;
  tables: Partial<Record<TableKey, Grant>>;
  buckets: Partial<Record<'photos' | 'uploads', Grant>>;
  sendsMail: boolean;
  /**
   * Counts what it does against the API's rate limits (the import's invitation e-mails, DECISIONS
   * row 46), so it holds their key (`RATE_KEY_SECRET`); no other job does.
   */
  countsRateLimits?: boolean;
  /**
   * The numeric field of its run's summary that counts the units of work it did, emitted as the
   * `JobItems` metric (functions/lib/signals/metric-names.ts).
   */
  items: string;
  memoryMb: number;
  timeoutMinutes: number;
  /** Cognito actions on the stack's own user pool, exactly these (the user deletion's): its worker's when it has a queue. */
  userPoolActions?: readonly string[];
  /** Its queue and workers, when it fans out; the worker has the job's grants. */
  queue?: JobQueue;
}

export const jobs: JobDefinition[] = [
  {
    name: 'sold-report-aggregation',
    description:
      'Sold reports of every neighbourhood, community and the GTA: the month to date every day, and with it the month just closed.',
    service: 'property',
    entry: 'functions/property/jobs/sold-report-aggregation/index.ts',
    schedule: { every: 'day', hour: 8, minute: 0 },
    // The month just closed is published for visitors minutes after Toronto's midnight on the 1st
    // (00:05 EDT is 04:05 UTC, 00:05 EST is 05:05 UTC; the other run finds nothing new to
    // publish), not at 03:00–04:00: until then a visitor's neighbourhood map had no figure of
    // the month it opens on (QA 48a M2).
    alsoAt: [
      { every: 'month', day: 1, hour: 4, minute: 5 },
      { every: 'month', day: 1, hour: 5, minute: 5 },
    ],
    derivedFromListings: true,
    // What visitors may see changes with its code (the days on market checked against the sold
    // dates they would give away, DECISIONS row 35): a deploy must not leave it to the next day.
    runsAfterCodeChange: true,
    tables: { property: 'readWrite' },
    buckets: {},
    sendsMail: false,
    items: 'listings',
    memoryMb: 2048,
    timeoutMinutes: 15,
  },
  {
    name: 'search-index',
    description:
      'The home search index: listings on the market and the deals of the last year, as a snapshot the property service loads.',
    service: 'property',
    entry: 'functions/property/jobs/search-index/index.ts',
    schedule: { every: 'day', hour: 8, minute: 30 },
    derivedFromListings: true,
    // What visitors may see of a list day is written into the snapshot (`listedInDealMonth`,
    // review 70 M1): a deploy that changes it must not leave the old snapshot until the next day.
    runsAfterCodeChange: true,
    // It reads the listings; the write is runJob's record of the run.
    tables: { property: 'readWrite' },
    // Snapshots go under index/search/ in the photos bucket, which CloudFront never serves.
    buckets: { photos: 'readWrite' },
    sendsMail: false,
    items: 'searchable',
    memoryMb: 2048,
    timeoutMinutes: 15,
  },
  {
    name: 'valuation-model',
    description:
      'The valuation model: trained on the sold sales, with the last two years of sales for the comparables, the address directory and the back-test per type, as the artifact the home-value service loads.',
    service: 'homeValue',
    entry: 'functions/home-value/jobs/valuation-model/index.ts',
    schedule: { every: 'day', hour: 9, minute: 0 },
    derivedFromListings: true,
    // The service refuses an artifact of another version (503 until the job writes this one).
    runsAfterCodeChange: true,
    // It reads the listings and the neighbourhoods (through the property service's published
    // module); the write is runJob's record of the run.
    tables: { property: 'read', homeValue: 'readWrite' },
    // Artifacts go under index/valuation/ in the photos bucket, which CloudFront never serves.
    buckets: { photos: 'readWrite' },
    sendsMail: false,
    items: 'sales',
    memoryMb: 3008,
    timeoutMinutes: 15,
  },
  {
    name: 'valuation-revaluation',
    description:
      "Every valuation valued again with the day's model: a point of its value history, the new value and range, the update e-mails that are due, and unclaimed anonymous valuations deleted after 30 days.",
    service: 'homeValue',
    entry: 'functions/home-value/jobs/valuation-revaluation/index.ts',
    // After the valuation-model job (09:00), so the day's model values the homes.
    schedule: { every: 'day', hour: 9, minute: 30 },
    derivedFromListings: false,
    // The valuations, their history and runJob's record of the run; the user table for
    // owners, agents and the mail ledger.
    tables: { homeValue: 'readWrite', user: 'readWrite' },
    // The model artifact. (The e-mails show the agents' pictures by their lasting address.)
    buckets: { photos: 'read' },
    sendsMail: true,
    // The planner's: the valuations it queued; its workers count the ones they revalued.
    items: 'valuations',
    memoryMb: 2048,
    // The planner deletes the unclaimed valuations and queues the rest; the workers value them.
    timeoutMinutes: 15,
    // Two workers, each loading the model once per instance (hence the job's memory): a message
    // of 10 valuations, with their update e-mails, takes a second or two; a batch of 5 well
    // inside the worker's 5 minutes. Three tries: a valuation failing three times is a fault
    // to look at, and the next day's run values it again anyway.
    queue: {
      name: 'valuation-revaluation',
      workerEntry: 'functions/home-value/jobs/valuation-revaluation/worker.ts',
      batchSize: 5,
      maxConcurrency: 2,
      maxReceiveCount: 3,
      workerTimeoutMinutes: 5,
    },
  },
  {
    name: 'valuation-lease-correction',
    description:
      "Every valuation checked (issue 25): a leased listing's rent and date taken for the purchase are dropped, and each valuation's listing gets the home's last sale (never a lease), the earliest year it was built and the listing's dens.",
    service: 'homeValue',
    entry: 'functions/home-value/jobs/valuation-lease-correction/index.ts',
    // A correction that writes only a valuation that is wrong: `npm start` runs it at once on a
    // data folder where it never ran, and a daily run after finds nothing, or what a change of
    // its code added since (the listing's dens). Between the model (09:00) and the revaluation
    // (09:30), so what it completes is valued the same morning.
    schedule: { every: 'day', hour: 9, minute: 15 },
    derivedFromListings: false,
    // The valuations and runJob's record of the run; the listings of their homes (through the
    // property service's published module).
    tables: { homeValue: 'readWrite', property: 'read' },
    buckets: {},
    sendsMail: false,
    items: 'valuations',
    memoryMb: 1024,
    timeoutMinutes: 15,
  },
  {
    name: 'follow-up-authors',
    description:
      "Every contact's follow-up of the old shape (one a contact, its author in `by`) moved to its author's entry of the `followUps` map (QA 59a M3), so that an admin's and the agent's live side by side.",
    service: 'user',
    entry: 'functions/user/notes-follow-ups/jobs/follow-up-authors/index.ts',
    // Until it has run, the follow-ups of the old shape show nowhere: a deploy runs it at once,
    // `npm start` on a data folder where it never ran. It scans the user table, and finds nothing
    // after its first run: monthly, not daily.
    schedule: { every: 'month', day: 2, hour: 8, minute: 35 },
    derivedFromListings: false,
    runsAfterCodeChange: true,
    // The profiles and invitations, and runJob's record of the run.
    tables: { user: 'readWrite' },
    buckets: {},
    sendsMail: false,
    items: 'found',
    memoryMb: 512,
    timeoutMinutes: 15,
  },
  {
    name: 'waitlist-retention',
    description:
      'The waitlist kept until its address is invited or 24 months (DECISIONS row 43): every entry 24 months old, and any of an address with an invitation, is deleted with the "Joined the waitlist" line under its address.',
    service: 'user',
    entry: 'functions/user/invitations/jobs/waitlist-retention/index.ts',
    // Daily: an entry goes within a day of its 24 months. It reads the waitlist's index partition.
    schedule: { every: 'day', hour: 7, minute: 50 },
    derivedFromListings: false,
    // The waitlist entries, the address feeds and runJob's record of the run.
    tables: { user: 'readWrite' },
    buckets: {},
    sendsMail: false,
    items: 'expired',
    memoryMb: 512,
    timeoutMinutes: 15,
  },
  {
    name: 'address-feed-sweep',
    description:
      'The lines an older version left under personal addresses (DECISIONS row 43): an address\'s feed is kept while its invitation is open or its lines wait to be carried, its "Joined the waitlist" lines while it is on the waitlist, and deleted otherwise.',
    service: 'user',
    entry: 'functions/user/invitations/jobs/address-feed-sweep/index.ts',
    // It scans the user table (its keys only) and finds little after its first run: monthly, not
    // daily, and not after every deploy (a change of any module it bundles would scan again).
    schedule: { every: 'month', day: 2, hour: 8, minute: 50 },
    derivedFromListings: false,
    // The address feeds, the invitations and waitlist entries it reads, and runJob's record of the run.
    tables: { user: 'readWrite' },
    buckets: {},
    sendsMail: false,
    items: 'deleted',
    memoryMb: 512,
    timeoutMinutes: 15,
  },
  {
    name: 'user-deletion',
    description:
      'Resumes every user deletion that has not finished (DELETE /users/{id}, functions/user/README.md "Deleting a user"): the request queues its own at once; this hourly sweep queues one that stopped half-way, and the queue workers run them.',
    service: 'user',
    entry: 'functions/user/deletion/job/index.ts',
    // Hourly, not daily: a deletion that failed half-way is finished within the hour.
    schedule: { every: 'hour', minute: 15 },
    derivedFromListings: false,
    // The user's items and runJob's record of the run; their valuations (through the
    // home-value service's published module).
    tables: { user: 'readWrite', homeValue: 'readWrite' },
    // Their uploads and kept headshots.
    buckets: { uploads: 'readWrite' },
    sendsMail: false,
    // The deletions the run took on: the planner queues them, the one-process sweep runs them.
    items: 'unfinished',
    memoryMb: 1024,
    timeoutMinutes: 15,
    // The username by `sub`, then the user's removal from the pool: the workers', who delete
    // (a job with a queue grants these to its worker, not to its planner).
    userPoolActions: ['cognito-idp:ListUsers', 'cognito-idp:AdminDeleteUser'],
    // One deletion a message, one a worker at a time: an agent's deletion runs their contacts'
    // inline and may take minutes. The worker's 15 minutes are the deletion's lease
    // (deletion-job.ts), so a message back after its visibility timeout (6 × 15 minutes) finds
    // the lease of a run that died over, and resumes it.
    queue: {
      name: 'user-deletion',
      workerEntry: 'functions/user/deletion/job/worker.ts',
      batchSize: 1,
      maxConcurrency: 2,
      maxReceiveCount: 5,
      workerTimeoutMinutes: 15,
    },
  },
  {
    name: 'contact-import',
    description:
      'A contact import (functions/user/README.md "Contact imports"): its start call plans it at once, queuing its chunks for the workers; this hourly sweep queues again what an import that stalled has left.',
    service: 'user',
    entry: 'functions/user/invitations/contact-import/job/index.ts',
    schedule: { every: 'hour', minute: 45 },
    derivedFromListings: false,
    // Invitations, the import's progress, the mail ledger and runJob's record of the run.
    tables: { user: 'readWrite' },
    // The uploaded file, the report and the list of invitees.
    buckets: { uploads: 'readWrite' },
    sendsMail: true,
    // Its invitation e-mails: at most 3 to one address a day, and the agent's budget.
    countsRateLimits: true,
    items: 'done',
    memoryMb: 1024,
    // The planner reads the file and queues its chunks; an undo of 10,000 invitations runs here.
    timeoutMinutes: 15,
    // Chunks of 50 rows (functions/user/invitations/contact-import/import-plan.ts): 50 invitations take a
    // second or two; 50 e-mails at a worker's half of IMPORT_MAILS_PER_SECOND (14) about 7 s,
    // well inside the worker's 5 minutes. One chunk a call, so that both workers send even when
    // an import has only a few chunks (a batch of 5 gave a 200-row import's 4 to one worker).
    queue: {
      name: 'contact-import',
      workerEntry: 'functions/user/invitations/contact-import/job/worker.ts',
      batchSize: 1,
      maxConcurrency: 2,
      maxReceiveCount: 5,
      workerTimeoutMinutes: 5,
      // The worker that counts the last chunk of invitations queues the e-mails' chunks.
      workerSends: true,
    },
  },
  {
    name: 'newsletter',
    description:
      "The monthly sold-report newsletter: once the closed month is published, one e-mail to each user with receiveEmail and receiveSoldReport, with the published figures of the neighbourhoods they follow (or their home's), at most once each.",
    service: 'user',
    entry: 'functions/user/mail/newsletter/job/index.ts',
    // Daily, after the sold-report aggregation (08:00) that publishes the closed month on its
    // first run after the close: the 1st's run sends the month; the later days' find the
    // campaign done and send nothing, or carry on one that was paused, stopped or refused.
    schedule: { every: 'day', hour: 8, minute: 45 },
    derivedFromListings: false,
    // Profiles, followings, the mail ledger, the campaign records and runJob's record of the
    // run; the owners' newest valuation (their home's neighbourhood, through the home-value
    // service's published module); the month's publication through the property service's.
    tables: { user: 'readWrite', homeValue: 'read', property: 'read' },
    // None: the e-mails show the agents' pictures by their lasting address (GET /agents/{id}/headshot).
    buckets: {},
    sendsMail: true,
    items: 'sent',
    memoryMb: 1024,
    // The planner reads the profiles and queues them; the workers send.
    timeoutMinutes: 15,
    // Two workers at 11 e-mails a second between them: a message of 10 recipients takes about
    // 2 s, a batch of 5 about 10 s, well inside the worker's 5 minutes.
    queue: {
      name: 'newsletter',
      workerEntry: 'functions/user/mail/newsletter/job/worker.ts',
      batchSize: 5,
      maxConcurrency: 2,
      maxReceiveCount: 5,
      workerTimeoutMinutes: 5,
    },
  },
];

export function findJob(name: string): JobDefinition | undefined {
  return jobs.find((job) => job.name === name);
}

/** Every time a job runs at: its schedule and its `alsoAt`. */
export function schedulesOf(job: Pick<JobDefinition, 'schedule' | 'alsoAt'>): JobSchedule[] {
  return [job.schedule, ...(job.alsoAt ?? [])];
}
