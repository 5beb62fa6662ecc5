import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { restartAnalyticsSession } from '../../../lib/analytics-session';
import { fullReload } from '../../../lib/full-reload';
import { signOutOfCognito } from '../api/sign-out';
import { forgetRememberedEmail } from '../remembered-email';

/**
 * Signs out (document 1 §4.4): ends the Cognito session, forgets the stored e-mail, restarts
 * the analytics session, drops every cached answer and reloads at `to` (the header's menu
 * goes to `/`, the account page's link to `/neighbourhood/map`, DECISIONS row 1).
 */
export function useSignOut(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (to: string) => {
      await signOutOfCognito();
      forgetRememberedEmail();
      restartAnalyticsSession();
      queryClient.clear();
      fullReload(to);
    },
    [queryClient],
  );
}
