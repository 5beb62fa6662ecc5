import { deleteValuationsOfOwner } from '../../home-value/published';
import { createLogger } from '../../lib/logger';
import { recordActivity } from '../notes-follow-ups/published';
import {
  claimDeletion,
  deleteDeletion,
  deletionSteps,
  getDeletion,
  markStepDone,
  putNewDeletion,
  releaseDeletion,
  unfinishedDeletions,
  type DeletionRecord,
  type DeletionStep,
} from './deletion-repository';
import { deleteInvitationItem, deletePartitionRecords, deleteProfileItem, peopleOfAgent } from './erasure-repository';
import { deleteFilesUnder } from '../uploads/published';
import {
  agentOfContact,
  agentsEverOf,
  deleteUser,
  getProfile,
  markDeleting,
  poolUserWithEmail,
} from '../accounts/published';
import { deleteEmailStatsOf } from '../mail/published';
import { claimWithdrawal, getInvitation } from '../invitations/published';
import { putListTombstone } from '../contacts/published';

/**
 * The delete job (README.md "Deleting a user"): one user's data, step by step, each step
 * idempotent and recorded in the deletion record as done, so that a run that stopped (a crash,
 * a timeout, a refused call) is resumed by the next run where it stopped. The profile stays,
 * marked `deleting` (its owner's tokens refused, standing.ts), until the Cognito user is gone,
 * and goes last: no failure leaves a Cognito user without a profile, or a profile with no
 * deletion on record.
 */
const logger = createLogger('user-deletion');

/** How long one run owns a record: the job Lambda's 15-minute timeout. */
const leaseMs = 15 * 60_000;

export type DeletionOutcome = 'done' | 'held' | 'missing';

/**
 * Runs (or resumes) one user's deletion: 'done' when nothing of theirs is left, 'held' when
 * another run owns it now, 'missing' when there is no deletion of theirs on record. A failed
 * step gives the record back with its error and throws: the next run starts at that step.
 */
export async function runDeletion(userId: string, now: Date): Promise<DeletionOutcome> {
  const startedAt = Date.now();
  const record = await claimDeletion(userId, startedAt, startedAt + leaseMs);
  if (!record) return (await getDeletion(userId)) ? 'held' : 'missing';
  try {
    for (const step of deletionSteps) {
      if (record.done.includes(step)) continue;
      await steps[step](record, now);
      if (step !== 'profile') await markStepDone(userId, step);
    }
    logger.info('User deleted', { userId, requestedBy: record.requestedBy, runs: record.runs });
    return 'done';
  } catch (error) {
    await releaseDeletion(userId, (error as Error).message ?? String(error));
    throw error;
  }
}

const steps: Record<DeletionStep, (record: DeletionRecord, now: Date) => Promise<void>> = {
  /**
   * An agent's contacts go first, each deleted the same way (document 2 §4: deleting an agent
   * deletes all their contacts), and their open invitations. Every contact is marked first, so
   * the list shows them all as being deleted and their tokens are refused at once. Also makes
   * sure the user themselves is marked (a request that stopped between its record and its mark).
   */
  async contacts({ userId, requestedBy, requestedAt }, now) {
    const profile = await getProfile(userId);
    if (profile && profile.status !== 'deleting') await markDeleting(userId, now.toISOString());
    const { contactIds: linked, invitedEmails } = await peopleOfAgent(userId);
    // Their clients only: a staff user still linked from before DECISIONS row 45 is nobody's contact.
    const contactIds = await clientsOnly(linked, userId);
    for (const contactId of contactIds) await beginDeletion(contactId, requestedBy, new Date(requestedAt));
    for (const contactId of contactIds) {
      const outcome = await runDeletion(contactId, now);
      if (outcome === 'held') throw new Error(`The deletion of the contact ${contactId} is running elsewhere.`);
    }
    for (const email of invitedEmails) {
      const withdrawn = await withdrawOpenInvitation(email, requestedBy, now);
      if (withdrawn) {
        if (withdrawn.unfinishedAccount && (await runDeletion(withdrawn.unfinishedAccount, now)) === 'held') {
          throw new Error(`The deletion of the account ${withdrawn.unfinishedAccount} is running elsewhere.`);
        }
        await deleteInvitationItem(email, now, { open: true });
        continue;
      }
      // Used (or gone) since the read above (review 66 M2). Its account, if it is this agent's
      // client, is read by its id (the index may lag a profile just written): the step runs again
      // and deletes it with the others. A sign-up that marked it used moments ago but has not
      // written its profile yet is waited for the same way. One used long ago (a contact since
      // moved to another agent, or never made) is left, as is its account.
      if (await signedUpAsTheirClient(email, userId, now)) {
        throw new Error('A contact signed up while their agent was deleted: the step runs again.');
      }
    }
  },
  /** Their valuations with history and share links, through the home-value service. */
  async valuations({ userId }) {
    await deleteValuationsOfOwner(userId);
  },
  /**
   * Notes about them, their feed, followings and showing requests: their partition but the
   * profile; and their lines in the e-mail analytics (mail-events/email-stats-repository.ts).
   */
  async records({ userId }, now) {
    await deletePartitionRecords(userId);
    const profile = await getProfile(userId);
    // Their lines in their agent's analytics, and in those of every agent they were a contact of before.
    await deleteEmailStatsOf(userId, agentsEverOf(profile), now);
  },
  /** Their uploads and kept pictures (headshot, logo): `uploads/{id}/` and `headshots/{id}-`. */
  async images({ userId }) {
    await deleteFilesUnder(`uploads/${userId}/`);
    await deleteFilesUnder(`headshots/${userId}-`);
  },
  /** The Cognito user: they can never sign in again. One the pool does not know counts as done. */
  async cognito({ userId }) {
    await deleteUser(userId);
  },
  /**
   * Last: anything written meanwhile into their partition or as their valuation (a write in
   * flight as the profile was marked; later ones read the mark: authenticate.ts), the invitation
   * they signed up with and the feed under its address (it holds their name and the details
   * their inviter gave: DECISIONS row 43, deleted users' data removed at once), the list's
   * tombstone (every warm users list drops the row), the profile, then the record itself.
   */
  async profile({ userId }, now) {
    await deletePartitionRecords(userId);
    await deleteValuationsOfOwner(userId);
    const email = (await getProfile(userId))?.email;
    const invitation = email ? await getInvitation(email) : undefined;
    if (invitation?.usedBy === userId) await deleteInvitationItem(invitation.email, now);
    await putListTombstone(userId, now);
    await deleteProfileItem(userId);
    await deleteDeletion(userId);
  },
};

/**
 * The first half of withdrawing an open invitation (`DELETE /invite/{id}`, and an agent's open
 * invitations as the agent is deleted): the invitation is claimed, so no sign-up can use it
 * after; then the account a sign-up of this address left without a profile, if any, is put on
 * record for deletion, as nothing else would ever remove it (review 67 M3). The caller runs that
 * deletion (queued from the API, inline in the job), then deletes the invitation's items. False,
 * having touched nothing, when the invitation is used or gone.
 */
export async function withdrawOpenInvitation(
  email: string,
  requestedBy: string,
  now: Date,
): Promise<false | { unfinishedAccount?: string }> {
  if (!(await claimWithdrawal(email, now))) return false;
  const unfinishedAccount = await unfinishedSignUpOf(email);
  if (!unfinishedAccount) return {};
  logger.warn('Deleting the account a sign-up left without a profile, as its invitation is withdrawn', {
    userId: unfinishedAccount,
  });
  await beginDeletion(unfinishedAccount, requestedBy, now);
  return { unfinishedAccount };
}

/**
 * The account a sign-up of `email` left without a profile: its trigger stopped before using the
 * invitation (a throttle, a timeout), or its own undoing failed. Asked by a withdrawal, once it
 * has claimed the invitation: no sign-up can use it after, so nothing would ever give that
 * account a profile or remove it, and it could sign in and see what a client sees (review 67 M3).
 * Only when a sign-up began with the invitation's link (`signUpBegunAt`, stamped by the
 * pre-sign-up trigger): a user made otherwise (`npm run first-admin`, whose profile is written
 * after it) is never taken for one, and a withdrawal costs no pool read (review 68 M1, L5).
 * Undefined when none began, the pool has no user of that address, or theirs has a profile.
 */
async function unfinishedSignUpOf(email: string): Promise<string | undefined> {
  if ((await getInvitation(email))?.signUpBegunAt === undefined) return undefined;
  const sub = await poolUserWithEmail(email.toLowerCase());
  return sub && !(await getProfile(sub)) ? sub : undefined;
}

/** How long a sign-up may take between marking its invitation used and writing its profile. */
const signUpWindowMs = 5 * 60_000;

/** Whether an invitation the deletion could not take is an account of this agent's client, or about to be one. */
async function signedUpAsTheirClient(email: string, agentId: string, now: Date): Promise<boolean> {
  const invitation = await getInvitation(email);
  if (invitation?.usedBy === undefined) return false;
  const profile = await getProfile(invitation.usedBy);
  if (profile) return agentOfContact(profile) === agentId;
  return now.getTime() - Date.parse(invitation.usedAt ?? '') < signUpWindowMs;
}

/** The linked people who are that agent's contacts: their profile names the agent and no staff role. */
async function clientsOnly(linked: string[], agentId: string): Promise<string[]> {
  const profiles = await Promise.all(linked.map(getProfile));
  return linked.filter((_, i) => agentOfContact(profiles[i]) === agentId);
}

/**
 * Puts a user's deletion on record and marks their profile (the request's half, and the
 * contacts step's for each contact): the record first, so a profile is never marked deleting
 * without a deletion that will finish it. False when one was on record already.
 */
export async function beginDeletion(userId: string, requestedBy: string, now: Date): Promise<boolean> {
  const created = await putNewDeletion({ userId, requestedBy, requestedAt: now.toISOString() });
  if (!created) return false;
  await markDeleting(userId, now.toISOString());
  await recordActivity(userId, 'Deleted', now, { by: requestedBy });
  return true;
}

export interface SweepSummary extends Record<string, unknown> {
  unfinished: number;
  done: number;
  held: number;
  failed: number;
}

/**
 * The scheduled sweep (the `user-deletion` job): every deletion still on record is run again
 * from the step it stopped at, oldest request first; one that fails again is counted and
 * logged, and the others go on.
 */
export async function sweepDeletions(now: Date, log: (message: string, details?: Record<string, unknown>) => void) {
  const ids = await unfinishedDeletions();
  const summary: SweepSummary = { unfinished: ids.length, done: 0, held: 0, failed: 0 };
  for (const userId of ids) {
    try {
      const outcome = await runDeletion(userId, now);
      if (outcome === 'done') summary.done += 1;
      else if (outcome === 'held') summary.held += 1;
    } catch (error) {
      summary.failed += 1;
      log('A user deletion failed again; the next sweep resumes it', { userId, error: (error as Error).message });
    }
  }
  return summary;
}
