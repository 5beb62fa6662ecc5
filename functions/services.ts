import type { Route } from './lib/route';
import type { TableKey } from './lib/tables';
import { routes as userRoutes } from './user/routes';
import { routes as contactFileRoutes } from './user/contact-files/routes';
import { routes as propertyRoutes } from './property/routes';
import { routes as homeValueRoutes } from './home-value/routes';

export type Grant = 'read' | 'readWrite';

/**
 * The API's Lambdas: each serves a route table the CDK stack turns into API routes and the
 * local gateway mounts. The user service's contract runs in two: its contact files (exports and
 * the contact import, with the CSV libraries) apart from the rest (issue 28: each bundle ≤ 500 KB). `tables` and `buckets` are the least-privilege
 * grants the stack gives the function; `sendsMail` allows SES sending.
 */
export interface ServiceDefinition {
  name: 'user' | 'user-files' | 'property' | 'home-value';
  /** Entry file, relative to the project root; it exports `handler`. */
  entry: string;
  routes: Route[];
  tables: Partial<Record<TableKey, Grant>>;
  buckets: Partial<Record<'photos' | 'uploads', Grant>>;
  sendsMail: boolean;
  /**
   * Archives users and changes their roles in the user pool (issue 14): the stack grants
   * exactly AdminDisableUser, AdminEnableUser, AdminAddUserToGroup, AdminRemoveUserFromGroup
   * and ListUsers (a user's username by `sub`) on the stack's own pool.
   */
  managesUsers?: boolean;
  /**
   * Job rows (functions/jobs/jobs.ts) the service starts itself, with an asynchronous invoke:
   * the stack grants `lambda:InvokeFunction` on exactly those functions and names each in the
   * environment (`USER_DELETION_FUNCTION` for `user-deletion`, functions/lib/env.ts).
   */
  startsJobs?: readonly string[];
}

export const services: ServiceDefinition[] = [
  {
    name: 'user',
    entry: 'functions/user/index.ts',
    routes: userRoutes,
    tables: { user: 'readWrite', property: 'read', homeValue: 'readWrite' },
    buckets: { uploads: 'readWrite' },
    sendsMail: true,
    managesUsers: true,
    // DELETE /users/{id} starts the delete job (functions/user/deletion/deletion-starter.ts).
    startsJobs: ['user-deletion'],
  },
  {
    name: 'user-files',
    entry: 'functions/user/contact-files/index.ts',
    routes: contactFileRoutes,
    // Exports read the contacts; an import writes its record, and its undo the invitations.
    tables: { user: 'readWrite' },
    buckets: { uploads: 'readWrite' },
    sendsMail: false,
    // An import's start call starts the contact-import job (functions/user/invitations/contact-import/imports.ts).
    startsJobs: ['contact-import'],
  },
  {
    name: 'property',
    entry: 'functions/property/index.ts',
    routes: propertyRoutes,
    tables: { property: 'read', user: 'readWrite' },
    buckets: { photos: 'read' },
    sendsMail: true,
  },
  {
    name: 'home-value',
    entry: 'functions/home-value/index.ts',
    routes: homeValueRoutes,
    tables: { homeValue: 'readWrite', property: 'read', user: 'readWrite' },
    buckets: { photos: 'read' },
    sendsMail: true,
  },
];

/** The environment variable that names a job's function to the services that start it. */
export const jobFunctionVariable = (job: string) => `${job.replace(/-/g, '_').toUpperCase()}_FUNCTION`;

/**
 * Functions of our own that no HTTP route calls: AWS invokes them from an event source (the CDK
 * stack wires each). Not in the spec; each names its entry and what invokes it.
 */
export interface EventFunction {
  name: string;
  /** Entry file, relative to the project root; it exports `handler`. */
  entry: string;
  source: string;
  /** Why it exists (issues, not the spec). */
  note: string;
}

export const eventFunctions: EventFunction[] = [
  {
    name: 'ses-events',
    entry: 'functions/user/mail/mail-events/index.ts',
    source:
      'SNS: the topic the SES configuration set publishes its sending events to (infra/constructs/mail-sending.ts)',
    note: 'issue 16 "E-mail tracking", issue 15 "Sending": records send, delivery, open, click, bounce, complaint, reject and rendering failure per message and user; suppresses on a hard bounce or complaint; pauses bulk sending past the thresholds',
  },
];
