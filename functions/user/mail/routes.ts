import { mail } from '@shared/contract/user/mail';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { getAgentEmailAnalytics, getEmailAnalytics } from './handlers/email-analytics';
import { postEmailClick } from './handlers/email-click';
import {
  getNewsletterCampaign,
  getSending,
  getVerifySesIdentity,
  postSendingResume,
  postVerifySesIdentity,
} from './handlers/sending';
import { putSubscription } from './handlers/subscription';
import { getUnsubscribe, postUnsubscribe } from './handlers/unsubscribe';

/**
 * The routes of mail: subscriptions, unsubscribe links, e-mail clicks, sending health, the
 * newsletter, sender identities and e-mail analytics (shared/contract/user/mail.ts), bound to
 * their handlers.
 */
export const routes: Route[] = bind(mail, {
  emailAnalytics: getEmailAnalytics,
  agentEmailAnalytics: getAgentEmailAnalytics,
  reportEmailClick: postEmailClick,
  getSending,
  resumeSending: postSendingResume,
  verifySenderIdentity: postVerifySesIdentity,
  getSenderIdentity: getVerifySesIdentity,
  getNewsletterCampaign,
  updateSubscription: putSubscription,
  unsubscribe: postUnsubscribe,
  openUnsubscribe: getUnsubscribe,
});
