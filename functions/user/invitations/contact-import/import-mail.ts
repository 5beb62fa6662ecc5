import { createLogger } from '../../../lib/logger';
import { env } from '../../../lib/env';
import { MailOutcomeUnknownError, sendBulkMail } from '../../../lib/mail/send';
import type { AgentBrand } from '../../../lib/mail/message';
import { renewInvitationToken } from '../invitation';
import {
  claimInvitationMail,
  markInvitationMailed,
  releaseInvitationMail,
  type InvitationRecord,
} from '../invitation-repository';
import { invitationMail } from '../invite';
import { mailLedgerRepository as mailLedger } from '../../mail/published';
import { admitImportMail } from '../invitation-limits';

const logger = /* @__PURE__ */ createLogger('contact-import');

/**
 * One invitation's e-mail: within its address's 3 a day (DECISIONS row 46; past it, not sent
 * nor its token renewed, and a resend can follow later), a fresh token, the bulk send. 'paused'
 * stops the run before this one, which stays unmailed, so the next run starts from it: bounces
 * or complaints paused bulk sending (an admin resumes it), or SES refused (a quota, throttling).
 * A suppressed address is skipped, not failed: nothing went out. What was not sent gives its
 * address's share back, and its claim: the invitation's `mailClaimedAt`, taken before the send
 * so that two deliveries of a chunk never send it twice. A worker that dies between the claim
 * and SES's answer leaves it claimed and unmailed (perhaps sent): at most once, never twice; the
 * agent's resend sends it again.
 */
export async function mailOne(
  invitation: InvitationRecord,
  brand: AgentBrand | undefined,
  importId: string,
  now: Date,
): Promise<'sent' | 'skipped' | 'paused'> {
  const admission = await admitImportMail(invitation.email, now);
  if (!admission) {
    logger.info('Skipped: 3 invitation e-mails to this address in 24 hours', { importId });
    return 'skipped';
  }
  // Claimed once: another delivery of this chunk (at once, or after a worker died) passes it over.
  if (!(await claimInvitationMail(invitation.email, now))) {
    await admission.giveBack();
    return 'skipped';
  }
  const notSent = async () => {
    await admission.giveBack();
    await releaseInvitationMail(invitation.email);
  };
  const token = await renewInvitationToken(invitation.email, now);
  if (!token) {
    await notSent();
    return 'skipped';
  }
  try {
    const outcome = await sendBulkMail(
      mailLedger,
      invitationMail({ invitation, token, brand, siteUrl: env().SITE_URL }),
      now,
    );
    if (outcome.status === 'paused') {
      logger.warn('Import e-mails paused: bulk sending is paused', { importId, pause: outcome.pause });
      await notSent();
      return 'paused';
    }
    if (outcome.status === 'suppressed') {
      logger.info('Skipped: the address is suppressed', { importId });
      await admission.giveBack();
    }
  } catch (error) {
    logger.warn('Import e-mails paused: SES refused a message', { error, importId });
    // SES gave no answer: perhaps sent, so the claim stays (no second e-mail), as the ledger's does.
    if (error instanceof MailOutcomeUnknownError) await admission.giveBack();
    else await notSent();
    return 'paused';
  }
  await markInvitationMailed(invitation.email, now);
  return 'sent';
}
