import { createLogger } from '../../lib/logger';
import { env } from '../../lib/env';
import { sendBulkMail } from '../../lib/mail/send';
import type { AgentBrand } from '../../lib/mail/message';
import { renewInvitationToken } from '../invitation';
import { markInvitationMailed, type InvitationRecord } from '../invitation-repository';
import { invitationMail } from '../invite';
import { mailLedgerRepository as mailLedger } from '../mail-ledger-repository';
import { admitImportMail } from '../invitation-limits';

const logger = /* @__PURE__ */ createLogger('contact-import');

/**
 * One invitation's e-mail: within its address's 3 a day (DECISIONS row 46; past it, not sent
 * nor its token renewed, and a resend can follow later), a fresh token, the bulk send. 'paused'
 * stops the run before this one, which stays unmailed, so the next run starts from it: bounces
 * or complaints paused bulk sending (an admin resumes it), or SES refused (a quota, throttling).
 * A suppressed address is skipped, not failed: nothing went out. What was not sent gives its
 * address's share back.
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
  const token = await renewInvitationToken(invitation.email, now);
  if (!token) {
    await admission.giveBack();
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
      await admission.giveBack();
      return 'paused';
    }
    if (outcome.status === 'suppressed') {
      logger.info('Skipped: the address is suppressed', { importId });
      await admission.giveBack();
    }
  } catch (error) {
    logger.warn('Import e-mails paused: SES refused a message', { error, importId });
    await admission.giveBack();
    return 'paused';
  }
  await markInvitationMailed(invitation.email, now);
  return 'sent';
}
