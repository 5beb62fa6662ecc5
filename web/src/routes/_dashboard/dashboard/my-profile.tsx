import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { MyProfileScreen } from '../../../features/contact-profile/components/my-profile-screen';
import { SendingSection } from '../../../features/sender-identity/components/sending-section';

// The account page's headshot dialog (upload and save), loaded when the photo is changed.
const HeadshotDialog = lazy(() =>
  import('../../../features/profile/components/headshot-dialog').then((module) => ({
    default: module.HeadshotDialog,
  })),
);

/** `/dashboard/my-profile`: the signed-in agent's or admin's own profile (document 2 §2). */
export const Route = createFileRoute('/_dashboard/dashboard/my-profile')({
  component: () => (
    <MyProfileScreen
      HeadshotDialog={HeadshotDialog}
      agentSending={(profile) => (
        <SendingSection agentId={profile.id} agentName={`${profile.firstName} ${profile.lastName}`} />
      )}
    />
  ),
});
