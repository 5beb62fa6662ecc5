import { Button, Center, Group, Loader, Title } from '@mantine/core';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { UserProfile } from '@shared/profile';
import { useFormReload } from '../../../ui/profile-forms/use-form-reload';
import { useReloadMyProfile } from '../api/get-my-profile';

/** One of the account page's forms (account-page-forms.tsx), loaded when its section is edited. */
export type SectionForm = ComponentType<{ profile: UserProfile; onDone: () => void; onReload: () => void }>;

/**
 * An account page section's title and Edit toggle (document 1 §2.7), then its view, or its form
 * while editing (loaded on the first edit; Cancel and a save both end the edit, and Cancel
 * restores the saved values).
 */
export function EditableSection({
  title,
  profile,
  Form,
  view,
}: {
  title: string;
  profile: UserProfile;
  Form: SectionForm;
  view: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  // After a 409, Reload refetches the profile; the form (which writes both sections) remounts with it.
  const { formKey, onReload } = useFormReload(useReloadMyProfile());
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {!editing && (
          <Button variant="light" size="xs" flex="none" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <Suspense
          fallback={
            <Center py="lg" role="status" aria-label="Loading the form">
              <Loader size="sm" />
            </Center>
          }
        >
          <Form
            key={formKey(profile.sectionVersions.account, profile.sectionVersions.homeOwnership)}
            profile={profile}
            onDone={() => setEditing(false)}
            onReload={onReload}
          />
        </Suspense>
      ) : (
        view
      )}
    </>
  );
}
