import type { SavedFollowUp } from '@shared/contract/user/answers';
import type { FollowUp } from '@shared/users';
import type { Caller } from '../../lib/auth/caller';
import { NotFoundError } from '../../lib/errors';
import { agentOfContact, type ProfileRecord, reachableProfile, writeFollowUp } from '../accounts/published';

/**
 * `POST /users/{id}/follow-up` (document 2 §4 "Follow-up", §7): the caller's follow-up of a
 * contact they reach. It lives on the contact's profile (README.md "Follow-up"), so the
 * contact list shows it without a second read, with its author (`by`); only its author sees
 * it (`visibleFollowUp`). A seeded follow-up has no author and is the contact's agent's. An
 * admin may set one too (DECISIONS row 9), which replaces the agent's. `null` clears it: the
 * toggle off. Clearing someone else's changes nothing.
 */
export function visibleFollowUp(
  followUp: ProfileRecord['followUp'],
  contactAgentId: string | undefined,
  viewerId: string,
): FollowUp | undefined {
  if (!followUp) return undefined;
  const author = followUp.by ?? contactAgentId;
  return author === viewerId ? { date: followUp.date, note: followUp.note } : undefined;
}

export async function saveFollowUp(
  caller: Caller,
  contactId: string,
  followUp: FollowUp | null,
  now: Date,
): Promise<SavedFollowUp> {
  const profile = await reachableProfile(caller, contactId);
  if (!followUp && !visibleFollowUp(profile.followUp, agentOfContact(profile), caller.sub)) return { followUp: null };
  const written = await writeFollowUp(contactId, followUp && { ...followUp, by: caller.sub }, now.toISOString());
  if (!written) throw new NotFoundError('There is no such user.');
  return { followUp };
}
