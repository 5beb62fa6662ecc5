import { createFileRoute } from '@tanstack/react-router';
import { readContactSearch } from '../../../../../../features/contact-detail/contact-tabs';
import { ContactPage } from '../-contact-page';

/** `/dashboard/users/{encodedQuery?}/profile/{id}?tab=`: the contact detail screen (document 2 §2). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/profile/$id')({
  validateSearch: readContactSearch,
  component: function ProfilePage() {
    const { identity } = Route.useRouteContext();
    const { query, id } = Route.useParams();
    return <ContactPage identity={identity} query={query} id={id} />;
  },
});
