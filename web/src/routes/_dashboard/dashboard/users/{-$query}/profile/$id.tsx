import { createFileRoute } from '@tanstack/react-router';
import { UserPagePlaceholder } from '../../../../../../features/users/components/user-page-placeholder';

/** `/dashboard/users/{encodedQuery?}/profile/{id}`: the contact detail screen's address. */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/profile/$id')({
  component: function ProfilePage() {
    return <UserPagePlaceholder id={Route.useParams().id} />;
  },
});
