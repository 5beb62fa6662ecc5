import type { Role } from '@shared/roles';
import type { UserListItem } from '@shared/users';
import { readContactListSearch, type ContactListSearch } from '../../lib/contact-list-search';

/**
 * The contact detail screen's tabs and who sees each (document 2 §2, §6): Insights and
 * Activity for customers, Notes only for an agent viewing a customer, Contact List for agent
 * profiles, Profile always. Pure, so the rules are pinned without rendering.
 */
export const contactTabs = ['insights', 'activity', 'notes', 'contacts', 'profile'] as const;
export type ContactTab = (typeof contactTabs)[number];

export const contactTabLabels: Record<ContactTab, string> = {
  insights: 'Insights',
  activity: 'Activity',
  notes: 'Notes',
  contacts: 'Contact List',
  profile: 'Profile',
};

/** Who is looking: the signed-in admin or agent. */
export interface Viewer {
  id: string;
  roles: readonly Role[];
}

/** Document 2 §3: a user whose roles are null (or only client) is a customer. */
export function isCustomer(user: Pick<UserListItem, 'roles'>): boolean {
  return !user.roles?.some((role) => role === 'agent' || role === 'admin');
}

export function isAgentProfile(user: Pick<UserListItem, 'roles'>): boolean {
  return user.roles?.includes('agent') ?? false;
}

/**
 * Someone invited who has not registered (document 2 §3: the `I#` key) has no account yet: no
 * activity or valuations to show (issue 29). Their agent's notes and follow-up are kept all the
 * same, and carried to the account at sign-up (QA 58b).
 */
const invitedOnly = (user: { PK?: string }) => user.PK?.startsWith('I#') ?? false;

/** Document 2 §6: the follow-up panel and the Notes tab are an agent's, on a customer, invited or signed up. */
export function agentOnCustomer(viewer: Viewer, user: Pick<UserListItem, 'roles'>): boolean {
  return viewer.roles.includes('agent') && isCustomer(user);
}

export function visibleTabs(viewer: Viewer, user: Pick<UserListItem, 'roles'> & { PK?: string }): ContactTab[] {
  return contactTabs.filter((tab) => {
    switch (tab) {
      case 'insights':
      case 'activity':
        return isCustomer(user) && !invitedOnly(user);
      case 'notes':
        return agentOnCustomer(viewer, user);
      case 'contacts':
        return isAgentProfile(user);
      case 'profile':
        return true;
    }
  });
}

/** The tab asked for in the URL when this viewer may see it, else the first they may. */
export function openTab(asked: ContactTab | undefined, tabs: readonly ContactTab[]): ContactTab {
  return asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'profile');
}

export interface ContactSearch extends ContactListSearch {
  tab?: ContactTab;
  /** An annual report to open (document 2 §2: the Insights view's `report`). */
  report?: string;
}

/** Report ids are UUIDs; anything longer or with other characters is dropped. */
const reportIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The route's `validateSearch`: a known `tab`, a well-formed `report` and an agent's Contact
 * List's search and sort (lib/contact-list-search.ts), anything else dropped (plain code, no zod in the route chunk).
 */
export function readContactSearch(search: Record<string, unknown>): ContactSearch {
  const tab = contactTabs.find((known) => known === search.tab);
  const report = typeof search.report === 'string' && reportIdPattern.test(search.report) ? search.report : undefined;
  return { ...(tab && { tab }), ...(report && { report }), ...readContactListSearch(search) };
}
