import type { Role } from '@shared/roles';

/** One entry of the dashboard's side navigation. */
export interface SideNavItem {
  label: string;
  to: string;
  /** Paths that light it up besides `to` itself. */
  also?: string[];
}

/** Document 2 §2: the navigation follows the first role of the signed-in user. */
export function sideNavItems(roles: readonly Role[]): SideNavItem[] {
  if (roles[0] === 'admin') {
    return [
      { label: 'Platform Analytics', to: '/dashboard', also: ['/dashboard/analytics'] },
      { label: 'Today', to: '/dashboard/today' },
      { label: 'Users', to: '/dashboard/users' },
      { label: 'Annual Reports', to: '/dashboard/valuations' },
      { label: 'My Profile', to: '/dashboard/my-profile' },
    ];
  }
  return [
    // Ours (issue 29): the agent's dashboard home.
    { label: 'Today', to: '/dashboard/today' },
    { label: 'Email Analytics', to: '/dashboard/email-analytics' },
    { label: 'Contacts', to: '/dashboard/users/agent-contacts' },
    { label: 'Contact Valuations', to: '/dashboard/valuations' },
    { label: 'My Profile', to: '/dashboard/my-profile' },
  ];
}

/** Whether an item is the current section: its path or any page beneath it. */
export function isActive(item: SideNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/dashboard') return path === '/dashboard' || (item.also ?? []).some((p) => path.startsWith(p));
  if (item.to === '/dashboard/users/agent-contacts') return path.startsWith('/dashboard/users');
  return path.startsWith(item.to) || (item.also ?? []).some((p) => path.startsWith(p));
}
