import { createFileRoute } from '@tanstack/react-router';
import { readContactSearch } from '../../../../../../features/contact-detail/contact-tabs';
import { ContactPage } from '../-contact-page';

/** `/dashboard/users/{encodedQuery?}/agent/{id}?tab=`: an agent's page, the same screen (document 2 §2). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/agent/$id')({
  validateSearch: readContactSearch,
  component: function AgentPage() {
    const { identity } = Route.useRouteContext();
    const { query, id } = Route.useParams();
    return <ContactPage identity={identity} query={query} id={id} receivesListNotice />;
  },
});
