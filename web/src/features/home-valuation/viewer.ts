import { fullName } from '@shared/full-name';
import type { HomeValuation } from '@shared/home-value/types';
import type { Identity } from '@shared/identity';
import { hasAnyRole } from '@shared/roles';

/**
 * Whether the answer was given to the valuation's owner: it names the owner (`userId`) to staff
 * who are not the owner only, so an agent's own, made with "+ Create New Valuation", comes
 * without it (QA 63a M2: it read "Sarah Thompson's Valuation").
 */
export const answeredToOwner = (valuation: Pick<HomeValuation, 'userId'>) => valuation.userId === undefined;

/** "Olivia Chen's Valuation": a contact's, as staff read it. */
export const contactsValuation = (user: NonNullable<HomeValuation['user']>) => `${fullName(user)}'s Valuation`;

/**
 * Where an agent or admin goes back to: their clients' valuations, named as their menu names them
 * (QA 46c L7: an admin's 'Annual Reports').
 */
export const valuationsPageName = (identity: Identity | null) =>
  identity && hasAnyRole(identity.roles, ['admin']) ? 'Annual Reports' : 'Contact Valuations';

/** Who looks at the valuation, as the summary's wording needs it (document 3 §2.8). */
export function viewerOf(valuation: HomeValuation, identity: Identity | null) {
  const staff = identity ? hasAnyRole(identity.roles, ['agent', 'admin']) : false;
  // Agents and admins are told the owner; a client only ever reads their own.
  const isOwner = !staff || answeredToOwner(valuation) || valuation.userId === identity?.sub;
  const title = isOwner || !valuation.user ? 'Your Valuation' : contactsValuation(valuation.user);
  // The owner's things as this viewer says them: "Your purchase" to the owner, "Olivia's
  // purchase" to their agent, and "Since you bought" or "Since Olivia bought".
  const owner = isOwner ? 'you' : (valuation.user?.firstName ?? 'the owner');
  const owners = isOwner ? 'Your' : valuation.user ? `${valuation.user.firstName}'s` : "The owner's";
  // The home as the viewer names it in a sentence: "yours", "Olivia's" (QA 62a L4: "yours" to the agent).
  const ownersHome = isOwner ? 'yours' : valuation.user ? `${valuation.user.firstName}'s` : "the owner's";
  const confirmer =
    valuation.agent && identity && valuation.agent.email.toLowerCase() === identity.email.toLowerCase()
      ? 'you'
      : valuation.agent
        ? fullName(valuation.agent)
        : 'the agent';
  return { staff, isOwner, title, confirmer, owner, owners, ownersHome, back: valuationsPageName(identity) };
}
