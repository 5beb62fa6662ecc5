import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ManagedProfile } from '@shared/profile-sections';
import { useSectionSave } from '../hooks/use-section-save';
import { testimonialsOf } from '../section-values';
import { SectionFooter, saveFailureOf, type SaveFailure } from '../../../ui/profile-forms/section-footer';
import { sectionHeadingOrder } from './section-card';

const TestimonialForm = lazy(() =>
  import('./testimonial-form').then((module) => ({ default: module.TestimonialForm })),
);
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** Document 2 §2: the testimonial delete confirmation, verbatim. */
export const removeTestimonialQuestion = 'Are you sure you want to permanently remove this testimonial?';

interface TestimonialsSectionProps {
  profile: ManagedProfile;
  own: boolean;
  /** The testimonial being edited (-1: a new one), or null when this section is closed. */
  editing: number | null;
  onEdit: (index: number) => void;
  onDone: () => void;
  onReload: () => void;
  /** Changes when the form must start again from the profile (Reload, a new version). */
  formKey: string;
}

/** Testimonials (document 2 §2): add, edit and delete, one at a time with the other sections. */
export function TestimonialsSection({
  profile,
  own,
  editing,
  onEdit,
  onDone,
  onReload,
  formKey,
}: TestimonialsSectionProps) {
  const list = testimonialsOf(profile);
  const [removing, setRemoving] = useState<number | null>(null);
  const [confirmWanted, setConfirmWanted] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSectionSave(profile.id);

  const form = (index: number) => (
    <Suspense
      fallback={
        <Center py="md" role="status" aria-label="Loading the form">
          <Loader size="sm" />
        </Center>
      }
    >
      <TestimonialForm key={formKey} profile={profile} own={own} index={index} onDone={onDone} onReload={onReload} />
    </Suspense>
  );

  function remove(index: number) {
    setFailure(null);
    save.mutate(
      {
        section: 'testimonials',
        version: profile.sectionVersions.testimonials,
        testimonials: list.filter((_, at) => at !== index),
      },
      {
        onSuccess: () => setRemoving(null),
        onError: (error) => {
          setRemoving(null);
          setFailure(saveFailureOf(error).failure ?? { kind: 'error', message: error.message });
        },
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label="Testimonials">
      <Group justify="space-between" mb="md">
        <Title order={sectionHeadingOrder(own)} size="h3" fz="lg">
          Testimonials
        </Title>
        {editing !== -1 && (
          <Button variant="light" size="xs" onClick={() => onEdit(-1)}>
            Add testimonial
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {editing === -1 && form(-1)}
        {list.length === 0 && editing !== -1 && (
          <Text size="sm" c="dimmed">
            No testimonials yet.
          </Text>
        )}
        {list.map((text, index) =>
          editing === index ? (
            <div key={index}>{form(index)}</div>
          ) : (
            <Paper key={index} withBorder radius="md" p="sm" bg="gray.0" data-testid="testimonial">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {text}
              </Text>
              <Group justify="flex-end" gap="xs" mt="xs">
                <Button variant="subtle" size="compact-xs" onClick={() => onEdit(index)}>
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  onClick={() => {
                    setConfirmWanted(true);
                    setRemoving(index);
                  }}
                >
                  Delete
                </Button>
              </Group>
            </Paper>
          ),
        )}
        {failure && <SectionFooter failure={failure} pending={false} onCancel={onDone} onReload={onReload} alertOnly />}
      </Stack>
      {confirmWanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={removing !== null}
            title="Remove testimonial"
            confirmLabel="Delete"
            busy={save.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => removing !== null && remove(removing)}
          >
            {removeTestimonialQuestion}
          </ConfirmDialog>
        </Suspense>
      )}
    </Paper>
  );
}
