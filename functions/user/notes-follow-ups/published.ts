/**
 * What the notes-follow-ups slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export {
  carryActivity,
  forgetAddressActivity,
  forgetWaitlistActivity,
  recordActivity,
  recordActivityOnce,
  recordNewsletterConsent,
  sweepAddressActivity,
} from './activity';
export { forEachAddressWithFeed, type FeedItem, listFeedItems, putFeedItem, putFeedItemOnce } from './feed-repository';
export { visibleFollowUp } from './follow-up-visibility';
export { carryNotes, deleteNotesOf } from './note-repository';
