import { handler as contactFilesHandler } from '../../../functions/user/contact-files/index';
import { routes as contactFileRoutes } from '../../../functions/user/contact-files/routes';
import { handler as userHandler } from '../../../functions/user/index';
import { accountStanding } from '../../../functions/user/published';
import { routes as userRoutes } from '../../../functions/user/routes';
import { createServiceHandler } from '../../../functions/lib/http/service';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { routeKey as routeKeyOf, type ApiHandler } from '../../../functions/lib/route';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestBucket, useTestStack, type TestUser } from '../../support/test-stack';

/**
 * The people of the dashboard's integration tests: two agents, each with a client, an admin,
 * and a client with no agent, all with profiles, in this file's own tables and user pool.
 */
export interface DashboardWorld {
  stack: Awaited<ReturnType<typeof useTestStack>>;
  sarah: TestUser;
  david: TestUser;
  priya: TestUser;
  olivia: TestUser;
  sophia: TestUser;
}

export async function dashboardWorld(): Promise<DashboardWorld> {
  const stack = await useTestStack();
  const [sarah, david, priya] = await Promise.all([
    stack.createUser({ email: 'sarah.thompson@example.com', groups: ['agent'], profile: { firstName: 'Sarah' } }),
    stack.createUser({ email: 'david.okafor@example.com', groups: ['agent'], profile: { firstName: 'David' } }),
    stack.createUser({ email: 'priya.raman@example.com', groups: ['admin'], profile: { firstName: 'Priya' } }),
  ]);
  const [olivia, sophia] = await Promise.all([
    stack.createUser({
      email: 'olivia.chen@example.com',
      profile: { firstName: 'Olivia', lastName: 'Chen', agentId: sarah.sub },
    }),
    stack.createUser({
      email: 'sophia.nguyen@example.com',
      profile: { firstName: 'Sophia', lastName: 'Nguyen', agentId: david.sub },
    }),
  ]);
  return { stack, sarah, david, priya, olivia, sophia };
}

/**
 * The dashboard's people with what a contact import or an invitation needs: the uploads
 * bucket, an SES stand-in of its own (stopped by the caller's afterAll) and the mail settings,
 * sending `mailsPerSecond`; `env` adds settings of the test's own.
 */
export async function importWorld(
  mailsPerSecond: number,
  env: Record<string, string> = {},
): Promise<{ w: DashboardWorld; ses: RunningEmulator }> {
  const w = await dashboardWorld();
  await useTestBucket('UPLOADS_BUCKET');
  const ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    SITE_URL: 'https://homes.example.com',
    IMPORT_MAILS_PER_SECOND: String(mailsPerSecond),
    ...env,
  });
  resetEnv();
  resetClients();
  return { w, ses };
}

/** A Lambda instance of the user service started now: its standing cache is empty, as every one is within a minute. */
export const freshInstance = () => createServiceHandler('user', userRoutes, { readStanding: accountStanding });

export interface CallOptions {
  id?: string;
  noteId?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Another instance of the service (its own standing cache), as a Lambda started later. */
  via?: ApiHandler;
}

/** The user contract's routes served by the contact files' Lambda (exports and the import). */
const contactFileKeys = new Set(contactFileRoutes.map(routeKeyOf));

/**
 * One call of the user service as API Gateway makes it, to the Lambda that serves the route;
 * the answer's status and parsed body.
 */
export async function call(routeKey: string, token: string | undefined, options: CallOptions = {}) {
  const pathParameters = {
    ...(options.id !== undefined && { id: options.id }),
    ...(options.noteId !== undefined && { noteId: options.noteId }),
  };
  const result = await (options.via ?? (contactFileKeys.has(routeKey) ? contactFilesHandler : userHandler))(
    apiEvent(routeKey, {
      ...(token && { token }),
      ...(Object.keys(pathParameters).length > 0 && { pathParameters }),
      ...(options.query && { query: options.query }),
      ...(options.body !== undefined && { body: options.body }),
    }),
    lambdaContext(),
  );
  return {
    status: result.statusCode ?? 200,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (result.body ? JSON.parse(result.body) : undefined) as any,
  };
}

/** Uploads a contacts file as the page does: a signed ticket from POST /uploads, then a PUT to storage; its key. */
export async function uploadContacts(token: string, bytes: Buffer): Promise<string> {
  const ticket = await call('POST /uploads', token, {
    body: { purpose: 'contacts', contentType: 'text/csv', size: bytes.byteLength },
  });
  if (ticket.status !== 200) throw new Error(`POST /uploads answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const put = await fetch(ticket.body.url, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: new Uint8Array(bytes),
  });
  if (put.status !== 200) throw new Error(`The upload's PUT answered ${put.status}`);
  return ticket.body.key as string;
}
