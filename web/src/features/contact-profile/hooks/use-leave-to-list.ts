import { useNavigate, useParams } from '@tanstack/react-router';
import '../../../lib/list-notice';
import { useViewer } from './use-viewer';

/**
 * After Archive or Delete the user is gone from this screen (document 2 §4): back to the list
 * the screen was opened from (its encoded query segment kept), when the route gives no way back
 * of its own. The contact pages' routes always give one (routes/…/users/{-$query}/-contact-page.tsx):
 * the users list's `returnWithout`, or the agent's Contact List a contact was opened from, each
 * adding the person to its `exclude`, which this default cannot (the list's state is another
 * feature's), so a read model a few seconds behind may list them again here. The action has put
 * the cached pages right (lib/user-lists-cache.ts). The list says what was done (`notice`,
 * list-notice.ts).
 */
export function useLeaveToList() {
  const navigate = useNavigate();
  const { query } = useParams({ strict: false }) as { query?: string };
  const viewer = useViewer();
  return (_excludedId: string, notice: string) => {
    void navigate({
      to: viewer.roles.includes('admin') ? '/dashboard/users/{-$query}' : '/dashboard/users/{-$query}/agent-contacts',
      params: { query },
      state: { listNotice: notice },
    });
  };
}
