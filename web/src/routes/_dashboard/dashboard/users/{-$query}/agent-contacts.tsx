import { createFileRoute, redirect } from '@tanstack/react-router';
import { usersQueryOptions } from '../../../../../features/users/api/get-users';
import { UsersScreen } from '../../../../../features/users/components/users-screen';
import { useListNavigation } from '../../../../../features/users/hooks/use-list-navigation';
import { decodeListState, encodeListState, withoutFollowUps } from '../../../../../features/users/list-state';
import { useTorontoDay } from '../../../../../lib/use-toronto-day';

/** `/dashboard/users/agent-contacts`: the users screen limited to the agent's own contacts (the API enforces it). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/agent-contacts')({
  // An admin who is no agent has no contacts of their own: their list is Users (QA 60a M2: the
  // address typed, this screen listed everyone as "All contacts", with an agent's follow-ups and
  // an Export Contacts that could only fail), as an agent's link put it, less the follow-ups.
  beforeLoad: ({ context, params }) => {
    if (!context.identity.roles.includes('agent')) {
      const query = encodeListState(withoutFollowUps(decodeListState(params.query)));
      throw redirect({ to: '/dashboard/users/{-$query}', params: { query } });
    }
  },
  // The first page of the list loads with the page's code: the page is drawn once, with its rows.
  // A failure is the list's to say ("Fail to load contacts"), the page and its Invite and Import
  // kept, not the whole screen's (QA 44 L3): the query keeps its error for the list to show.
  loader: async ({ context, params }) => {
    // Tried once here, so a failing call leaves the page at once (the list retries it, QA 46a M1).
    const options = usersQueryOptions(decodeListState(params.query));
    await context.queryClient.ensureQueryData({ ...options, retry: false }).catch(() => undefined);
  },
  component: AgentContactsPage,
});

function AgentContactsPage() {
  const { query } = Route.useParams();
  const state = decodeListState(query);
  // Drawn again at Toronto's midnight (the follow-ups due); each drawing reads the clock afresh
  // (a last login within the day).
  useTorontoDay();
  const { changeState, open } = useListNavigation('agent-contacts');
  return (
    <UsersScreen
      scope="agent"
      state={state}
      onStateChange={changeState}
      onOpen={(user) => open(user, state)}
      now={new Date()}
    />
  );
}
