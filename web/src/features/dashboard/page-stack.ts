/**
 * The dashboard's page stack (document 2 §2): the path's page keys after `/dashboard`,
 * skipping the encoded list state and ids. The shell shows the main analytics page when only
 * the dashboard is on the stack, otherwise the last two pages but 'dashboard' and
 * 'agent-contacts' (the agent's list is the users screen); the header names them.
 */
export const pageKeys = [
  'analytics',
  'users',
  'agent-contacts',
  'profile',
  'agent',
  'my-profile',
  'invite-user',
  'email-analytics',
  'import-contacts',
  'valuations',
  'confirmation',
  'today',
] as const;
export type PageKey = (typeof pageKeys)[number] | 'dashboard' | 'not-found';

/** Pages followed by an id segment. */
const takesId = new Set<string>(['profile', 'agent', 'confirmation']);

export function pageStack(pathname: string): PageKey[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'dashboard') return ['not-found'];
  const stack: PageKey[] = ['dashboard'];
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    if ((pageKeys as readonly string[]).includes(segment)) {
      stack.push(segment as PageKey);
      if (takesId.has(segment)) i++;
    } else if (stack.at(-1) === 'users' && i === 2) {
      // The users list's encoded state.
      continue;
    } else {
      stack.push('not-found');
      break;
    }
  }
  return stack;
}

/**
 * Where the header's crumb before the current page goes: the path without the current page's
 * segment and id, so the list keeps its encoded state (search, chips, sort, page), as Back does.
 */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  let lastPageAt = segments.length;
  for (let i = 1; i < segments.length; i++) {
    if ((pageKeys as readonly string[]).includes(segments[i]!)) {
      lastPageAt = i;
      if (takesId.has(segments[i]!)) i++;
    }
  }
  return `/${segments.slice(0, lastPageAt).join('/')}`;
}

/** The pages the header shows, last one current. */
export function visiblePages(stack: readonly PageKey[]): PageKey[] {
  if (stack.length === 1 && stack[0] === 'dashboard') return ['analytics'];
  return stack.filter((key) => key !== 'dashboard' && key !== 'agent-contacts').slice(-2);
}

const titles: Record<PageKey, string> = {
  dashboard: 'Platform Analytics',
  analytics: 'Platform Analytics',
  users: 'Users',
  'agent-contacts': 'Contacts',
  profile: 'Profile',
  agent: 'Agent',
  'my-profile': 'My Profile',
  'invite-user': 'Invite User',
  'email-analytics': 'Email Analytics',
  'import-contacts': 'Import Contacts',
  valuations: 'Annual Reports',
  confirmation: 'Confirmation',
  today: 'Today',
  'not-found': 'Not Found',
};

/** A page's title; the users list is an agent's 'Contacts', valuations their 'Contact Valuations'. */
export function pageTitle(key: PageKey, isAdmin: boolean): string {
  if (!isAdmin && key === 'users') return 'Contacts';
  if (!isAdmin && key === 'valuations') return 'Contact Valuations';
  return titles[key];
}
