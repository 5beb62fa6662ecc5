import { recordActivity } from '../notes-follow-ups/published';
import type { ProfileRecord } from './profile-repository';

type Switches = Pick<ProfileRecord, 'receiveEmail' | 'receiveSoldReport'>;

/** Whether the monthly newsletter goes to a profile: both switches on (newsletter-delivery.ts `subscribed`). */
const receivesNewsletter = (switches: Switches) =>
  switches.receiveEmail !== false && switches.receiveSoldReport !== false;

/**
 * The Activity line of a user's own newsletter switch (`PUT /subscription`, `PUT /myprofile`),
 * written when it changed: "Subscribed to e-mails" or "Unsubscribed in their account", about the
 * monthly sold report. An agent reading a contact's Activity sees why a newsletter reached
 * someone who had unsubscribed from a link (QA 66 M1: nothing stood between the two); consent
 * is the contact's alone to give back (managed-profile.ts). A profile not made yet is subscribed
 * (a new profile's default).
 */
export async function recordNewsletterConsent(
  userId: string,
  before: Switches | undefined,
  after: Switches,
  now: Date,
): Promise<void> {
  const was = before === undefined || receivesNewsletter(before);
  const is = receivesNewsletter(after);
  if (was === is) return;
  await recordActivity(userId, is ? 'Subscribe' : 'Unsubscribe', now, { emailtype: 'newsletter' });
}
