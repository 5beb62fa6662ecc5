import { createFileRoute } from '@tanstack/react-router';
import { UserPagePlaceholder } from '../../../../../../features/users/components/user-page-placeholder';

/** `/dashboard/users/{encodedQuery?}/agent/{id}`: an agent's page in the dashboard. */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/agent/$id')({
  component: function AgentPage() {
    return <UserPagePlaceholder id={Route.useParams().id} />;
  },
});
