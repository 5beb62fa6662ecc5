import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { runJob } from '../../functions/jobs/job';
import { runSearchIndexBuild } from '../../functions/jobs/search-index/run';
import { runSoldReportAggregation } from '../../functions/jobs/sold-report-aggregation/run';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, resetClients } from '../../functions/lib/aws-clients';
import { resetEnv } from '../../functions/lib/env';
import { routeKey, type ApiHandler, type OwnedTarget, type Route } from '../../functions/lib/route';
import { putListings } from '../../functions/property/listing-repository';
import { forgetNeighbourhoods } from '../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../functions/property/neighbourhood-repository';
import { forgetSearchIndex } from '../../functions/property/search-index/loader';
import { services } from '../../functions/services';
import { putValuationAsIs } from '../../functions/home-value/valuation-repository';
import { putReportAsIs } from '../../functions/home-value/report-repository';
import type { ReportRecord } from '../../functions/home-value/report-record';
import type { ValuationRecord } from '../../functions/home-value/valuation-record';
import { putNewImport } from '../../functions/user/contact-import/import-repository';
import { deleteDeletion, getDeletion } from '../../functions/user/deletion-repository';
import { setDeletionStarter } from '../../functions/user/deletion-starter';
import { putTextFile } from '../../functions/user/files-repository';
import { createInvitation } from '../../functions/user/invitation';
import { userKeys } from '../../functions/user/keys';
import { writeRoles, writeStatus } from '../../functions/user/managed-profile-repository';
import { getProfile } from '../../functions/user/profile-repository';
import { addToGroup, enableUser, removeFromGroup } from '../../functions/user/user-pool-repository';
import { putWaitlistEntry } from '../../functions/user/waitlist-repository';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../infra/local/stand-ins/emulators';
import { loadServices } from '../../infra/local/gateway/gateway';
import { apiEvent, lambdaContext } from '../support/api-event';
import { searchListings, searchNeighbourhoods, searchNow } from '../support/search-world';
import { soldDetailsIn } from '../support/sold-details';
import { fixtureListings } from '../support/sold-report-fixture';
import {
  cognitoLocalKeyPem,
  decodeJwtPayload,
  signJwt,
  strangerKeyPem,
  useTestBucket,
  useTestStack,
  type TestUser,
} from '../support/test-stack';
import { samples, type Sample, type SampleContext } from './authorization-samples';

/**
 * The authorization matrix (DESIGN "Every route is in the authorization matrix", issue 11):
 * every route of every route table, crossed with every kind of caller, crossed with own and
 * someone else's record where the route names one. What each cell expects comes from the
 * route's declared `access` and `owner` (functions/lib/route.ts) and the rules below, never
 * from what the code answers today. A route without a sample fails.
 *
 * What a cell asserts:
 * - a refused cell gets exactly its status: 401 for no usable identity (no token on a route
 *   that needs one; an invalid, expired or other client's token, on every route; an archived
 *   user, on every route, with DECISIONS row 24's message), 403 for a role the route does not
 *   admit, and the route's declared `refusal` for a record the caller may not reach, the same
 *   for a record that does not exist;
 * - an allowed cell gets a 2xx, or 404 where the named record does not exist, or one of the
 *   sample's declared answers about the input (exact status and message): never 401 or 403;
 * - an anonymous cell of an `optional` (or `public`) route also gets no sold price, sold or
 *   close date, nor a sold history row's price or date, anywhere in the JSON, while a client's
 *   answer to the same request holds some (where the sample says it reaches sold data).
 */

type PersonaKey = 'client' | 'otherClient' | 'agent' | 'otherAgent' | 'admin' | 'archived' | 'demoted' | 'noProfile';

interface Persona {
  label: string;
  email: string;
  groups: ('agent' | 'admin')[];
  /** The profile item, as the table holds it; none for `undefined`. */
  profile?: { roles: Role[]; agent?: PersonaKey; archived?: true };
  /**
   * The roles the API must grant (issue 11 hole 9): the token's groups that the profile also
   * names, client when none is left, and client without a profile.
   */
  actsAs: Role[];
}

const personas: Record<PersonaKey, Persona> = {
  agent: {
    label: 'an agent',
    email: 'sarah.thompson@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'] },
    actsAs: ['agent'],
  },
  otherAgent: {
    label: 'another agent',
    email: 'david.okafor@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'] },
    actsAs: ['agent'],
  },
  client: {
    label: 'a client',
    email: 'olivia.chen@example.com',
    groups: [],
    profile: { roles: ['client'], agent: 'agent' },
    actsAs: ['client'],
  },
  otherClient: {
    label: "another agent's client",
    email: 'sophia.nguyen@example.com',
    groups: [],
    profile: { roles: ['client'], agent: 'otherAgent' },
    actsAs: ['client'],
  },
  admin: {
    label: 'an admin',
    email: 'priya.raman@example.com',
    groups: ['admin'],
    profile: { roles: ['admin'] },
    actsAs: ['admin'],
  },
  // An archived agent: being archived outweighs any role.
  archived: {
    label: 'an archived user',
    email: 'ethan.murphy@example.com',
    groups: ['agent'],
    profile: { roles: ['agent'], archived: true },
    actsAs: [],
  },
  // The agent group is still in the token, but the profile no longer names the role.
  demoted: {
    label: 'a demoted agent',
    email: 'marcus.reid@example.com',
    groups: ['agent'],
    profile: { roles: ['client'] },
    actsAs: ['client'],
  },
  noProfile: {
    label: 'an agent without a profile',
    email: 'nadia.khan@example.com',
    groups: ['agent'],
    actsAs: ['client'],
  },
};
const personaKeys = Object.keys(personas) as PersonaKey[];

interface CallerSpec {
  label: string;
  persona?: PersonaKey;
  /** A token that is sent but must not be believed. */
  badToken?: boolean;
}

const callers: CallerSpec[] = [
  { label: 'anonymous' },
  { label: 'an invalid token', badToken: true },
  { label: 'an expired token', badToken: true },
  { label: "another app client's token", badToken: true },
  ...personaKeys.map((persona) => ({ label: personas[persona].label, persona })),
];

interface Target {
  label: string;
  id: string;
  persona?: PersonaKey;
}

interface ServiceRoute {
  service: string;
  route: Route;
  key: string;
}

interface Cell {
  n: number;
  entry: ServiceRoute;
  caller: CallerSpec;
  target?: Target;
}

type Expectation =
  { allowed: false; status: 401 | 403 | 404; message?: string } | { allowed: true; recordMissing: boolean };

const archivedMessage = 'This account has been archived. Please contact your agent.';

const table: ServiceRoute[] = services.flatMap((service) =>
  service.routes.map((route) => ({ service: service.name, route, key: routeKey(route) })),
);

let stack: Awaited<ReturnType<typeof useTestStack>>;
let ses: RunningEmulator;
let handlers: Map<string, ApiHandler>;
const users = {} as Record<PersonaKey, TestUser>;
const tokens = new Map<string, string>();
/** An id no user has. */
const missingId = '00000000-0000-4000-8000-000000000000';
let cellCount = 0;
const started = performance.now();

function mayReach(rule: OwnedTarget['rule'], caller: PersonaKey, target: Target): boolean {
  const acts = personas[caller].actsAs;
  const self = target.persona === caller;
  const theirAgent =
    acts.includes('agent') && target.persona !== undefined && personas[target.persona].profile?.agent === caller;
  const agentOrAdmin = acts.includes('admin') || theirAgent;
  if (rule === 'self') return self;
  if (rule === 'self-or-admin') return self || acts.includes('admin');
  if (rule === 'agent-or-admin') return agentOrAdmin;
  return self || agentOrAdmin;
}

/** What a cell must get, from the route's declarations and the rules at the top of this file. */
function expectationOf({ entry: { route }, caller, target }: Cell): Expectation {
  if (caller.badToken) return { allowed: false, status: 401 };
  const persona = caller.persona;
  if (persona && personas[persona].profile?.archived) return { allowed: false, status: 401, message: archivedMessage };
  const { access, owner } = route;
  if (!persona && access !== 'public' && access !== 'optional') return { allowed: false, status: 401 };
  if (persona && Array.isArray(access) && !access.some((role) => personas[persona].actsAs.includes(role))) {
    return { allowed: false, status: 403 };
  }
  if (typeof owner === 'object' && target) {
    if (!persona || !mayReach(owner.rule, persona, target)) return { allowed: false, status: owner.refusal };
    return { allowed: true, recordMissing: !target.persona || !personas[target.persona].profile };
  }
  return { allowed: true, recordMissing: false };
}

/**
 * Puts a persona back as the matrix made them (profile status and roles, Cognito groups,
 * enabled) after a cell of a route that archives or changes roles (`restoresTarget`).
 */
async function restorePersona(key: PersonaKey) {
  const { profile, groups } = personas[key];
  const sub = users[key].sub;
  await enableUser(sub);
  for (const group of ['admin', 'agent'] as const) {
    await (groups.includes(group) ? addToGroup(sub, group) : removeFromGroup(sub, group));
  }
  // A delete cell's deletion (no job ran): off the record, and the profile's mark with it.
  if (await getDeletion(sub)) {
    await deleteDeletion(sub);
    await dynamo().send(
      new UpdateCommand({
        TableName: process.env.USER_TABLE,
        Key: userKeys.profile(sub),
        UpdateExpression: 'SET #status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active' },
      }),
    );
  }
  const stored = await getProfile(sub);
  if (!profile || !stored) return;
  const now = new Date().toISOString();
  await writeStatus(sub, profile.archived ? 'archived' : 'active', now);
  const fresh = await getProfile(sub);
  await writeRoles(sub, profile.roles, fresh?.version ?? 0, now);
}

/**
 * Each persona with a profile has one open invitation "of theirs" (`record: 'invitation'`): a
 * client invited for that persona's agent, so that the ownership rules read as for their profile.
 */
const invitationOf = (persona: PersonaKey) => `matrix.invitation.${persona.toLowerCase()}@example.com`;

/** Each persona with a profile has one finished import, with that persona as its agent. */
const importIdOf = (persona: PersonaKey) =>
  `00000000-0000-4000-8000-${(personaKeys.indexOf(persona) + 1).toString().padStart(12, '0')}`;
const missingImportId = '00000000-0000-4000-8000-999999999999';

async function seedImports() {
  for (const key of personaKeys.filter((k) => personas[k].profile)) {
    const id = importIdOf(key);
    await putTextFile(`imports/${id}/report.csv`, 'Line,Outcome,Column,Reason,Email\r\n3,Rejected,Email,Bad,\r\n');
    await putTextFile(`imports/${id}/invited.json`, '[]', 'application/json');
    await putNewImport({
      id,
      agentId: users[key].sub,
      startedBy: users[key].sub,
      fileKey: `uploads/${users[key].sub}/contacts.csv`,
      fileName: 'contacts.csv',
      status: 'done',
      read: 1,
      invited: 0,
      skipped: 0,
      rejected: 1,
      emailsSent: 0,
      emailsTotal: 0,
      reportKey: `imports/${id}/report.csv`,
      invitedKey: `imports/${id}/invited.json`,
      createdAt: '2026-06-01T12:00:00.000Z',
      updatedAt: '2026-06-01T12:00:00.000Z',
    });
  }
}

async function seedInvitations() {
  for (const key of personaKeys.filter((k) => personas[k].profile)) {
    const agent = personas[key].profile?.agent;
    await createInvitation(
      {
        email: invitationOf(key),
        firstName: 'Matrix',
        lastName: 'Invitee',
        role: 'client',
        invitedBy: 'matrix',
        ...(agent && { agentId: users[agent].sub }),
      },
      new Date('2026-06-01T12:00:00.000Z'),
    );
  }
}

/** Each persona with a profile owns one valuation, with this id (the others' ids name nothing). */
const valuationIdOf = (persona: PersonaKey) => `matrix-valuation-${persona}`;
export const matrixShareToken = (persona: PersonaKey) => `matrix-share-token-${persona}-00001`;

function matrixValuation(persona: PersonaKey): ValuationRecord {
  return {
    id: valuationIdOf(persona),
    createdAt: '2026-06-01T12:00:00.000Z',
    updatedAt: '2026-06-01T12:00:00.000Z',
    ownerId: users[persona].sub,
    shareToken: matrixShareToken(persona),
    request: {
      locationId: '12-maple-avenue-toronto',
      type: 'detatched',
      bedroom: 3,
      bathroom: 2,
      parking: 1,
      address: '12 Maple Avenue, Toronto',
      purchaseDate: '2019-06-01',
      purchasePrice: 800_000,
    },
    // The home's listing, a lease, with the sale behind it; and what the own sale did to the value.
    lastListing: {
      mls: 'C9100001',
      address: '12 Maple Avenue',
      displayAddress: '12 Maple Avenue, Toronto',
      type: 'detatched',
      bedroom: 3,
      bathroom: 2,
      parking: 1,
      status: 'leased',
      listDate: '2025-08-01',
      soldPrice: 4_100,
      soldDate: '2025-08-20',
      lastSale: { mls: 'C9100000', soldPrice: 910_000, soldDate: '2024-03-15' },
    },
    explanation: {
      carriedSale: { date: '2019-06-01', price: 800_000, source: 'purchase', carriedPrice: 962_000, weight: 0.31 },
    },
    location: {
      address: '12 Maple Avenue',
      city: 'Toronto',
      lat: 43.65,
      lon: -79.38,
      neighbourhoodId: 'alpha-park',
      area: 'Toronto',
    },
    displayAddress: '12 Maple Avenue, Toronto',
    instanceValue: 1_000_000,
    instanceValueDate: '2026-06-01',
    lowerRange: 900_000,
    upperRange: 1_100_000,
    confirmed: false,
    privateNotes: 'matrix private note',
    receiveUpdates: 'monthly',
    discussionRequestedAt: '2026-06-01T13:00:00.000Z',
    version: 1,
  };
}

/** Puts every persona's valuation back as it was: routes that write them run before others read. */
async function reseedValuations() {
  await Promise.all(
    personaKeys.filter((key) => personas[key].profile).map((key) => putValuationAsIs(matrixValuation(key))),
  );
}

/** Each persona with a valuation has last year's annual report of it, with this id (the others' name nothing). */
const reportIdOf = (persona: PersonaKey) => `matrix-report-${persona}`;

function matrixReport(persona: PersonaKey): ReportRecord {
  const comparable = searchListings.find((l) => l.mls === 'C5000003')!;
  return {
    id: reportIdOf(persona),
    valuationId: valuationIdOf(persona),
    year: 2025,
    createdAt: '2025-06-01T12:00:00.000Z',
    createdBy: users.admin.sub,
    ownerId: users[persona].sub,
    similarSolds: [
      {
        mls: comparable.mls,
        address: comparable.address,
        municipality: comparable.municipality,
        area: comparable.area,
        neighbour: comparable.neighbour,
        type: comparable.type,
        status: comparable.status,
        bedroom: comparable.bedroom,
        brPlus: comparable.brPlus,
        bathroom: comparable.bathroom,
        parking: comparable.parking,
        listingPrice: comparable.listingPrice,
        listDate: comparable.listDate,
        numberOfPic: comparable.numberOfPic,
        location: comparable.location,
      },
    ],
    comparableIds: [comparable.mls],
    similarActives: [],
  };
}

/** Puts every persona's valuation and report back as they were (report routes delete and change them). */
async function reseedReports() {
  await reseedValuations();
  await Promise.all(personaKeys.filter((key) => personas[key].profile).map((key) => putReportAsIs(matrixReport(key))));
}

function targetsOf(entry: ServiceRoute, caller: CallerSpec): (Target | undefined)[] {
  if (typeof entry.route.owner !== 'object') return [undefined];
  const record = entry.route.owner.record;
  const someoneElse = (persona: PersonaKey): Target => ({
    label: persona === caller.persona ? 'own record' : `the record of ${personas[persona].label}`,
    id: {
      valuation: valuationIdOf,
      report: reportIdOf,
      invitation: invitationOf,
      import: importIdOf,
      user: (key: PersonaKey) => users[key].sub,
    }[record](persona),
    persona,
  });
  const missing: Target = {
    label: 'a record that does not exist',
    id: record === 'invitation' ? 'matrix.nobody@example.com' : record === 'import' ? missingImportId : missingId,
  };
  // Without a usable identity nothing is anyone's own: someone else's record is the case.
  if (!caller.persona) return [someoneElse('client')];
  return [...personaKeys.map(someoneElse), missing];
}

const resolve = <T>(part: T | ((context: SampleContext) => T) | undefined, context: SampleContext): T | undefined =>
  typeof part === 'function' ? (part as (context: SampleContext) => T)(context) : part;

async function run(cell: Cell) {
  const sample = samples[cell.entry.key] as Sample;
  const context: SampleContext = { n: cell.n, agentId: users.agent.sub, clientId: users.client.sub };
  const pathParameters = { ...resolve(sample.params, context) };
  const query = { ...resolve(sample.query, context) };
  const body = resolve(sample.body, context);
  const owner = cell.entry.route.owner;
  let withTarget = body;
  if (typeof owner === 'object' && cell.target) {
    if (owner.in === 'path') pathParameters[owner.name] = cell.target.id;
    else if (owner.in === 'query') query[owner.name] = cell.target.id;
    else withTarget = { ...body, [owner.name]: cell.target.id };
  }
  const token = tokens.get(cell.caller.label);
  const event = apiEvent(cell.entry.key, {
    ...(token && { token }),
    ...(Object.keys(pathParameters).length > 0 && { pathParameters }),
    ...(Object.keys(query).length > 0 && { query }),
    ...(withTarget !== undefined && { body: withTarget }),
  });
  // Each cell is its own visitor, so the per-address limits of the probes never meet.
  event.requestContext.http.sourceIp = `10.${(cell.n >> 16) & 255}.${(cell.n >> 8) & 255}.${cell.n & 255}`;
  const handler = handlers.get(cell.entry.service);
  if (!handler) throw new Error(`No handler for the ${cell.entry.service} service`);
  const result = await handler(event, lambdaContext());
  const status = result.statusCode ?? 200;
  return { status, body: result.body ? (JSON.parse(result.body) as unknown) : undefined };
}

/** What is wrong with a cell's answer, or nothing. */
function verdict(cell: Cell, answer: { status: number; body: unknown }): string | undefined {
  const expected = expectationOf(cell);
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  const where = `${cell.caller.label}${cell.target ? ` → ${cell.target.label}` : ''}`;
  const got = `got ${answer.status} ${JSON.stringify(message ?? '')}`;
  if (!expected.allowed) {
    if (answer.status !== expected.status) return `${where}: expected ${expected.status}, ${got}`;
    if (expected.message !== undefined && message !== expected.message) {
      return `${where}: expected the message ${JSON.stringify(expected.message)}, ${got}`;
    }
    return undefined;
  }
  if (expected.recordMissing) return answer.status === 404 ? undefined : `${where}: expected 404, ${got}`;
  if (answer.status >= 200 && answer.status < 300) return undefined;
  const declared = (samples[cell.entry.key] as Sample).answers ?? [];
  if (declared.some((a) => a.status === answer.status && a.message === message)) return undefined;
  return `${where}: expected a 2xx or a declared answer about the input, ${got}`;
}

beforeAll(async () => {
  stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  await useTestBucket('UPLOADS_BUCKET');
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    NOW: searchNow,
    SES_ENDPOINT: ses.endpoint,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    BROKERAGE_MAIL: 'desk@brokerage.example.com',
  });
  resetEnv();
  resetClients();
  // DELETE /users/{id} is checked for who may ask, not run: its job would delete the personas.
  setDeletionStarter(async () => undefined);

  // A little of everything, so that every route answers with real content.
  await replaceNeighbourhoods(searchNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  await putListings([...searchListings, ...fixtureListings]);
  forgetNeighbourhoods();
  forgetSearchIndex();
  await runJob('search-index', runSearchIndexBuild, {});
  await runJob('sold-report-aggregation', runSoldReportAggregation, {});
  await putWaitlistEntry({ email: 'grace.kim@example.com', createdAt: '2026-06-01T12:00:00.000Z' });
  await createInvitation(
    { email: 'hannah.lee@example.com', firstName: 'Hannah', lastName: 'Lee', role: 'client', invitedBy: 'matrix' },
    new Date('2026-06-01T12:00:00.000Z'),
  );

  // Agents first: clients' profiles name them.
  const create = async (key: PersonaKey) => {
    const { email, groups, profile } = personas[key];
    users[key] = await stack.createUser({
      email,
      groups,
      ...(profile && {
        profile: {
          roles: profile.roles,
          ...(profile.agent && { agentId: users[profile.agent].sub }),
          ...(profile.archived && { status: 'archived' as const }),
        },
      }),
    });
  };
  await Promise.all(personaKeys.filter((key) => !personas[key].profile?.agent).map(create));
  await Promise.all(personaKeys.filter((key) => personas[key].profile?.agent).map(create));

  const claims = decodeJwtPayload(users.client.idToken);
  const past = Math.floor(Date.now() / 1000) - 7200;
  const otherClientId = await stack.createOtherClient();
  tokens.set('an invalid token', signJwt(claims, strangerKeyPem()));
  tokens.set('an expired token', signJwt({ ...claims, iat: past, exp: past + 3600 }, cognitoLocalKeyPem()));
  tokens.set("another app client's token", await stack.signIn(users.client.email, 'Test-pass-2026!', otherClientId));
  for (const key of personaKeys) tokens.set(personas[key].label, users[key].idToken);

  await reseedValuations();
  await seedInvitations();
  await seedImports();

  handlers = new Map(
    (await loadServices(services, fileURLToPath(new URL('../..', import.meta.url)))).map((s) => [s.name, s.handler]),
  );
});

afterAll(async () => {
  await ses?.stop();
  console.log(
    `authorization matrix: ${cellCount} cells (${table.length} routes × ${callers.length} callers, with own and others' records) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});

describe('the authorization matrix', () => {
  it('has an ownership declaration and a sample for every route, and no sample for a route that is gone', () => {
    const keys = table.map((entry) => entry.key);
    const undeclared = table.filter(({ route }) => {
      const owner = (route as Partial<Route>).owner;
      return owner !== 'none' && owner !== 'caller' && !(typeof owner === 'object' && owner.rule && owner.refusal);
    });
    expect(undeclared.map((entry) => entry.key)).toEqual([]);
    expect(keys.filter((key) => !samples[key])).toEqual([]);
    expect(Object.keys(samples).filter((key) => !keys.includes(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Routes whose sample changes what others read run last; cells of one route run together.
  const ordered = [...table].sort((a, b) => Number(!!samples[a.key]?.last) - Number(!!samples[b.key]?.last));
  let n = 0;

  it.each(ordered.map((entry) => [entry.key, entry] as const))('%s', async (_key, entry) => {
    expect(samples[entry.key], `no sample for ${entry.key}`).toBeDefined();
    const owner = entry.route.owner;
    if (typeof owner === 'object' && owner.record === 'valuation') await reseedValuations();
    if (typeof owner === 'object' && owner.record === 'report') await reseedReports();
    const cells: Cell[] = callers.flatMap((caller) =>
      targetsOf(entry, caller).map((target) => ({ n: ++n, entry, caller, ...(target && { target }) })),
    );
    let answers: Awaited<ReturnType<typeof run>>[];
    if (samples[entry.key]?.restoresTarget) {
      answers = [];
      for (const cell of cells) {
        const answer = await run(cell);
        answers.push(answer);
        const changed = answer.status >= 200 && answer.status < 300;
        if (changed && cell.target?.persona) await restorePersona(cell.target.persona);
      }
    } else {
      answers = await Promise.all(cells.map(run));
    }
    cellCount += cells.length;

    const wrong = cells.flatMap((cell, i) => verdict(cell, answers[i]!) ?? []);
    expect(wrong).toEqual([]);

    // A share link's answer carries no sale of the home, direct or carried, whoever asks; the
    // valuation it shows does hold them for its owner (DECISIONS row 47, issue 25).
    if (entry.key === 'GET /homevalue/shared/{token}') {
      for (const [i, cell] of cells.entries()) {
        expect(soldDetailsIn(answers[i]!.body), `sale figures in ${cell.caller.label}'s shared answer`).toEqual([]);
      }
      const owner = await run({
        n: ++n,
        entry: table.find((other) => other.key === 'GET /homevalue/{id}')!,
        caller: callers.find((caller) => caller.persona === 'client')!,
        target: { label: 'own record', id: valuationIdOf('client'), persona: 'client' },
      });
      expect(soldDetailsIn(owner.body)).toEqual(
        expect.arrayContaining(['lastListing.lastSale', 'lastPurchasePrice', 'explanation.carriedSale']),
      );
    }

    // Public routes too: no sold detail leaves the API for an anonymous caller, by any route.
    if (entry.route.access === 'optional' || entry.route.access === 'public') {
      const anonymous = answers[cells.findIndex((cell) => cell.caller.label === 'anonymous')]!;
      expect(soldDetailsIn(anonymous.body), 'sold details in the anonymous answer').toEqual([]);
      if (samples[entry.key]?.soldDetails) {
        const client = answers[cells.findIndex((cell) => cell.caller.persona === 'client')]!;
        expect(soldDetailsIn(client.body).length, "sold details in a client's answer").toBeGreaterThan(0);
      }
    }
  });
});
