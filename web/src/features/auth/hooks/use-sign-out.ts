import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { restartAnalyticsSession } from '../../../lib/analytics-session';
import { fullReload } from '../../../lib/full-reload';
import { signOutOfCognito } from '../api/sign-out';
import { forgetRememberedEmail } from '../remembered-email';

/**
 * Signs out (document 1 §4.4): ends the Cognito session, forgets the stored e-mail, restarts
 * the analytics session, drops every cached answer and everything the tab kept for the user, and
 * reloads at `to` (the header's menu goes to `/`, the account page's link to
 * `/neighbourhood/map`, DECISIONS row 1).
 */
export function useSignOut(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (to: string) => {
      await signOutOfCognito();
      forgetRememberedEmail();
      queryClient.clear();
      // The tab's storage held the signed-in valuation's answer, its last listing's sold price
      // and date with it, and the estimation page showed it to whoever came next (QA 39 L3).
      try {
        sessionStorage.clear();
      } catch {
        // Storage disabled: the tab kept nothing.
      }
      restartAnalyticsSession();
      fullReload(to);
    },
    [queryClient],
  );
}
