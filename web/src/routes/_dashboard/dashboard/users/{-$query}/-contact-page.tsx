import { useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import type { Role } from '@shared/roles';
import { ContactDetailScreen } from '../../../../../features/contact-detail/components/contact-detail-screen';
import { ListNotice } from '../../../../../features/users/components/list-notice';
import { useListNavigation } from '../../../../../features/users/hooks/use-list-navigation';
import { decodeListState } from '../../../../../features/users/list-state';
import { contactListLink } from '../../../../../lib/agent-list-link';
import { withExcludedContact, type ContactListSearch } from '../../../../../lib/contact-list-search';
import { useAnnualReportSlots } from './-annual-reports';
import { useTorontoDay } from '../../../../../lib/use-toronto-day';

// The Profile tab's sections and dialogs load only when it is opened.
const ProfileTab = lazy(() =>
  import('../../../../../features/contact-profile/components/profile-tab').then((module) => ({
    default: module.ProfileTab,
  })),
);

/** The agent's Contact List a contact was opened from (`agent/{agentId}/profile/{id}`), as its URL has it. */
interface AgentList {
  agentId: string;
  search: ContactListSearch;
}

/**
 * The contact detail screen as `profile/{id}` and `agent/{id}` show it (document 2 §2): the
 * contact-detail feature's screen with the contact-profile feature's Profile tab and the annual
 * reports' slots, composed here since features do not import each other. Not a route itself.
 */
export function ContactPage({
  identity,
  query,
  id,
  agentList,
  receivesListNotice = false,
}: {
  identity: { sub: string; roles: Role[] };
  /** The users list's encoded state the screen was opened from. */
  query: string | undefined;
  id: string;
  /** Set when the contact was opened from an agent's Contact List: Archive and Delete go back there, as Back does. */
  agentList?: AgentList;
  /**
   * The page is an agent's, whose Contact List a contact's Archive or Delete comes back to with
   * its notice. Only there: on a contact's page, which that notice leaves, a ListNotice took it
   * from the next page's history entry while the next page loaded (CI: the Users list showed none).
   */
  receivesListNotice?: boolean;
}) {
  // An agent's list is their contacts: sent to the users list, the redirect dropped the notice.
  const { returnWithout } = useListNavigation(identity.roles.includes('admin') ? 'users' : 'agent-contacts');
  const navigate = useNavigate();
  const { now } = useTorontoDay();
  const reports = useAnnualReportSlots(identity.roles, now);
  // After Archive or Delete: the list the screen was opened from, without that user (its
  // `exclude`, while the list's read model catches up), saying what was done. From an agent's
  // Contact List, that list with its search and sort, where Back and the 'Agent' crumb go
  // (review 64: it was the admin's Users list). The action put the cached pages right.
  const leave = (removedId: string, notice: string) => {
    if (!agentList) {
      returnWithout(decodeListState(query), removedId, notice);
      return;
    }
    const back = contactListLink(query, agentList.agentId, withExcludedContact(agentList.search, removedId));
    void navigate({ ...back, state: { listNotice: notice } });
  };
  return (
    <>
      <ContactDetailScreen
        id={id}
        viewer={{ id: identity.sub, roles: identity.roles }}
        renderProfile={(user) => <ProfileTab user={user} onLeave={leave} />}
        insights={reports.insights}
        notice={receivesListNotice ? <ListNotice /> : undefined}
        now={now}
      />
      {reports.modal}
    </>
  );
}
