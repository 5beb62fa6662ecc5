import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { UserProfile } from '@shared/profile';
import { profileQueryKey, profileQueryOptions } from '../api/profile-calls';
import { useViewer } from '../hooks/use-viewer';
import { ProfileHeadshot } from './profile-headshot';
import { ProfileSections } from './profile-sections';

/** The headshot dialog the route hands in (the account page's: the same upload and save). */
export type HeadshotDialogComponent = ComponentType<{
  profile: UserProfile;
  opened: boolean;
  onClose: () => void;
  onSaved?: () => void;
}>;

/**
 * My profile `/dashboard/my-profile` (document 2 §2): Account details with the headshot, and
 * for an agent Agent details and Testimonials, with the Profile tab's section editor.
 */
export function MyProfileScreen({
  HeadshotDialog,
  agentSending,
}: {
  HeadshotDialog: HeadshotDialogComponent;
  /** For an agent: how their e-mails are sent (the route composes the sender-identity feature in). */
  agentSending?: (profile: UserProfile) => ReactNode;
}) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions(viewer.sub, true));
  const [changing, setChanging] = useState(false);
  // Kept mounted once opened, so that closing it plays the modal's transition.
  const [dialogWanted, setDialogWanted] = useState(false);

  if (profile.isPending) return <Skeleton h={240} radius="lg" aria-label="Loading the profile" />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {profile.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={880}>
      <ProfileSections
        profile={profile.data}
        own
        showsSubscriptions={false}
        reload={() => profile.refetch()}
        headshot={
          <ProfileHeadshot
            profile={profile.data}
            onChange={() => {
              setDialogWanted(true);
              setChanging(true);
            }}
          />
        }
      />
      {viewer.roles.includes('agent') && agentSending?.(profile.data)}
      {dialogWanted && (
        <Suspense fallback={null}>
          <HeadshotDialog
            profile={profile.data}
            opened={changing}
            onClose={() => setChanging(false)}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: profileQueryKey(viewer.sub) })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
