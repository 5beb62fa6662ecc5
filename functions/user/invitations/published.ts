/**
 * What the invitations slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { agentOfInvitation, invitationUsed, isInvitationId, reachInvitee, signUpRefusal } from './invitation';
export {
  claimWithdrawal,
  dropInvitationFollowUp,
  getInvitation,
  markInvitationUsed,
  markSignUpBegun,
  writeInvitationFollowUp,
} from './invitation-repository';
export { invitationBrand } from './invite';
export { carryInviteeKeeping } from './invitee-carry';
export { invitationKeys } from './keys';
export { listWaitlist } from './waitlist-repository';
