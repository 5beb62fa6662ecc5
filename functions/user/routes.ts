import { user } from '@shared/contract/user';
import { bind } from '../lib/http/handle';
import type { Route } from '../lib/route';
import { withoutContactFiles } from './contact-files/rows';
import { getAgent, getMyAgent } from './contacts/handlers/agents';
import { getUserAnalytics, getWebAnalytics } from './web-analytics/handlers/analytics';
import { getFeeds, postFollowUp } from './notes-follow-ups/handlers/contact-activity';
import { getContactSearch } from './contacts/handlers/contacts';
import { getAgentEmailAnalytics, getEmailAnalytics } from './mail/handlers/email-analytics';
import { postEmailClick } from './mail/handlers/email-click';
import { postEvent } from './web-analytics/handlers/events';
import { getImportProgress } from './invitations/handlers/import-progress';
import { getFeedback, postFeedback } from './feedback/handlers/feedback';
import {
  deleteNeighbourhoodFollowing,
  deletePropertyFollowing,
  getFollowingsOfUser,
  getMyFollowings,
  getUserFollowings,
  putNeighbourhoodFollowing,
  putPropertyFollowing,
} from './followings/handlers/followings';
import { getIdentity } from './accounts/handlers/get-identity';
import {
  getInvite,
  postAdminInvite,
  postAgentClientInvite,
  postAgentInvite,
  postClientInvite,
  putInviteResent,
  deleteInvite,
} from './invitations/handlers/invitations';
import { getMyProfile, putMyProfile } from './accounts/handlers/my-profile';
import { deleteNote, getNotes, postNote, putNote } from './notes-follow-ups/handlers/notes';
import {
  deleteAdminRole,
  deleteAgentRole,
  getMyProfileById,
  getProfileById,
  putAdminRole,
  putAgentRole,
  putArchive,
  putProfileSection,
  putUnarchive,
} from './accounts/handlers/profiles';
import { getNewsletterCampaign, getSending, postSendingResume, postVerifySesIdentity } from './mail/handlers/sending';
import { putSubscription } from './mail/handlers/subscription';
import { postUnsubscribe } from './mail/handlers/unsubscribe';
import { postUpload } from './uploads/handlers/uploads';
import { deleteUser, getUserById, getUsers } from './contacts/handlers/users';
import { getWaitlistEntry, putWaitlist } from './invitations/handlers/waitlist';

/**
 * The user service's routes: its contract (shared/contract/user/) bound to its handlers, but
 * for the contact files' rows, which a Lambda of their own serves (contact-files/).
 */
export const routes: Route[] = bind(withoutContactFiles(user), {
  // accounts
  getIdentity,
  getMyProfile,
  updateMyProfile: putMyProfile,
  getMyManagedProfile: getMyProfileById,
  getProfile: getProfileById,
  updateProfileSection: putProfileSection,
  archiveUser: putArchive,
  unarchiveUser: putUnarchive,
  grantAdminRole: putAdminRole,
  revokeAdminRole: deleteAdminRole,
  grantAgentRole: putAgentRole,
  revokeAgentRole: deleteAgentRole,
  // contacts
  listUsers: getUsers,
  getUser: getUserById,
  searchContacts: getContactSearch,
  getMyAgent,
  getAgent,
  // notes, follow-ups, activity
  addNote: postNote,
  listNotes: getNotes,
  updateNote: putNote,
  deleteNote,
  setFollowUp: postFollowUp,
  getActivity: getFeeds,
  // invitations, waitlist
  checkInvite: getInvite,
  checkWaitlist: getWaitlistEntry,
  joinWaitlist: putWaitlist,
  inviteAdmin: postAdminInvite,
  inviteAgent: postAgentInvite,
  inviteClient: postClientInvite,
  inviteClientOfAgent: postAgentClientInvite,
  resendInvite: putInviteResent,
  withdrawInvite: deleteInvite,
  getImportProgress,
  // mail
  updateSubscription: putSubscription,
  unsubscribe: postUnsubscribe,
  reportEmailClick: postEmailClick,
  getSending,
  resumeSending: postSendingResume,
  getNewsletterCampaign,
  verifySenderIdentity: postVerifySesIdentity,
  emailAnalytics: getEmailAnalytics,
  agentEmailAnalytics: getAgentEmailAnalytics,
  // web analytics
  recordEvent: postEvent,
  getWebAnalytics,
  getUserAnalytics,
  // deletion
  deleteUser,
  // feedback
  sendFeedback: postFeedback,
  listFeedback: getFeedback,
  // followings
  getMyFollowings,
  followNeighbourhood: putNeighbourhoodFollowing,
  unfollowNeighbourhood: deleteNeighbourhoodFollowing,
  followProperty: putPropertyFollowing,
  unfollowProperty: deletePropertyFollowing,
  getFollowingsOfUser,
  getContactFollowings: getUserFollowings,
  // uploads
  requestUpload: postUpload,
});
