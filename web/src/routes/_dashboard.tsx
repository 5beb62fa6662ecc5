import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAnyRole } from '@shared/roles';
import { identityQueryOptions } from '../features/auth/api/get-identity';

/** The dashboard is for admins and agents (the API checks again on every call). */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ context }) => {
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions());
    if (!identity) throw redirect({ to: '/sign-in' });
    if (!hasAnyRole(identity.roles, ['admin', 'agent'])) throw redirect({ to: '/' });
    return { identity };
  },
});
