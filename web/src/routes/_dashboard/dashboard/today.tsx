import { createFileRoute } from '@tanstack/react-router';
import { TodayScreen } from '../../../features/today/components/today-screen';
import { isUserId } from '@shared/validation/rules';

/** `/dashboard/today?agent=` (issue 29): the agent's dashboard home; an admin picks the agent. */
export const Route = createFileRoute('/_dashboard/dashboard/today')({
  validateSearch: (search: Record<string, unknown>): { agent?: string } => {
    const agent =
      typeof search.agent === 'string' && search.agent !== '' && isUserId(search.agent) ? search.agent : undefined;
    return agent ? { agent } : {};
  },
  component: TodayRoute,
});

function TodayRoute() {
  const { identity } = Route.useRouteContext();
  const { agent } = Route.useSearch();
  const navigate = Route.useNavigate();
  const admin = identity.roles.includes('admin');
  return (
    <TodayScreen
      viewer={admin ? 'admin' : 'agent'}
      {...(admin && agent && { agentId: agent })}
      onAgentChange={(next) => void navigate({ search: next ? { agent: next } : {} })}
    />
  );
}
