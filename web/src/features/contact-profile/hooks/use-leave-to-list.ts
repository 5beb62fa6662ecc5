import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import '../../../lib/list-notice';
import { dropFromCachedUserLists } from '../../../lib/user-lists-cache';
import { useViewer } from './use-viewer';

/**
 * After Archive or Delete the user is gone from this screen (document 2 §4): back to the list
 * the screen was opened from (its encoded query segment kept), without them. The cached pages
 * drop them at once; the list's own `exclude` keeps them out of the next read, which the read
 * model may answer one write behind (functions/user/contacts/users-list/loader.ts). The list
 * says what was done (`notice`, list-notice.ts).
 */
export function useLeaveToList() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query } = useParams({ strict: false }) as { query?: string };
  const viewer = useViewer();
  return (excludedId: string, notice: string) => {
    dropFromCachedUserLists(queryClient, excludedId);
    void navigate({
      to: viewer.roles.includes('admin') ? '/dashboard/users/{-$query}' : '/dashboard/users/{-$query}/agent-contacts',
      params: { query },
      state: { listNotice: notice },
    });
  };
}
