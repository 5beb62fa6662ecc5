import { createFileRoute, redirect } from '@tanstack/react-router';
import { identityQueryOptions } from '../features/auth/api/get-identity';

/** Pages for signed-in users only; anonymous visitors are sent to sign in. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: async ({ context, location }) => {
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions());
    if (!identity) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    return { identity };
  },
});
