import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { identityQueryOptions } from './api/get-identity';

/** Sign-in and sign-up have nothing for a signed-in user: home they go (document 1 §2.5). */
export async function redirectSignedInHome(queryClient: QueryClient): Promise<void> {
  const identity = await queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
  if (identity) throw redirect({ to: '/' });
}
