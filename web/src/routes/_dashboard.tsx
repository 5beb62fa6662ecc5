import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { hasAnyRole } from '@shared/roles';
import { identityQueryOptions } from '../features/auth/api/get-identity';
import { DashboardShell } from '../features/dashboard/components/dashboard-shell';
import { ToastOutlet } from '../ui/toast';

/** The dashboard is for admins and agents (the API checks again on every call). */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ context, location }) => {
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions());
    // Back here once signed in: an e-mail's link opened signed out keeps where it was going.
    if (!identity) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    if (!hasAnyRole(identity.roles, ['admin', 'agent'])) throw redirect({ to: '/' });
    return { identity };
  },
  component: DashboardLayout,
});

function DashboardLayout() {
  const { identity } = Route.useRouteContext();
  return (
    <DashboardShell roles={identity.roles}>
      <Outlet />
      {/* Outside the pages, so a toast outlives the page that showed it (the invite form's). */}
      <ToastOutlet />
    </DashboardShell>
  );
}
