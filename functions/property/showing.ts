import { randomUUID } from 'node:crypto';
import type { BookShowingAnswer } from '@shared/search/booking';
import type { BookShowingRequest } from '@shared/search/booking-schemas';
import { fullName } from '@shared/full-name';
import type { Caller } from '../lib/auth/caller';
import { verifiedEmail } from '../lib/auth/verified-email';
import { env } from '../lib/env';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import { MailOutcomeUnknownError, sendMail, type MailOutcome } from '../lib/mail/send';
import { countAgainstLimit, type RateRule } from '../lib/rate-limit/fixed-window';
import { userRateKey } from '../lib/rate-limit/rate-key';
import {
  agentOf,
  contactDetails,
  countRateRequest,
  keepShowingRequest,
  mailLedger,
  withdrawShowingRequest,
  type ShowingRequest,
} from '../user/published';
import { getListing } from './listing-repository';
import { showingMail } from './showing-mail';

export const showingMessages = {
  /** SES refused: nothing was kept, the user may try again. */
  notSent: 'Your request could not be sent right now. Please try again in a few minutes.',
  notOnMarket: 'This property is no longer on the market, so a showing cannot be booked.',
  /** The recipient's address is suppressed (it bounced): retrying will not help. */
  notDeliverable: 'Your request could not be delivered by e-mail. Please contact your agent another way.',
} as const;

const logger = /* @__PURE__ */ createLogger('showing');

/** A few requests an hour per user: enough for a weekend of visits, not a mail cannon. */
export const showingRateLimit = { bucket: 'showing', limit: 5, windowSeconds: 3600 } as const satisfies RateRule;

/** The mail did not go out (503); the request was taken back. */
export class ShowingNotSentError extends ServiceUnavailableError {
  override readonly name = 'ShowingNotSentError';
}

/**
 * Books a showing: counts the attempt against the caller's limit, checks the listing is on
 * the market, keeps the request in the caller's partition, and mails it to their agent (or
 * the brokerage's desk without one), from the product's address with the caller's e-mail as
 * Reply-To when it is verified (an unverified one may be anybody's, so it is never used),
 * through the one mail helper. When the mail does not go out (SES refuses, or the recipient's
 * address is suppressed), the kept request is deleted again, so a failure leaves nothing
 * behind and the user can simply retry. When SES's answer is lost (the message may have gone
 * out, and its key stays taken), the request stands and is answered as sent.
 */
export async function bookShowing(input: {
  mls: string;
  request: BookShowingRequest;
  caller: Caller;
  now: Date;
}): Promise<BookShowingAnswer> {
  const { caller, now, request } = input;
  await countAgainstLimit(countRateRequest, showingRateLimit, userRateKey(caller.sub), now);
  const listing = await getListing(input.mls);
  if (!listing) throw new NotFoundError(`There is no listing with the MLS number ${input.mls}.`);
  if (listing.status !== 'forSale' && listing.status !== 'forLease') {
    throw new ConflictError(showingMessages.notOnMarket);
  }
  const [profile, agent] = await Promise.all([contactDetails(caller.sub), agentOf(caller)]);
  const email = verifiedEmail(caller);
  const record: ShowingRequest = {
    id: randomUUID(),
    userId: caller.sub,
    mls: listing.mls,
    address: listing.address,
    ...(listing.unit && { unit: listing.unit }),
    date: request.date,
    time: request.time,
    ...(request.message && { message: request.message }),
    name: (profile && fullName(profile)) || caller.name || email || 'A signed-in user',
    ...(email && { email }),
    ...(profile?.phone && { phone: profile.phone }),
    ...(agent && { agentId: agent.id }),
    sentTo: agent ? 'agent' : 'brokerage',
    createdAt: now.toISOString(),
  };
  const recipient = agent ? { email: agent.email, firstName: agent.firstName } : { email: env().SHOWING_DESK_EMAIL };
  await keepShowingRequest(record);
  let outcome: MailOutcome;
  try {
    outcome = await sendMail(mailLedger, showingMail(record, listing, recipient, env().SITE_URL), now);
  } catch (error) {
    // SES's answer was lost (QA 48b M1): the message most likely went out, and its key stays
    // taken, so "try again" would send the agent a second request. The request stands.
    if (error instanceof MailOutcomeUnknownError) {
      logger.error('The showing request e-mail may not have gone out; the request is kept', {
        showingId: record.id,
        error,
      });
      return answerOf(record);
    }
    await withdrawShowingRequest(record);
    throw new ShowingNotSentError(showingMessages.notSent, { cause: error });
  }
  // The request's id is fresh, so 'duplicate' cannot come; 'suppressed' means nobody reads it.
  if (outcome.status !== 'sent') {
    await withdrawShowingRequest(record);
    throw new ShowingNotSentError(showingMessages.notDeliverable);
  }
  return answerOf(record);
}

const answerOf = (record: ShowingRequest): BookShowingAnswer => ({
  id: record.id,
  mls: record.mls,
  date: record.date,
  time: record.time,
  createdAt: record.createdAt,
});
