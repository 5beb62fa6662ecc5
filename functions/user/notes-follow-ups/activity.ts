import { randomUUID } from 'node:crypto';
import { createLogger } from '../../lib/logger';
import { deleteFeedOf, listFeedItems, putFeedItem, putFeedItemOnce, type FeedItem } from './feed-repository';

const logger = createLogger('user');

/**
 * Writes one item of a user's activity feed for a dashboard action (document 2 §3: Archived,
 * Unarchived, UpdateProfile...). The action itself is what the caller asked for and is done,
 * so a feed write that fails is logged and does not fail the call (as followings.ts does).
 */
export async function recordActivity(
  userId: string,
  feedType: string,
  now: Date,
  details: Pick<FeedItem, 'payload' | 'by' | 'emailtype'> = {},
): Promise<void> {
  try {
    await putFeedItem({ feedType, time: now.toISOString(), id: randomUUID(), uid: userId, ...details });
  } catch (error) {
    logger.warn('The change was stored but not its feed item', { error, userId, feedType });
  }
}

/**
 * As `recordActivity`, for an action that happens once at a known time (a sign-up, at its
 * profile's creation): the item's id and time are the action's, so a retried trigger writes
 * the same item, kept once (QA 48b L2: a retry had shown "Signed up" twice).
 */
export async function recordActivityOnce(userId: string, feedType: string, at: string, id: string): Promise<void> {
  try {
    await putFeedItemOnce({ feedType, time: at, id, uid: userId });
  } catch (error) {
    logger.warn('The change was stored but not its feed item', { error, userId, feedType });
  }
}

const invitationFeedTypes = new Set(['Invited', 'ResendInvite']);

/**
 * Moves what the feed of someone invited holds (named by their address: Invited, ResendInvite) to
 * the account `userId` their sign-up made, so its Activity starts where the person came in (QA 63b
 * L5): the items from `since` (the invitation's creation) on, not those of an earlier invitation
 * of the address. `invited`: the Invited item to write when the address's feed has none (an import
 * writes none per row); its id is fixed by the caller, so a run made again writes it once. Every
 * item is written to the account first, kept as it is there when an earlier run wrote it already;
 * only then does the address's feed go, whole (`forgetAddressActivity`): a run cut short between
 * the two is finished by the next (invitations/invitee-carry.ts), and loses nothing.
 */
export async function carryActivity(
  email: string,
  userId: string,
  since: string,
  invited?: Omit<FeedItem, 'uid'>,
): Promise<void> {
  // ISO instants compare as strings: '9999' is after any of them. Only the invitation's own items:
  // an address's feed may hold others (an anonymous "Joined the waitlist"), not the account's to show.
  const items = (await listFeedItems(email, since, '9999')).filter((item) => invitationFeedTypes.has(item.feedType));
  const carried = [...items, ...(invited && !items.some((item) => item.feedType === 'Invited') ? [invited] : [])];
  for (const item of carried) await putFeedItemOnce({ ...item, uid: userId });
  await forgetAddressActivity(email);
}

/**
 * Deletes everything the feed of an address holds (DECISIONS row 43: nothing stays under a personal
 * address once its invitation is over): the lines of its invitations, and the "Joined the waitlist"
 * line, which nobody reads (the waitlist is its own entry, `W#{email}`). At the end of every
 * invitation: carried to its account, withdrawn or deleted, taken back by an import's undo, or its
 * account deleted. Only an address: a user id names an account, whose feed is theirs.
 */
export async function forgetAddressActivity(email: string): Promise<void> {
  if (!email.includes('@')) throw new Error('Only the feed of an address is forgotten this way.');
  await deleteFeedOf(email.toLowerCase());
}

/**
 * Deletes the "Joined the waitlist" lines of an address, and nothing else of its feed (an
 * invitation's lines are that invitation's): the waitlist's retention (DECISIONS row 43,
 * invitations/waitlist-retention.ts).
 */
export async function forgetWaitlistActivity(email: string): Promise<void> {
  if (!email.includes('@')) throw new Error('Only the feed of an address is forgotten this way.');
  await deleteFeedOf(email.toLowerCase(), { feedType: 'AddToWaitList' });
}

/**
 * What an address's feed may hold, and the rest deleted (DECISIONS row 43), for lines older than
 * `before`: all of it while an invitation is open or its lines wait to be carried to its account
 * (`keep: 'all'`), the "Joined the waitlist" lines while the address is on the waitlist
 * (`keep: 'waitlist'`), else nothing. The address-feed sweep's (invitations/address-feed-sweep.ts);
 * answers how many lines it deleted.
 */
export async function sweepAddressActivity(
  email: string,
  keep: 'all' | 'waitlist' | 'none',
  before: string,
): Promise<number> {
  if (!email.includes('@')) throw new Error('Only the feed of an address is swept.');
  if (keep === 'all') return 0;
  // As its key spells it: one an older version wrote in capitals is deleted too.
  return deleteFeedOf(email, { before, ...(keep === 'waitlist' && { exceptType: 'AddToWaitList' }) });
}

/** A profile's two newsletter switches, as stored (absent is on: a new profile's default). */
interface NewsletterSwitches {
  receiveEmail?: boolean;
  receiveSoldReport?: boolean;
}

/** Whether the monthly newsletter goes to a profile: both switches on (newsletter-delivery.ts `subscribed`). */
const receivesNewsletter = (switches: NewsletterSwitches) =>
  switches.receiveEmail !== false && switches.receiveSoldReport !== false;

/**
 * The Activity line of a user's own newsletter switch (`PUT /subscription`, `PUT /myprofile`),
 * written when it changed their consent: "Subscribed in their account" or "Unsubscribed in their
 * account", about the monthly sold report. An agent reading a contact's Activity sees why a
 * newsletter reached someone who had unsubscribed from a link (QA 66 M1: nothing stood between
 * the two); consent is the contact's alone to give back (accounts/managed-profile.ts). A profile
 * the save made (`before` undefined) had no consent to change: no line.
 */
export async function recordNewsletterConsent(
  userId: string,
  before: NewsletterSwitches | undefined,
  after: NewsletterSwitches,
  now: Date,
): Promise<void> {
  if (!before) return;
  const is = receivesNewsletter(after);
  if (receivesNewsletter(before) === is) return;
  await recordActivity(userId, is ? 'Subscribe' : 'Unsubscribe', now, { emailtype: 'newsletter' });
}
