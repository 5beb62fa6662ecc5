import { isClientOnly, type Role } from '@shared/roles';
import type { FollowUpSuggestion } from '@shared/users';
import {
  emptyFollowUps,
  followUpsAttribute,
  followUpUpdate,
  writeIntoFollowUps,
  type FollowUpWrite,
} from './follow-up-expression';
import { accountIndexKeys } from './keys';
import { expression, setFields, type UpdateParts } from './profile-expression';
import { runUpdate } from './profile-edits-repository';
import type { ProfileRecord } from './profile-repository';

/**
 * The writes of a profile item other than its form fields (document 2 §2, §4; the fields:
 * profile-edits-repository.ts): the follow-up and its suggestion, the archive mark, the roles,
 * the deletion mark. Each is one conditional update of named attributes only, through the same
 * runner, which refreshes the users list's stamp (`setListed`, README.md).
 */

/**
 * Sets (or, with null, removes) one author's follow-up of an existing profile (its `followUps`
 * map: follow-up-expression.ts), with that write's conditions (`onlyIfNone`, `onlyWhile`); false
 * when there is no profile or a condition fails. A follow-up set by the contact's agent
 * (`answersSuggestion`) answers the suggestion to set one, which is theirs
 * (mail-events/follow-up-suggestion.ts); an admin's leaves it.
 */
export async function writeFollowUp(
  userId: string,
  write: FollowUpWrite,
  now: string,
  { answersSuggestion = false } = {},
): Promise<boolean> {
  const update = followUpUpdate(write);
  const once = async () => {
    const e = expression(now);
    e.set.push(...update.set);
    e.remove.push(...update.remove);
    Object.assign(e.names, update.names);
    Object.assign(e.values, update.values);
    if (write.followUp && answersSuggestion) {
      e.names['#suggestion'] = 'followUpSuggestion';
      e.remove.push('#suggestion');
    }
    return (await runUpdate(userId, e, `attribute_exists(PK) AND ${update.condition}`)) !== undefined;
  };
  return writeIntoFollowUps(once, async () => {
    // Making the empty map changes nothing anyone reads: no version is bumped.
    const { set, condition, names, values } = emptyFollowUps;
    const e: UpdateParts = { set: [set], remove: [], names: { ...names }, values: { ...values } };
    return (await runUpdate(userId, e, `attribute_exists(PK) AND ${condition}`)) !== undefined;
  });
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
 * Makes a client the contact of `agentId`, or of no one with null (agent-assignment.ts),
 * conditional on the profile-wide version it was read at, as the roles are. The link is written
 * as a new contact's profile carries it (`indexKeys`, profile-repository.ts): `agentId` and its
 * index entry (GSI1, the agent's contacts), so the new agent's contact list finds them and the
 * old one's does not; the agent it had joins `formerAgentIds`, which nothing authorizes by.
 * Undefined when the item changed or is gone.
 */
export async function writeAgent(
  userId: string,
  agentId: string | null,
  readVersion: number,
  now: string,
  formerAgentId?: string,
) {
  const e = expression(now);
  e.values[':read'] = readVersion;
  e.names['#agentId'] = 'agentId';
  e.names['#GSI1PK'] = 'GSI1PK';
  e.names['#GSI1SK'] = 'GSI1SK';
  if (agentId === null) e.remove.push('#agentId', '#GSI1PK', '#GSI1SK');
  else {
    const keys = accountIndexKeys.agentContact(agentId, userId);
    e.set.push('#agentId = :agentId', '#GSI1PK = :GSI1PK', '#GSI1SK = :GSI1SK');
    Object.assign(e.values, { ':agentId': agentId, ':GSI1PK': keys.GSI1PK, ':GSI1SK': keys.GSI1SK });
  }
  if (formerAgentId && formerAgentId !== agentId) {
    // Every agent moved from, not the last only: a deletion clears the user's lines in each one's
    // analytics (contact-link.ts `agentsEverOf`; review 75 M1).
    e.names['#formerAgentIds'] = 'formerAgentIds';
    e.set.push('#formerAgentIds = list_append(if_not_exists(#formerAgentIds, :noAgents), :formerAgentIds)');
    e.values[':noAgents'] = [];
    e.values[':formerAgentIds'] = [formerAgentId];
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
  setFields(e, { status: 'deleting' });
  return (await runUpdate(userId, e, 'attribute_exists(PK)', { evenWhileDeleting: true })) !== undefined;
}

/**
 * Suggests a follow-up of a contact to its agent (mail-events/follow-up-suggestion.ts), unless
 * the agent has set one, the profile is no longer theirs, or it is gone or being deleted. Not a
 * dashboard edit: no version is bumped, so an edit under way is never refused for it; the users
 * list's stamp is refreshed, as it shows it.
 */
export async function writeFollowUpSuggestion(
  userId: string,
  agentId: string,
  suggestion: FollowUpSuggestion,
): Promise<boolean> {
  const e: UpdateParts = {
    set: [],
    remove: [],
    names: { '#followUps': followUpsAttribute, '#agent': agentId, '#agentId': 'agentId' },
    values: { ':agent': agentId },
  };
  setFields(e, { followUpSuggestion: suggestion });
  // Still this agent's contact, and no follow-up of theirs set meanwhile.
  const condition = 'attribute_exists(PK) AND #agentId = :agent AND attribute_not_exists(#followUps.#agent)';
  return (await runUpdate(userId, e, condition)) !== undefined;
}
