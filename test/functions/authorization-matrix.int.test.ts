import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../functions/jobs/job';
import { runSearchIndexBuild } from '../../functions/property/jobs/search-index/run';
import { runSoldReportAggregation } from '../../functions/property/jobs/sold-report-aggregation/run';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, resetClients } from '../../functions/lib/aws-clients';
import { resetEnv } from '../../functions/lib/env';
import { routeKey, type ApiHandler, type NamedRecord, type Route } from '../../functions/lib/route';
import { putListings } from '../../functions/property/listing-repository';
import { forgetNeighbourhoods } from '../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../functions/property/neighbourhood-repository';
import { forgetSearchIndex } from '../../functions/property/search-index/loader';
import { services } from '../../functions/services';
import { deleteDeletion, getDeletion } from '../../functions/user/deletion/deletion-repository';
import { setDeletionStarter } from '../../functions/user/deletion/deletion-starter';
import { createInvitation } from '../../functions/user/invitations/invitation';
import { accountKeys } from '../../functions/user/accounts/keys';
import { listNotes, type NoteRecord } from '../../functions/user/notes-follow-ups/note-repository';
import { writeRoles, writeStatus } from '../../functions/user/accounts/managed-profile-repository';
import { getProfile } from '../../functions/user/accounts/profile-repository';
import { addToGroup, enableUser, removeFromGroup } from '../../functions/user/accounts/user-pool-repository';
import { isClientOnly } from '@shared/roles';
import { putWaitlistEntry } from '../../functions/user/invitations/waitlist-repository';
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
} from '../support/test-stack';
import { ownerIdsIn } from './authorization-answers';
import {
  agentOfContact,
  assignable,
  mayReach,
  personaKeys,
  personas,
  reachOf,
  writesNotes,
  type PersonaKey,
} from './authorization-callers';
import { samples, type Sample, type SampleContext } from './authorization-samples';
import {
  importIdOf,
  invitationOf,
  linkAgent,
  missingImportId,
  noteOf,
  putMatrixNote,
  putMatrixValuation,
  reportIdOf,
  reseedReports,
  reseedValuations,
  seedImports,
  seedInvitationOf,
  seedInvitations,
  seedNotes,
  users,
  valuationIdOf,
} from './authorization-world';

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
 *   and every record in its 2xx answer is someone the caller may see (issue 24): each owner id
 *   in it (authorization-answers.ts) is in the caller's reach (`reachOf`);
 * - a route whose request names a second record (`names`: a note of the contact, the contact
 *   to assign to) is crossed with the caller's own and others' of those too; one outside its rule
 *   gets its `refusal` (404, or 204 with the record left as it was);
 * - callers who changed since they were made (issue 24: a former client now an agent, now an
 *   admin; a client moved to another agent) are made through those changes, so the rules hold
 *   for who they are now;
 * - an anonymous cell of an `optional` (or `public`) route also gets no sold price, sold or
 *   close date, nor a sold history row's price or date, anywhere in the JSON, while a client's
 *   answer to the same request holds some (where the sample says it reaches sold data).
 */

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

/** The second record a cell names (`names`), and whether the route's rule lets the caller name it. */
interface Secondary {
  label: string;
  id: string;
  allowed: boolean;
  /** The note it names, to put back after a cell that deleted it and to check one that must stay. */
  note?: NoteRecord;
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
  secondary?: Secondary;
}

type Expectation =
  | { allowed: false; status: 401 | 403 | 404; message?: string }
  | { allowed: false; status: 204; unchanged: true }
  | { allowed: true; recordMissing: boolean };

const archivedMessage = 'This account has been archived. Please contact your agent.';

const table: ServiceRoute[] = services.flatMap((service) =>
  service.routes.map((route) => ({ service: service.name, route, key: routeKey(route) })),
);

let stack: Awaited<ReturnType<typeof useTestStack>>;
let ses: RunningEmulator;
let handlers: Map<string, ApiHandler>;
/** The link's token of the invitation seeded for hannah.lee@example.com. */
let invitationToken = '';
const tokens = new Map<string, string>();
/** An id no user has. */
const missingId = '00000000-0000-4000-8000-000000000000';
let cellCount = 0;
const started = performance.now();

/** What a cell must get, from the route's declarations and the rules at the top of this file. */
function expectationOf(cell: Cell): Expectation {
  const {
    entry: { route },
    caller,
    target,
  } = cell;
  if (caller.badToken) return { allowed: false, status: 401 };
  const persona = caller.persona;
  if (persona && personas[persona].profile?.archived) return { allowed: false, status: 401, message: archivedMessage };
  const { access, owner } = route;
  if (!persona && access !== 'public' && access !== 'optional') return { allowed: false, status: 401 };
  if (persona && Array.isArray(access) && !access.some((role) => personas[persona].actsAs.includes(role))) {
    return { allowed: false, status: 403 };
  }
  if (typeof owner === 'object' && target) {
    if (!persona || !mayReach(owner.rule, persona, target.persona)) return { allowed: false, status: owner.refusal };
    const recordMissing = !target.persona || !personas[target.persona].profile;
    if (!recordMissing && route.names && cell.secondary && !cell.secondary.allowed) return refusalOf(route.names);
    return { allowed: true, recordMissing };
  }
  return { allowed: true, recordMissing: false };
}

const refusalOf = (names: NamedRecord): Expectation =>
  names.refusal === 'unchanged' ? { allowed: false, status: 204, unchanged: true } : { allowed: false, status: 404 };

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
        Key: accountKeys.profile(sub),
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
  // A role granted by a cell ended the agent link (DECISIONS row 45): the matrix's client gets it
  // back. A cell that gave a client another agent, or one they had not, is undone the same way.
  const agent = agentOfContact(key);
  const linked = (await getProfile(sub))?.agentId;
  if (agent && linked !== users[agent].sub) await linkAgent(sub, users[agent].sub);
  if (!agent && isClientOnly(profile.roles) && linked !== undefined) await linkAgent(sub, null);
}

/**
 * The second records a cell names (`route.names`), crossed own and other (issue 24): a note of
 * the caller's about this contact, one about another contact, and another author's about this
 * one; a contact the caller reaches, and another agent's. A caller the route refuses anyway names
 * only the first.
 */
function secondariesOf(names: NamedRecord, caller: CallerSpec, target: Target | undefined): Secondary[] {
  const who = caller.persona;
  const contact = target?.persona;
  if (names.record === 'note') {
    if (!who || !writesNotes(who) || !contact || !personas[contact].profile) {
      return [{ label: 'a note that does not exist', id: 'matrixnonote', allowed: false }];
    }
    const otherContact = contact === 'client' ? 'otherClient' : 'client';
    const otherAuthor = who === 'admin' ? 'agent' : 'admin';
    const note = (label: string, record: NoteRecord, allowed: boolean): Secondary => ({
      label,
      id: record.id,
      allowed,
      note: record,
    });
    return [
      note('own note', noteOf(who, contact), true),
      note('own note about another contact', noteOf(who, otherContact), false),
      note("another author's note", noteOf(otherAuthor, contact), false),
    ];
  }
  const user = (key: PersonaKey, label: string): Secondary => ({
    label,
    id: users[key].sub,
    allowed: who !== undefined && mayReach('agent-or-admin', who, key),
  });
  if (!who) return [user('client', 'a contact')];
  const assignables = personaKeys.filter(assignable);
  const own = assignables.find((key) => mayReach('agent-or-admin', who, key));
  const others = assignables.find((key) => !mayReach('agent-or-admin', who, key));
  const crossed = [
    ...(own ? [user(own, `own contact (${personas[own].label})`)] : []),
    ...(others ? [user(others, `a contact not theirs (${personas[others].label})`)] : []),
  ];
  return crossed.length > 0 ? crossed : [user('client', 'a contact')];
}

/** Puts back what a cell that runs alone changed, so the next cell meets the world the matrix made. */
async function restoreAfter(cell: Cell, changed: boolean) {
  const sample = samples[cell.entry.key] as Sample;
  if (sample.restoresTarget && changed && cell.target?.persona) await restorePersona(cell.target.persona);
  if (cell.secondary?.note) await putMatrixNote(cell.secondary.note);
  const owner = cell.entry.route.owner;
  if (typeof owner === 'object' && owner.record === 'invitation' && changed && cell.target?.persona) {
    await seedInvitationOf(cell.target.persona);
  }
  if (cell.entry.route.names?.record === 'user' && changed && cell.target?.persona) {
    await putMatrixValuation(cell.target.persona);
  }
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
  const context: SampleContext = { n: cell.n, agentId: users.agent.sub, clientId: users.client.sub, invitationToken };
  const pathParameters = { ...resolve(sample.params, context) };
  const query = { ...resolve(sample.query, context) };
  const body = resolve(sample.body, context);
  const owner = cell.entry.route.owner;
  let withTarget = body;
  const place = (where: { in: 'path' | 'query' | 'body'; name: string }, id: string) => {
    if (where.in === 'path') pathParameters[where.name] = id;
    else if (where.in === 'query') query[where.name] = id;
    else withTarget = { ...withTarget, [where.name]: id };
  };
  if (typeof owner === 'object' && cell.target) place(owner, cell.target.id);
  if (cell.entry.route.names && cell.secondary) place(cell.entry.route.names, cell.secondary.id);
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

interface Answer {
  status: number;
  body: unknown;
  /** For a cell whose record must stay as it was: whether it did. */
  unchanged?: boolean;
}

/** What is wrong with a cell's answer, or nothing. */
function verdict(cell: Cell, answer: Answer): string | undefined {
  const expected = expectationOf(cell);
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  const where = `${cell.caller.label}${cell.target ? ` → ${cell.target.label}` : ''}${cell.secondary ? ` (${cell.secondary.label})` : ''}`;
  const got = `got ${answer.status} ${JSON.stringify(message ?? '')}`;
  if (!expected.allowed) {
    if (answer.status !== expected.status) return `${where}: expected ${expected.status}, ${got}`;
    if ('message' in expected && expected.message !== undefined && message !== expected.message) {
      return `${where}: expected the message ${JSON.stringify(expected.message)}, ${got}`;
    }
    if ('unchanged' in expected && answer.unchanged === false) return `${where}: ${got}, and the record changed`;
    return undefined;
  }
  if (expected.recordMissing) return answer.status === 404 ? undefined : `${where}: expected 404, ${got}`;
  if (answer.status >= 200 && answer.status < 300) return strangersIn(cell, answer.body, where);
  // A redirect its row declares (its answer is the location, no body to carry anyone's data).
  if (answer.status === 302 && cell.entry.route.answer.status === 302) return undefined;
  const declared = (samples[cell.entry.key] as Sample).answers ?? [];
  const mayGet = (a: (typeof declared)[number]) => a.by === undefined || a.by === cell.caller.persona;
  if (declared.some((a) => mayGet(a) && a.status === answer.status && a.message === message)) return undefined;
  return `${where}: expected a 2xx or a declared answer about the input, ${got}`;
}

/**
 * An allowed answer's records must all be someone the caller may see (issue 24): every owner id
 * in it that is one of the matrix's people is in the caller's reach. Routes whose records are
 * no one's (`owner: 'none'`: public pages, look-ups by what was typed) have none to check.
 */
function strangersIn(cell: Cell, body: unknown, where: string): string | undefined {
  const persona = cell.caller.persona;
  if (!persona || cell.entry.route.owner === 'none') return undefined;
  const reach = reachOf(persona);
  const bySub = new Map(personaKeys.map((key) => [users[key].sub, key]));
  const strangers = [...ownerIdsIn(body)].flatMap((id) => {
    const key = bySub.get(id);
    return key && !reach.has(key) ? [personas[key].label] : [];
  });
  return strangers.length > 0 ? `${where}: the answer holds records of ${strangers.join(', ')}` : undefined;
}

/** Whether the note a cell named is as the matrix wrote it (for a delete that must change nothing). */
async function noteStays(note: NoteRecord | undefined): Promise<boolean | undefined> {
  if (!note) return undefined;
  return (await listNotes(note.contactId, note.authorId)).some((kept) => kept.id === note.id);
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
    SHOWING_DESK_EMAIL: 'desk@brokerage.example.com',
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
  // The day before the matrix's now: its link's token is still valid (14 days).
  invitationToken = await createInvitation(
    { email: 'hannah.lee@example.com', firstName: 'Hannah', lastName: 'Lee', role: 'client', invitedBy: 'matrix' },
    new Date('2026-06-14T12:00:00.000Z'),
  );

  handlers = new Map(
    (await loadServices(services, fileURLToPath(new URL('../..', import.meta.url)))).map((s) => [s.name, s.handler]),
  );

  // Agents first: clients' profiles name them. A persona with a history starts as a client.
  const create = async (key: PersonaKey) => {
    const { email, groups, profile, history } = personas[key];
    const agent = history?.clientOf ?? profile?.agent;
    users[key] = await stack.createUser({
      email,
      groups,
      ...(profile && {
        profile: {
          roles: history ? ['client' as const] : profile.roles,
          ...(agent && { agentId: users[agent].sub }),
          ...(profile.archived && { status: 'archived' as const }),
        },
      }),
    });
  };
  const startsAsClient = (key: PersonaKey) => Boolean(personas[key].history ?? personas[key].profile?.agent);
  await Promise.all(personaKeys.filter((key) => !startsAsClient(key)).map(create));
  await Promise.all(personaKeys.filter(startsAsClient).map(create));
  // Then what happened to them since, through the routes themselves: an admin's role call, or a new agent.
  for (const key of personaKeys) {
    const then = personas[key].history?.then;
    if (!then) continue;
    const changed = await handlers.get('user')!(
      'movedTo' in then
        ? apiEvent('PUT /users/{id}/agent', {
            token: users.admin.idToken,
            pathParameters: { id: users[key].sub },
            body: { agentId: users[then.movedTo].sub },
          })
        : apiEvent(`PUT /users/{id}/role/${then.promotedTo}`, {
            token: users.admin.idToken,
            pathParameters: { id: users[key].sub },
          }),
      lambdaContext(),
    );
    expect(changed.statusCode, `${key} ${'movedTo' in then ? 'moved' : 'promoted'}`).toBe(200);
  }

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
  await seedNotes();
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
    const names = entry.route.names;
    const cells: Cell[] = callers.flatMap((caller) =>
      targetsOf(entry, caller).flatMap((target) =>
        (names ? secondariesOf(names, caller, target) : [undefined]).map((secondary) => ({
          n: ++n,
          entry,
          caller,
          ...(target && { target }),
          ...(secondary && { secondary }),
        })),
      ),
    );
    let answers: Answer[];
    // Cells that change their records run one at a time, each followed by putting them back.
    if (samples[entry.key]?.restoresTarget || samples[entry.key]?.oneAtATime) {
      answers = [];
      for (const cell of cells) {
        const answer: Answer = await run(cell);
        if (names?.refusal === 'unchanged' && !cell.secondary?.allowed) {
          const stays = await noteStays(cell.secondary?.note);
          if (stays !== undefined) answer.unchanged = stays;
        }
        answers.push(answer);
        await restoreAfter(cell, answer.status >= 200 && answer.status < 300);
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
