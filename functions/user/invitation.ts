import type { InvitationRecord } from './invitation-repository';

/** An invitation that no account has used yet: the only kind that lets an address sign up. */
export function isOpen(invitation: InvitationRecord | undefined): invitation is InvitationRecord {
  return invitation !== undefined && invitation.usedAt === undefined;
}
