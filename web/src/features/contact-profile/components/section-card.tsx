import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  editing: boolean;
  /** Absent when the section has no edit toggle (Subscriptions, Testimonials' own buttons). */
  onEdit?: () => void;
  view: ReactNode;
  /** The form, loaded on first edit. */
  form?: ReactNode;
  /** Above the view or form (the headshot of Account details). */
  aside?: ReactNode;
}

/** One profile section: its title, an Edit toggle, and its view or its form (document 2 §4). */
export function SectionCard({ title, editing, onEdit, view, form, aside }: SectionCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {onEdit && !editing && (
          <Button variant="light" size="xs" flex="none" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {aside}
        {editing && form ? (
          <Suspense
            fallback={
              <Center py="lg" role="status" aria-label="Loading the form">
                <Loader size="sm" />
              </Center>
            }
          >
            {form}
          </Suspense>
        ) : (
          view
        )}
      </Stack>
    </Paper>
  );
}
