import { createFileRoute } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { ContactDetailScreen } from '../../../../../../features/contact-detail/components/contact-detail-screen';
import { readContactSearch } from '../../../../../../features/contact-detail/contact-tabs';
import { useListNavigation } from '../../../../../../features/users/hooks/use-list-navigation';
import { decodeListState } from '../../../../../../features/users/list-state';
import { useAnnualReportSlots } from '../-annual-reports';

// The Profile tab's sections and dialogs load only when it is opened.
const ProfileTab = lazy(() =>
  import('../../../../../../features/contact-profile/components/profile-tab').then((module) => ({
    default: module.ProfileTab,
  })),
);

/** `/dashboard/users/{encodedQuery?}/profile/{id}?tab=`: the contact detail screen (document 2 §2). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/profile/$id')({
  validateSearch: readContactSearch,
  component: function ProfilePage() {
    const { identity } = Route.useRouteContext();
    const { query, id } = Route.useParams();
    const { returnWithout } = useListNavigation('users');
    const [now] = useState(() => new Date());
    const reports = useAnnualReportSlots(identity.roles, now);
    return (
      <>
        <ContactDetailScreen
          id={id}
          viewer={{ id: identity.sub, roles: identity.roles }}
          renderProfile={(user) => (
            // After Archive or Delete: the list the screen was opened from, without that user.
            <ProfileTab user={user} onLeave={(removedId) => returnWithout(decodeListState(query), removedId)} />
          )}
          insights={reports.insights}
          now={now}
        />
        {reports.modal}
      </>
    );
  },
});
