/**
 * What the accounts slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { findAgent, findMyAgent, findStaff, toAgentProfile } from './agent';
export { assertMayRemove, reachableProfile } from './contact-access';
export { agentOfContact, agentsEverOf } from './contact-link';
export {
  emptyFollowUps,
  followUpsAttribute,
  followUpsOf,
  followUpUpdate,
  writeIntoFollowUps,
  type FollowUps,
  type FollowUpWrite,
} from './follow-up-expression';
export { imageUrl, keepHeadshot, mailHeadshotUrl } from './headshot';
export { accountIndexKeys, accountKeys } from './keys';
export { listChangeStamp } from './list-change';
export { markDeleting, writeFollowUp, writeFollowUpSuggestion } from './managed-profile-repository';
export { presentProfile } from './profile';
export { stopSoldReport, updateSubscription } from './profile-edits-repository';
export { setListed } from './profile-expression';
export { getProfile, hasProfileWithEmail, type ProfileRecord } from './profile-repository';
export { deleteUser, poolUserWithEmail } from './user-pool-repository';
