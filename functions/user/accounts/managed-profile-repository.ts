import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isClientOnly, type Role } from '@shared/roles';
import type { FollowUpSuggestion } from '@shared/users';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { accountKeys } from './keys';
import { expression, setListed } from './profile-expression';
import { runUpdate } from './profile-edits-repository';
import type { ProfileRecord } from './profile-repository';

/**
 * The dashboard's writes of someone's profile item (document 2 §2, §4): one section, the
 * follow-up, the archive mark and the roles. Each is one conditional update of named
 * attributes only, and each refreshes the users list's stamp (`setListed`, README.md).
 */
const table = () => env().USER_TABLE;

/** Sets (or, with null, removes) the follow-up of an existing profile; false when there is none. */
export async function writeFollowUp(
  userId: string,
  followUp: { date: string; note: string; by: string } | null,
  now: string,
): Promise<boolean> {
  const e = expression(now);
  e.names['#followUp'] = 'followUp';
  if (followUp) {
    e.set.push('#followUp = :followUp');
    e.values[':followUp'] = followUp;
    // A follow-up set answers the suggestion to set one (mail-events/follow-up-suggestion.ts).
    e.names['#suggestion'] = 'followUpSuggestion';
    e.remove.push('#suggestion');
  } else e.remove.push('#followUp');
  return (await runUpdate(userId, e, 'attribute_exists(PK)')) !== undefined;
}

/** Marks a profile archived or active again; undefined when there is no profile. */
export async function writeStatus(userId: string, status: Exclude<ProfileRecord['status'], 'deleting'>, now: string) {
  const e = expression(now);
  e.names['#status'] = 'status';
  e.set.push('#status = :status');
  e.values[':status'] = status;
  return runUpdate(userId, e, 'attribute_exists(PK)');
}

/**
 * Replaces a profile's roles, conditional on the profile-wide version it was read at, so that
 * two role changes at once cannot lose one another; undefined when the item changed or is gone.
 * Roles with a staff role end the agent link in the same write (DECISIONS row 45): `agentId` and
 * its index entry (GSI1, the agent's contacts) are removed, and the agent read with that version
 * is kept as `formerAgentId`, which nothing authorizes by.
 */
export async function writeRoles(
  userId: string,
  roles: Role[],
  readVersion: number,
  now: string,
  formerAgentId?: string,
) {
  const e = expression(now);
  e.names['#roles'] = 'roles';
  e.set.push('#roles = :roles');
  e.values[':roles'] = roles;
  e.values[':read'] = readVersion;
  if (!isClientOnly(roles)) {
    e.names['#agentId'] = 'agentId';
    e.names['#GSI1PK'] = 'GSI1PK';
    e.names['#GSI1SK'] = 'GSI1SK';
    e.remove.push('#agentId', '#GSI1PK', '#GSI1SK');
    if (formerAgentId) {
      e.names['#formerAgentId'] = 'formerAgentId';
      e.set.push('#formerAgentId = :formerAgentId');
      e.values[':formerAgentId'] = formerAgentId;
    }
  }
  return runUpdate(userId, e, 'attribute_exists(PK) AND #version = :read');
}

/**
 * Gives a profile an empty `agent` map if it has none, so that the agent and testimonial
 * sections can each write their own paths inside it without overwriting the other's.
 */
export async function ensureAgentMap(userId: string, now: string): Promise<void> {
  const e = expression(now);
  // Creating the empty map changes nothing anyone reads: no version is bumped.
  e.set = ['#agent = :empty'];
  e.names = { '#agent': 'agent' };
  e.values = { ':empty': {} };
  await runUpdate(userId, e, 'attribute_exists(PK) AND attribute_not_exists(#agent)');
}

/**
 * Marks a profile as being deleted (deletion.ts), with the list's stamp so the users list
 * shows it at once. Once marked, no other write of this module changes it. False when there
 * is no profile.
 */
export async function markDeleting(userId: string, now: string): Promise<boolean> {
  const e = expression(now);
  e.set.push('#status = :status');
  e.names['#status'] = 'status';
  e.values[':status'] = 'deleting';
  setListed(userId, e.set, e.names, e.values);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(userId),
        UpdateExpression: `SET ${e.set.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: e.names,
        ExpressionAttributeValues: e.values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Suggests a follow-up of a contact (mail-events/follow-up-suggestion.ts), unless one is set or
 * the profile is gone or being deleted. Not a dashboard edit: no version is bumped, so an edit
 * under way is never refused for it; the users list's stamp is refreshed, as it shows it.
 */
export async function writeFollowUpSuggestion(userId: string, suggestion: FollowUpSuggestion): Promise<boolean> {
  const set = ['#suggestion = :suggestion'];
  const names: Record<string, string> = { '#suggestion': 'followUpSuggestion', '#followUp': 'followUp' };
  const values: Record<string, unknown> = { ':suggestion': suggestion, ':deleting': 'deleting' };
  setListed(userId, set, names, values);
  names['#standing'] = 'status';
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountKeys.profile(userId),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(#followUp) AND (attribute_not_exists(#standing) OR #standing <> :deleting)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
