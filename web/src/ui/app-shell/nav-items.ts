import { linkOptions } from '@tanstack/react-router';
import { hasAnyRole, type Role } from '@shared/roles';

/** The header's sections (document 3 §2.2); each is highlighted on its own pages. */
export type NavSection = 'homeSearch' | 'soldReports' | 'valuations' | 'dashboard';

export const mainNav = [
  {
    section: 'homeSearch',
    label: 'Home Search',
    link: linkOptions({ to: '/home-search/$mapType/$saleType', params: { mapType: 'map', saleType: 'sale' } }),
  },
  {
    section: 'soldReports',
    label: 'Neighbourhood Sold Reports',
    link: linkOptions({ to: '/neighbourhoods' }),
  },
  {
    section: 'valuations',
    label: 'Home Valuations',
    link: linkOptions({ to: '/home-valuation/$type', params: { type: 'property-valuation' } }),
  },
] as const;

const sectionPrefixes: [NavSection, string[]][] = [
  ['homeSearch', ['/home-search', '/property-details', '/property/']],
  // '/neighbourhood' also covers the index at '/neighbourhoods'.
  ['soldReports', ['/neighbourhood', '/sold-report']],
  // Also '/home-valuation-summary/...'.
  ['valuations', ['/home-valuation', '/property-estimation']],
  ['dashboard', ['/dashboard']],
];

/** The section a path belongs to, or null for pages outside the menu (profile, about...). */
export function activeSection(pathname: string): NavSection | null {
  for (const [section, prefixes] of sectionPrefixes) {
    if (prefixes.some((prefix) => pathname.startsWith(prefix))) return section;
  }
  return null;
}

/** Admins land on the main dashboard, agents on their e-mail analytics; clients have none. */
export function dashboardLink(roles: readonly Role[]) {
  if (roles.includes('admin')) return linkOptions({ to: '/dashboard' });
  if (roles.includes('agent')) return linkOptions({ to: '/dashboard/email-analytics' });
  return null;
}

/** Settings: the dashboard profile for admins and agents, otherwise the user profile. */
export function settingsLink(roles: readonly Role[]) {
  return hasAnyRole(roles, ['admin', 'agent'])
    ? linkOptions({ to: '/dashboard/my-profile' })
    : linkOptions({ to: '/profile' });
}

/** "My Agent" is for non-admin users who have an agent. */
export function showsMyAgent(roles: readonly Role[], hasAgent: boolean): boolean {
  return hasAgent && !roles.includes('admin');
}
