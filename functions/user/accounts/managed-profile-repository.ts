import { groupRoles, isClientOnly, type Role } from '@shared/roles';
import type { FollowUpSuggestion } from '@shared/users';
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
 * Sets (or, with null, removes) the follow-up of an existing profile; false when there is none.
 * With `unlessHeldBy`, only while that user holds no follow-up of it (its `by`, or for a seeded
 * one without, the contact's agent: follow-up.ts `visibleFollowUp`), in the same write; false
 * when they do. "The contact's agent" is `agentOfContact`'s rule (contact-link.ts): `agentId`
 * only while the profile holds no staff role, so a staff profile that still names an agent
 * holds no seeded follow-up for anyone, here as in every list.
 */
export async function writeFollowUp(
  userId: string,
  followUp: { date: string; note: string; by: string } | null,
  now: string,
  unlessHeldBy?: string,
  /** Written only while the follow-up is this one (its date and note): a follow-up done. */
  onlyWhile?: { date: string; note: string },
): Promise<boolean> {
  const e = expression(now);
  e.names['#followUp'] = 'followUp';
  let condition = 'attribute_exists(PK)';
  if (onlyWhile) {
    Object.assign(e.names, { '#date': 'date', '#note': 'note' });
    Object.assign(e.values, { ':heldDate': onlyWhile.date, ':heldNote': onlyWhile.note });
    condition += ' AND #followUp.#date = :heldDate AND #followUp.#note = :heldNote';
  }
  if (unlessHeldBy) {
    e.names['#by'] = 'by';
    e.names['#agentId'] = 'agentId';
    e.names['#roles'] = 'roles';
    e.values[':holder'] = unlessHeldBy;
    // isClientOnly's rule: no staff role (a missing `roles` contains nothing).
    const noStaffRole = groupRoles.map((role, i) => {
      e.values[`:staff${i}`] = role;
      return `NOT contains(#roles, :staff${i})`;
    });
    const contactsAgent = ['#agentId = :holder', ...noStaffRole].join(' AND ');
    condition += ` AND NOT (attribute_exists(#followUp) AND (#followUp.#by = :holder OR (attribute_not_exists(#followUp.#by) AND ${contactsAgent})))`;
  }
  if (followUp) {
    e.set.push('#followUp = :followUp');
    e.values[':followUp'] = followUp;
    // A follow-up set answers the suggestion to set one (mail-events/follow-up-suggestion.ts).
    e.names['#suggestion'] = 'followUpSuggestion';
    e.remove.push('#suggestion');
  } else e.remove.push('#followUp');
  return (await runUpdate(userId, e, condition)) !== undefined;
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
  setFields(e, { status: 'deleting' });
  return (await runUpdate(userId, e, 'attribute_exists(PK)', { evenWhileDeleting: true })) !== undefined;
}

/**
 * Suggests a follow-up of a contact (mail-events/follow-up-suggestion.ts), unless one is set or
 * the profile is gone or being deleted. Not a dashboard edit: no version is bumped, so an edit
 * under way is never refused for it; the users list's stamp is refreshed, as it shows it.
 */
export async function writeFollowUpSuggestion(userId: string, suggestion: FollowUpSuggestion): Promise<boolean> {
  const e: UpdateParts = { set: [], remove: [], names: { '#followUp': 'followUp' }, values: {} };
  setFields(e, { followUpSuggestion: suggestion });
  return (await runUpdate(userId, e, 'attribute_exists(PK) AND attribute_not_exists(#followUp)')) !== undefined;
}
