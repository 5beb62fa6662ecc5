import { randomUUID } from 'node:crypto';
import type { BookShowingAnswer } from '@shared/search/booking';
import type { BookShowingRequest } from '@shared/search/booking-schemas';
import { fullName } from '@shared/full-name';
import { sendMail } from '../lib/adapters/send-mail';
import type { Caller } from '../lib/auth/caller';
import { verifiedEmail } from '../user/verified-email';
import { env } from '../lib/env';
import { ConflictError, DomainError, NotFoundError, RateLimitedError } from '../lib/errors';
import { findMyAgent } from '../user/agent';
import { getProfile } from '../user/profile-repository';
import { tooManyRequests, userRateKey } from '../user/rate-limit';
import { countRequest } from '../user/rate-limit-repository';
import { getListing } from './listing-repository';
import { showingMail } from './showing-mail';
import { deleteShowingRequest, putShowingRequest, type ShowingRecord } from './showing-repository';

export const showingMessages = {
  /** SES refused: nothing was kept, the user may try again. */
  notSent: 'Your request could not be sent right now. Please try again in a few minutes.',
  notOnMarket: 'This property is no longer on the market, so a showing cannot be booked.',
} as const;

/** A few requests an hour per user: enough for a weekend of visits, not a mail cannon. */
export const showingRateLimit = { limit: 5, windowSeconds: 3600 } as const;

/** SES refused the message; the request was taken back. */
export class ShowingNotSentError extends DomainError {
  override readonly name = 'ShowingNotSentError';
}

async function takeShowingToken(userId: string, now: Date): Promise<void> {
  const windowMs = showingRateLimit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await countRequest({
    bucket: 'showing',
    callerKey: userRateKey(userId),
    windowStart: new Date(start).toISOString(),
    expiresAt: Math.ceil((start + 2 * windowMs) / 1000),
  });
  if (count > showingRateLimit.limit) throw new RateLimitedError(tooManyRequests);
}

/**
 * Books a showing: counts the attempt against the caller's limit, checks the listing is on
 * the market, keeps the request in the caller's partition, and mails it to their agent (or
 * the brokerage's desk without one), from the product's address with the caller's e-mail as
 * Reply-To when it is verified (an unverified one may be anybody's, so it is never used). When SES refuses, the kept request is deleted again, so a failure
 * leaves nothing behind and the user can simply retry.
 */
export async function bookShowing(input: {
  mls: string;
  request: BookShowingRequest;
  caller: Caller;
  now: Date;
}): Promise<BookShowingAnswer> {
  const { caller, now, request } = input;
  await takeShowingToken(caller.sub, now);
  const listing = await getListing(input.mls);
  if (!listing) throw new NotFoundError(`There is no listing with the MLS number ${input.mls}.`);
  if (listing.status !== 'forSale' && listing.status !== 'forLease') {
    throw new ConflictError(showingMessages.notOnMarket);
  }
  const [profile, agent] = await Promise.all([getProfile(caller.sub), findMyAgent(caller)]);
  const email = verifiedEmail(caller);
  const record: ShowingRecord = {
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
  const recipient = agent ? { email: agent.email, firstName: agent.firstName } : { email: env().BROKERAGE_MAIL };
  await putShowingRequest(record);
  try {
    await sendMail(showingMail(record, listing, recipient, env().SITE_URL));
  } catch (error) {
    await deleteShowingRequest(record);
    throw new ShowingNotSentError(showingMessages.notSent, { cause: error });
  }
  return { id: record.id, mls: record.mls, date: record.date, time: record.time, createdAt: record.createdAt };
}
