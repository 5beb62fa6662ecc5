import { createFileRoute } from '@tanstack/react-router';
import { readContactSearch } from '../../../../../../../../features/contact-detail/contact-tabs';
import { ContactPage } from '../../../-contact-page';

/**
 * `/dashboard/users/{encodedQuery?}/agent/{agentId}/profile/{id}?tab=&q=&sort=`: a contact opened
 * from an agent's Contact List, the same screen as `profile/{id}`; Back returns to that agent's
 * list with its search and sort (`q`, `sort`), and the header reads "Agent › Profile" (QA 63b M3).
 */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/agent/$agentId/profile/$id')({
  validateSearch: readContactSearch,
  component: function AgentContactPage() {
    const { identity } = Route.useRouteContext();
    const { query, id } = Route.useParams();
    return <ContactPage identity={identity} query={query} id={id} />;
  },
});
