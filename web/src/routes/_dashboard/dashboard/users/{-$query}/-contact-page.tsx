import { lazy } from 'react';
import type { Role } from '@shared/roles';
import { ContactDetailScreen } from '../../../../../features/contact-detail/components/contact-detail-screen';
import { useListNavigation } from '../../../../../features/users/hooks/use-list-navigation';
import { decodeListState } from '../../../../../features/users/list-state';
import { useAnnualReportSlots } from './-annual-reports';
import { useTorontoDay } from '../../../../../lib/use-toronto-day';

// The Profile tab's sections and dialogs load only when it is opened.
const ProfileTab = lazy(() =>
  import('../../../../../features/contact-profile/components/profile-tab').then((module) => ({
    default: module.ProfileTab,
  })),
);

/**
 * The contact detail screen as `profile/{id}` and `agent/{id}` show it (document 2 §2): the
 * contact-detail feature's screen with the contact-profile feature's Profile tab and the annual
 * reports' slots, composed here since features do not import each other. Not a route itself.
 */
export function ContactPage({
  identity,
  query,
  id,
}: {
  identity: { sub: string; roles: Role[] };
  /** The users list's encoded state the screen was opened from. */
  query: string | undefined;
  id: string;
}) {
  // An agent's list is their contacts: sent to the users list, the redirect dropped the notice.
  const { returnWithout } = useListNavigation(identity.roles.includes('admin') ? 'users' : 'agent-contacts');
  const { now } = useTorontoDay();
  const reports = useAnnualReportSlots(identity.roles, now);
  return (
    <>
      <ContactDetailScreen
        id={id}
        viewer={{ id: identity.sub, roles: identity.roles }}
        renderProfile={(user) => (
          // After Archive or Delete: the list the screen was opened from, without that user.
          <ProfileTab
            user={user}
            onLeave={(removedId, notice) => returnWithout(decodeListState(query), removedId, notice)}
          />
        )}
        insights={reports.insights}
        now={now}
      />
      {reports.modal}
    </>
  );
}
