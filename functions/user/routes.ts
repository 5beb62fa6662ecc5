import type { Route } from '../lib/route';
import { routes as accounts } from './accounts/routes';
import { routes as contacts } from './contacts/routes';
import { routes as deletion } from './deletion/routes';
import { routes as feedback } from './feedback/routes';
import { routes as followings } from './followings/routes';
import { routes as invitations } from './invitations/routes';
import { routes as mail } from './mail/routes';
import { routes as notesFollowUps } from './notes-follow-ups/routes';
import { routes as uploads } from './uploads/routes';
import { routes as webAnalytics } from './web-analytics/routes';

/**
 * The user service's routes: each product-area slice's (its `routes.ts` binds its rows of
 * shared/contract/user/ to its handlers, exhaustively), in the contract's order; the contact
 * files' rows are served by a Lambda of their own (contact-files/).
 */
export const routes: Route[] = [
  ...accounts,
  ...contacts,
  ...notesFollowUps,
  ...invitations,
  ...mail,
  ...webAnalytics,
  ...deletion,
  ...feedback,
  ...followings,
  ...uploads,
];
