import type { SavedFollowUp } from '@shared/contract/user/answers';
import type { FollowUp } from '@shared/users';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { agentOfContact, reachableProfile, writeFollowUp, type FollowUpWrite } from '../accounts/published';
import { isInvitationId, reachInvitee, writeInvitationFollowUp } from '../invitations/published';
import { visibleFollowUp } from './follow-up-visibility';
import { writeNote } from './notes';

/**
 * `POST /users/{id}/follow-up` (document 2 §4 "Follow-up", §7): the caller's follow-up of a
 * contact they reach. It lives on the contact's profile (README.md "Follow-up"), so the
 * contact list shows it without a second read, in a map by author: each agent or admin holds
 * their own, and only its author sees it (`visibleFollowUp`). An admin may set one too
 * (DECISIONS row 9), beside the agent's, which it leaves as it is. `null` clears the caller's: the
 * toggle off. With `onlyIfNone` (the bulk action's "Skip", issue 29) it is written only while the
 * caller holds none, checked in the write itself, so one set meanwhile (another tab, the Today
 * screen) is kept and the answer is 409. With `done` (Today's "Done: clear it": the follow-up as
 * it was shown) it is cleared only while it is still that one, and kept as a note of the
 * caller's (`completeFollowUp`).
 */

/** 409 of `onlyIfNone`: the caller set a follow-up of this contact since the list was read. */
export const followUpAlreadySet = 'This contact already has a follow-up. It was kept as it is.';

/**
 * A contact the caller reaches, as a follow-up sees it (404 when they reach none): the follow-up
 * they hold of it, read now, and how to write one. A user's lives on their profile; someone
 * invited who has not signed up (their id is the address) keeps theirs on the invitation, which
 * the sign-up carries to the profile (accounts/sign-up.ts), under the same conditions.
 */
interface FollowUpHolder {
  /** The contact's id as notes keep it (notes.ts `reachableContactId`). */
  id: string;
  /** Whether it is an invitation nobody has used yet (else a profile). */
  invited: boolean;
  held: FollowUp | undefined;
  /** Writes the caller's follow-up (accounts/follow-up-expression.ts `FollowUpWrite`, its author the caller). */
  write: (write: Omit<FollowUpWrite, 'author'>) => Promise<boolean>;
}

async function holderOf(caller: Caller, contactId: string, now: Date): Promise<FollowUpHolder> {
  let userId = contactId;
  if (isInvitationId(contactId)) {
    const invitee = await reachInvitee(caller, contactId);
    if ('invitation' in invitee) {
      const { invitation } = invitee;
      return {
        id: invitation.email,
        invited: true,
        held: visibleFollowUp(invitation.followUps, caller.sub),
        write: (write) => writeInvitationFollowUp(invitation.email, { ...write, author: caller.sub }),
      };
    }
    // Signed up since the caller's page or row named them by their address: their account's.
    userId = invitee.signedUp;
  }
  const profile = await reachableProfile(caller, userId);
  // The contact's agent's follow-up answers the suggestion to set one, which is theirs.
  const answersSuggestion = agentOfContact(profile) === caller.sub;
  return {
    id: profile.id,
    invited: false,
    held: visibleFollowUp(profile.followUps, caller.sub),
    write: (write) =>
      writeFollowUp(profile.id, { ...write, author: caller.sub }, now.toISOString(), { answersSuggestion }),
  };
}

const heldFollowUp = async (caller: Caller, contactId: string, now: Date) =>
  (await holderOf(caller, contactId, now)).held;

/** 409 of a follow-up done: the one shown was changed (another tab) since; nothing was cleared. */
export const followUpChanged = 'This follow-up was changed meanwhile. It was kept as it is.';

/** The note that keeps a follow-up done (our wording): its note and the date it was due. */
export const doneNote = ({ date, note }: FollowUp) => `Follow-up done: ${note} (due ${date})`;

const sameFollowUp = (a: FollowUp, b: FollowUp) => a.date === b.date && a.note === b.note;

export async function saveFollowUp(
  caller: Caller,
  contactId: string,
  followUp: FollowUp | null,
  now: Date,
  { onlyIfNone = false, done }: { onlyIfNone?: boolean; done?: FollowUp | undefined } = {},
): Promise<SavedFollowUp> {
  let holder = await holderOf(caller, contactId, now);
  if (done) return completeFollowUp(caller, contactId, holder, done, now);
  if (!followUp && !holder.held) return { followUp: null };
  const write = async () => {
    if (await holder.write({ followUp, onlyIfNone })) return true;
    if (!holder.invited) return false;
    // The person signed up between the read and the write (review 59 L5): the address names
    // their account now, which the write goes to (reached as any profile).
    const current = await holderOf(caller, contactId, now);
    if (current.invited) return false;
    holder = current;
    return holder.write({ followUp, onlyIfNone });
  };
  if (await write()) return { followUp };
  if (!onlyIfNone) throw new NotFoundError('There is no such user.');
  // The write's condition failed: the profile is gone or being deleted, or the caller holds a
  // follow-up of it. Which one is read afterwards (DynamoDB's ReturnValuesOnConditionCheckFailure
  // would say at once, but the local stand-in, dynalite, does not return it), with the caller's
  // reach checked again (a contact given to another agent meanwhile is 404, as at the start).
  // A follow-up cleared in between is then seen as none, and the write is tried again rather
  // than answering that the user does not exist; after three refusals in a row it is kept.
  for (let retries = 2; ; retries--) {
    if (retries === 0 || (await heldFollowUp(caller, contactId, now))) {
      throw new ConflictError(followUpAlreadySet);
    }
    if (await write()) return { followUp };
  }
}

/**
 * A follow-up done: cleared only while it is the one the caller was shown (another tab may have
 * set a new one: 409, kept), then kept as the caller's note. Done twice (a second click, two
 * tabs), the second finds none and keeps no second note. Should the note fail to be written,
 * the follow-up is put back, so nothing done is lost without a trace and the agent can retry.
 */
async function completeFollowUp(
  caller: Caller,
  contactId: string,
  { id, held, write }: FollowUpHolder,
  done: FollowUp,
  now: Date,
): Promise<SavedFollowUp> {
  if (!held) return { followUp: null };
  if (!sameFollowUp(held, done)) throw new ConflictError(followUpChanged);
  if (!(await write({ followUp: null, onlyWhile: done }))) {
    if (!(await heldFollowUp(caller, contactId, now))) return { followUp: null };
    throw new ConflictError(followUpChanged);
  }
  try {
    await writeNote(caller, id, doneNote(done), now);
  } catch (error) {
    await write({ followUp: done, onlyIfNone: true }).catch(() => false);
    throw error;
  }
  return { followUp: null };
}
