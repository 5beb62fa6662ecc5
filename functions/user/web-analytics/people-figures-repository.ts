import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { ofType } from '../../lib/item-keys';
import { accountIndexKeys, accountKeys, setListed } from '../accounts/published';

/**
 * Web analytics' figures about people (README.md "Web analytics"): the counters on each
 * user's profile (sign-ins, report opens, session time), each an atomic ADD or a write
 * conditional on what was read, and the Release 1 counts of the waitlist and invitations.
 */
const table = () => env().USER_TABLE;

/** A user's profile counters, only when the profile exists (a seeded contact without an account has none). */
async function updateProfileCounters(
  userId: string,
  expression: { add?: Record<string, number>; set?: Record<string, unknown>; unchanged?: Record<string, number> },
): Promise<Record<string, unknown> | undefined> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const condition = ['attribute_exists(PK)'];
  for (const [name, value] of Object.entries(expression.unchanged ?? {})) {
    names[`#${name}`] = name;
    values[`:seen_${name}`] = value;
    condition.push(`#${name} = :seen_${name}`);
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(expression.set ?? {})) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    set.push(`#${name} = :${name}`);
  }
  const add = Object.entries(expression.add ?? {}).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    return `#${name} :${name}`;
  });
  setListed(userId, set, names, values);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(userId),
        UpdateExpression: `SET ${set.join(', ')}${add.length ? ` ADD ${add.join(', ')}` : ''}`,
        ConditionExpression: condition.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** A sign-in: the user's `logins` and `lastLoginAt`. */
export async function countLogin(userId: string, at: string): Promise<void> {
  await updateProfileCounters(userId, { add: { logins: 1 }, set: { lastLoginAt: at } });
}

/** A sold report the user opened: `totalReportOpen`. */
export async function countReportOpen(userId: string): Promise<void> {
  await updateProfileCounters(userId, { add: { totalReportOpen: 1 } });
}

/**
 * A user's session time: `sessionCount` and `totalSessionDuration` by ADD, then the average
 * set only if neither changed meanwhile; when one did, the writer that changed it sets the
 * average from the newer figures, so the last one always stands.
 */
export async function countSessionTime(
  userId: string,
  change: { sessionStarted: boolean; durationMs: number },
  average: (totalMs: number, sessions: number) => number,
): Promise<void> {
  const after = await updateProfileCounters(userId, {
    add: { sessionCount: change.sessionStarted ? 1 : 0, totalSessionDuration: change.durationMs },
  });
  if (!after) return;
  const total = Number(after.totalSessionDuration ?? 0);
  const sessions = Number(after.sessionCount ?? 0);
  await updateProfileCounters(userId, {
    set: { averageSessionDuration: average(total, sessions) },
    unchanged: { totalSessionDuration: total, sessionCount: sessions },
  });
}

/** The entries of one GSI3 partition whose id starts with `idPrefix`: only `attribute` of each. */
function entriesIn(gsi3pk: string, idPrefix: string, attribute: string) {
  return queryAll({
    TableName: table(),
    IndexName: 'GSI3',
    KeyConditionExpression: '#pk = :pk',
    FilterExpression: 'begins_with(#id, :prefix)',
    ProjectionExpression: '#attribute',
    ExpressionAttributeNames: { '#pk': 'GSI3PK', '#id': 'PK', '#attribute': attribute },
    ExpressionAttributeValues: { ':pk': gsi3pk, ':prefix': idPrefix },
  });
}

/**
 * The Release 1 figures, one read of each partition: waitlist entries now and those already
 * there a week ago (the waitlist partition is in `createdAt` order), the invitations used (an
 * invited person who signed up; a used invitation stays while its account does), and the
 * invitations sent, used or not (tombstones left out). 'Registered percent with invites sent'
 * (document 2 §2) is then the share of invited people who signed up: never over 100%, as a
 * count of every profile (admins and agents made otherwise, the seed's people) over the
 * invitations could be.
 */
export async function countPeople(weekAgo: string) {
  const [waitlist, invitations] = await Promise.all([
    entriesIn(ofType('WAITLIST', '', '').GSI3PK, 'W#', 'GSI3SK'),
    entriesIn(accountIndexKeys.listed('INVITE', '', '').GSI3PK, 'I#', 'usedAt'),
  ]);
  return {
    waitingLists: waitlist.length,
    waitingListLastWeek: waitlist.filter((entry) => String(entry.GSI3SK) < weekAgo).length,
    registerredUsers: invitations.filter((invitation) => invitation.usedAt !== undefined).length,
    invites: invitations.length,
  };
}
