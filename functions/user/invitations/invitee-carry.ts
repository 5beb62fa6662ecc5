import { writeFollowUp } from '../accounts/published';
import { carryActivity, carryNotes } from '../notes-follow-ups/published';
import { agentOfInvitation } from './invitation';
import { createLogger } from '../../lib/logger';
import { dropInvitationFollowUp, getInvitation, markInvitationActivityCarried } from './invitation-repository';

const logger = createLogger('user');

/**
 * What an agent kept on someone invited (notes in the invitation's partition, a follow-up on the
 * invitation: notes-follow-ups/README.md) and the invitation's activity (Invited, ResendInvite),
 * moved to the account `userId` the invitation became: at the sign-up (accounts/sign-up.ts), and
 * again whenever that account's notes are read, for what a failed carry, or a note written just
 * as they signed up, left behind (review 59). Only once the invitation is this account's. Each
 * step may run again: a note or an activity item already carried is kept as it is now (edited or
 * deleted since), and each author's follow-up is written unless they hold one on the profile
 * already (a retried trigger's, or one set since).
 */
export async function carryInviteeKeeping(email: string, userId: string, now: string): Promise<void> {
  const invitation = await getInvitation(email);
  if (invitation?.usedBy !== userId) return;
  await carryNotes(invitation.email, userId);
  for (const [author, followUp] of Object.entries(invitation.followUps ?? {})) {
    const answersSuggestion = author === agentOfInvitation(invitation);
    await writeFollowUp(userId, { author, followUp, onlyIfNone: true }, now, { answersSuggestion });
  }
  if (invitation.followUps) await dropInvitationFollowUp(invitation.email);
  if (invitation.activityCarried) return;
  // After the follow-ups, and on its own: the Activity's first lines are worth less than the
  // agent's reminders (review 64). Once done, not asked again on every notes read.
  try {
    // An import records no Invited item per row (its 10,000 rows' writes are its time): the
    // account is told it at the invitation's creation, under a fixed id, so once (QA 63b L5).
    await carryActivity(
      invitation.email,
      userId,
      invitation.createdAt,
      invitation.importId
        ? { feedType: 'Invited', time: invitation.createdAt, id: 'invited', by: invitation.invitedBy }
        : undefined,
    );
    await markInvitationActivityCarried(invitation.email);
  } catch (error) {
    logger.warn('The invitation’s activity was not carried to the account; the next notes read tries again', {
      error,
      userId,
    });
  }
}
