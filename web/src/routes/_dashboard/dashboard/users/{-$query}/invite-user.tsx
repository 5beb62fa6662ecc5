import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InviteUserScreen } from '../../../../../features/invite-user/components/invite-user-screen';
import { useListNavigation } from '../../../../../features/users/hooks/use-list-navigation';
import { decodeListState } from '../../../../../features/users/list-state';

/** `/dashboard/users/{encodedQuery?}/invite-user`: invite an admin, an agent or a contact (document 2 §2, §4). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/invite-user')({
  component: InvitePage,
});

function InvitePage() {
  const { query } = Route.useParams();
  const { identity } = Route.useRouteContext();
  const isAdmin = identity.roles.includes('admin');
  // Back to the list the page was opened from, same search and page: an agent's is their contacts.
  const { changeState } = useListNavigation(isAdmin ? 'users' : 'agent-contacts');
  const navigate = useNavigate();
  const backToList = () => changeState(decodeListState(query));
  return (
    <InviteUserScreen
      inviter={{ id: identity.sub, isAdmin }}
      onSent={backToList}
      // Document 2 §2: Cancel goes to the agent home for an agent, otherwise the users list.
      onCancel={isAdmin ? backToList : () => void navigate({ to: '/dashboard' })}
    />
  );
}
