import { createFileRoute } from '@tanstack/react-router';
import { readContactSearch } from '../../../../../../../../features/contact-detail/contact-tabs';
import { ContactPage } from '../../../-contact-page';

/**
 * `/dashboard/users/{encodedQuery?}/agent/{agentId}/profile/{id}?tab=&q=&sort=&exclude=`: a
 * contact opened from an agent's Contact List, the same screen as `profile/{id}`; Back, and
 * Archive or Delete, return to that agent's list with its search and sort (`q`, `sort`,
 * `exclude`), and the header reads "Agent › Profile" (QA 63b M3, review 64).
 */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/agent/$agentId/profile/$id')({
  validateSearch: readContactSearch,
  component: function AgentContactPage() {
    const { identity } = Route.useRouteContext();
    const { query, agentId, id } = Route.useParams();
    const { q, sort, exclude } = Route.useSearch();
    return (
      <ContactPage identity={identity} query={query} id={id} agentList={{ agentId, search: { q, sort, exclude } }} />
    );
  },
});
