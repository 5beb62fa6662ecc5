import { Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { UserListItem } from '@shared/users';
import { fullName } from '@shared/full-name';
import { ApiError } from '../../../lib/api-client';
import { ChevronIcon } from '../../../ui/icons/navigation-icons';
import { useContact } from '../api/get-contact';
import { contactTabLabels, openTab, visibleTabs, type ContactTab, type Viewer } from '../contact-tabs';
import { useContactNavigation } from '../hooks/use-contact-navigation';
import { ContactHeader } from './contact-header';
import type { InsightsSlots } from './insights-tab';
import { LoadFailure } from '../../../ui/load-failure';
import { useDocumentTitle } from '../../../ui/use-document-title';

// Each tab loads when it is first opened: the route's own chunk stays the header and the tabs.
const InsightsTab = lazy(() => import('./insights-tab').then((module) => ({ default: module.InsightsTab })));
const ActivityTab = lazy(() => import('./activity-tab').then((module) => ({ default: module.ActivityTab })));
const NotesTab = lazy(() => import('./notes-tab').then((module) => ({ default: module.NotesTab })));
const ContactListTab = lazy(() => import('./contact-list-tab').then((module) => ({ default: module.ContactListTab })));

export interface ContactDetailScreenProps {
  id: string;
  viewer: Viewer;
  /** The Profile tab, which another feature builds; the route composes it. */
  renderProfile: (user: UserListItem) => ReactNode;
  /** The Insights tab's annual-report parts, which another feature builds (issue 17). */
  insights?: InsightsSlots;
  /**
   * What a contact's page sent back here did ("… is being deleted."), for an agent's Contact
   * List, which a contact opened from it returns to after Archive or Delete; another feature's.
   */
  notice?: ReactNode;
  now: Date;
}

const tabFallback = <Skeleton h={160} radius="md" />;

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<ChevronIcon direction="left" size={14} />}
      onClick={onBack}
      w="fit-content"
    >
      Back
    </Button>
  );
}

/**
 * The contact detail screen (document 2 §2): who the person is, the follow-up for an agent on
 * a customer, and the tabs the viewer may see.
 */
export function ContactDetailScreen({ id, viewer, renderProfile, insights, notice, now }: ContactDetailScreenProps) {
  const contact = useContact(id);
  // The URL's tab; one this viewer may not see falls back to their first.
  const { tab, list, showTab, searchList, back, openContact } = useContactNavigation();
  // The browser tab says whose page it is (several contacts open side by side), not "Users".
  useDocumentTitle(contact.data ? fullName(contact.data.details) || contact.data.details.email : undefined);

  if (contact.isPending) {
    return (
      <Stack gap="md" data-testid="contact-loading">
        <BackButton onBack={back} />
        <Skeleton h={96} radius="lg" />
        <Skeleton h={36} radius="md" />
        <Skeleton h={200} radius="lg" />
      </Stack>
    );
  }
  if (contact.isError) {
    const missing = contact.error instanceof ApiError && contact.error.status === 404;
    return (
      <Stack gap="md">
        <BackButton onBack={back} />
        <Paper withBorder radius="lg" p="lg" bg="white">
          {missing ? (
            <Text fw={600}>Not Found</Text>
          ) : (
            <LoadFailure
              title="This contact could not be loaded"
              text={contact.error.message}
              onRetry={() => void contact.refetch()}
            />
          )}
        </Paper>
      </Stack>
    );
  }

  const user = contact.data;
  const tabs = visibleTabs(viewer, user);
  const current = openTab(tab, tabs);
  const panel = (key: ContactTab): ReactNode => {
    switch (key) {
      case 'insights':
        return <InsightsTab user={user} {...insights} />;
      case 'activity':
        return <ActivityTab contactId={user.id} now={now} />;
      case 'notes':
        return <NotesTab contactId={user.id} />;
      case 'contacts':
        return (
          <ContactListTab
            agentId={user.id}
            // Follow-ups are an agent's own: only on their own page does the list sort by one.
            scope={viewer.id === user.id && viewer.roles.includes('agent') ? 'agent' : 'admin'}
            search={list}
            onSearch={searchList}
            now={now}
            onOpen={(contact) => openContact(user.id, contact)}
          />
        );
      case 'profile':
        return renderProfile(user);
    }
  };

  return (
    <Stack gap="md">
      <BackButton onBack={back} />
      {notice}
      <ContactHeader user={user} viewer={viewer} now={now} />
      <Tabs value={current} onChange={(value) => value && showTab(value as ContactTab)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {contactTabLabels[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <Suspense fallback={tabFallback}>{panel(key)}</Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
