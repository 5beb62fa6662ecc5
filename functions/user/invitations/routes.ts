import { invitations } from '@shared/contract/user/invitations';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { withoutContactFiles } from '../contact-files/rows';
import { getImportProgress, listImports } from './handlers/import-progress';
import {
  deleteInvite,
  getInvite,
  getInvitationBudget,
  postInvitedName,
  postAdminInvite,
  postAgentClientInvite,
  postAgentInvite,
  postClientInvite,
  putInvite,
  putInviteResent,
} from './handlers/invitations';
import { getWaitlistEntry, putWaitlist } from './handlers/waitlist';

/**
 * The routes of invitations, the waitlist and the contact import
 * (shared/contract/user/invitations.ts), bound to their handlers, but for the rows that read or
 * write CSV files: the contact files' Lambda serves those (file-routes.ts).
 */
export const routes: Route[] = bind(withoutContactFiles(invitations), {
  getImportProgress,
  listImports,
  checkInvite: getInvite,
  getInvitedName: postInvitedName,
  inviteAdmin: postAdminInvite,
  inviteAgent: postAgentInvite,
  inviteClient: postClientInvite,
  inviteClientOfAgent: postAgentClientInvite,
  resendInvite: putInviteResent,
  getInvitationBudget,
  updateInvite: putInvite,
  withdrawInvite: deleteInvite,
  checkWaitlist: getWaitlistEntry,
  joinWaitlist: putWaitlist,
});
