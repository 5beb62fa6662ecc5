import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { identityQueryOptions } from './api/get-identity';

/**
 * Sign-in and sign-up have nothing for a signed-in user: home they go (document 1 §2.5), or
 * back to the page that sent them to sign in (`returnTo`, checked by `returnPath`).
 */
export async function redirectSignedInHome(queryClient: QueryClient, returnTo?: string): Promise<void> {
  const identity = await queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
  if (identity) throw returnTo ? redirect({ href: returnTo }) : redirect({ to: '/' });
}
