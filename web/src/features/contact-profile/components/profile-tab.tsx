import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ManagedProfile } from '@shared/profile-sections';
import { isInvited, type UserListItem } from '@shared/users';
import { ApiError } from '../../../lib/api-client';
import { profileQueryOptions } from '../api/profile-calls';
import { useLeaveToList } from '../hooks/use-leave-to-list';
import { usePictureDialog } from '../hooks/use-picture-dialog';
import { useViewer } from '../hooks/use-viewer';
import { isCustomer } from '../section-values';
import { AgentControl } from './agent-control';
import { CorrectInvite } from './correct-invite-button';
import { EnteredDetailsCard } from './entered-details';
import { ProfileActions } from './profile-actions';
import { ProfileHeadshot } from './profile-headshot';
import { ProfileSections } from './profile-sections';
import { ResendInvite } from './resend-invite';
import { WithdrawInvite } from './withdraw-invite';
import { RoleControl } from './role-control';

interface ProfileTabProps {
  user: UserListItem;
  /**
   * After Archive or Delete. The route may pass the users list's own navigation (its `exclude`);
   * by default the screen returns to the list it came from, without the user.
   */
  onLeave?: (excludedId: string, notice: string) => void;
}

/**
 * The contact detail screen's Profile tab (document 2 §2, §4; issue 14): the profile's
 * sections, edited one at a time, the headshot's and the logo's image dialog, Resend Invite for
 * someone invited, Export Contacts on an agent, Archive and Delete with their confirmations, and
 * for an admin the role control, a client's agent (ours, QA 75b M1) and Unarchive.
 */
export function ProfileTab({ user, onLeave }: ProfileTabProps) {
  const leaveToList = useLeaveToList();
  const invited = isInvited(user);
  const profile = useQuery({ ...profileQueryOptions(user.id), enabled: !invited });

  if (invited) {
    return (
      <Paper withBorder radius="lg" p="lg" bg="white">
        <Stack gap="sm" align="flex-start">
          {/* The address breaks anywhere on a phone, not the page (QA 55a: 585 px wide at 390). */}
          <Text>
            <Text span inherit data-testid="invited-address" style={{ overflowWrap: 'anywhere' }}>
              {user.details.email}
            </Text>{' '}
            has been invited and has not registered yet.
          </Text>
          <EnteredDetailsCard entered={user.entered} phone={user.details.phone} />
          <Group gap="sm" align="flex-start">
            <ResendInvite email={user.id} />
            <CorrectInvite user={user} />
            <WithdrawInvite email={user.id} staff={user.roles !== null} onWithdrawn={onLeave ?? leaveToList} />
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (profile.isPending) return <Skeleton h={240} radius="lg" aria-label="Loading the profile" />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {profile.error instanceof ApiError && profile.error.status === 404 ? 'Not Found' : profile.error.message}
      </Alert>
    );
  }

  return <LoadedProfile profile={profile.data} reload={() => profile.refetch()} onLeave={onLeave ?? leaveToList} />;
}

function LoadedProfile({
  profile,
  reload,
  onLeave,
}: {
  profile: ManagedProfile;
  reload: () => Promise<unknown>;
  onLeave: (excludedId: string, notice: string) => void;
}) {
  const viewer = useViewer();
  // An agent (their contact's) or an admin sets the headshot; the server keeps it as the contact's own.
  const headshotDialog = usePictureDialog(profile);
  const own = profile.id === viewer.sub;
  const viewerIsAdmin = viewer.roles.includes('admin');
  return (
    <Stack gap="md">
      <ProfileSections
        profile={profile}
        own={false}
        showsSubscriptions={viewer.roles.includes('agent') && !own}
        reload={reload}
        headshot={<ProfileHeadshot profile={profile} onChange={() => headshotDialog.change('headshot')} />}
      />
      {viewerIsAdmin && !own && <RoleControl profile={profile} />}
      {/* Only a client is anyone's contact (DECISIONS row 45); only an admin moves one (QA 75b M1). */}
      {viewerIsAdmin && !own && isCustomer(profile) && <AgentControl profile={profile} />}
      {!own && <ProfileActions profile={profile} viewerIsAdmin={viewerIsAdmin} onLeave={onLeave} />}
      {headshotDialog.dialog}
    </Stack>
  );
}
