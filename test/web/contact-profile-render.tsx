import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Identity } from '@shared/identity';
import type { ManagedProfile } from '@shared/profile-sections';
import type { UserListItem } from '@shared/users';
import { renderRouter } from './render';

/**
 * The dashboard's route context holds the viewer: `ui` at the contact's and My profile's
 * addresses, and the two lists a screen goes back to, in a router with that context.
 */
export function renderInDashboard(
  ui: ReactNode,
  identity: Identity,
  path = '/dashboard/users/profile/c1',
  queryClient?: QueryClient,
) {
  const rootRoute = createRootRouteWithContext<{ identity: Identity }>()({ notFoundComponent: () => null });
  const at = (routePath: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      at('/dashboard/users/{-$query}/profile/$id', () => ui),
      at('/dashboard/users/{-$query}/agent/$id', () => ui),
      at('/dashboard/my-profile', () => ui),
      at('/dashboard/users/{-$query}', () => 'The users list'),
      at('/dashboard/users/{-$query}/agent-contacts', () => 'The contacts list'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { identity },
  });
  return renderRouter(router, queryClient);
}

export const agentViewer: Identity = {
  sub: 'a1',
  email: 'ava@example.com',
  name: 'Ava Agent',
  emailVerified: true,
  roles: ['agent'],
};
export const adminViewer: Identity = {
  sub: 'ad1',
  email: 'root@example.com',
  name: 'Ada Admin',
  emailVerified: true,
  roles: ['admin'],
};

export function managedProfile(extra: Partial<ManagedProfile> = {}): ManagedProfile {
  return {
    id: 'c1',
    email: 'carla@example.com',
    firstName: 'Carla',
    lastName: 'Diaz',
    phone: '416-555-0101',
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    agentId: 'a1',
    roles: ['client'],
    status: 'active',
    sectionVersions: { account: 2, homeOwnership: 0, subscriptions: 1, agent: 0, testimonials: 0 },
    ...extra,
  };
}

export function listItem(profile: ManagedProfile): UserListItem {
  return {
    id: profile.id,
    PK: `U#${profile.id}`,
    roles: profile.roles.includes('client') ? null : profile.roles,
    details: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email },
    status: profile.status,
    logins: 0,
    totalSessionDuration: 0,
    averageSessionDuration: 0,
    totalReportOpen: 0,
  };
}
