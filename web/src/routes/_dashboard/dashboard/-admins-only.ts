import { redirect } from '@tanstack/react-router';
import type { Identity } from '@shared/identity';

/**
 * Platform Analytics' guard (DECISIONS row 16): anyone but an admin goes to Today, an agent's
 * dashboard home (issue 29). Apart from the page (-platform-analytics.tsx): a guard runs from the
 * router's code, which every page loads first, and must not bring the page's code with it.
 */
export function adminsOnly({ context }: { context: { identity: Identity } }) {
  if (!context.identity.roles.includes('admin')) throw redirect({ to: '/dashboard/today' });
}
