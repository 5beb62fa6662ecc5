import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';

/**
 * A section's heading level: My profile's sections come right under the dashboard's h1, a
 * contact's Profile tab's under the contact's name (h2). Either looks as the h3 it was.
 */
export const sectionHeadingOrder = (own: boolean) => (own ? 2 : 3);

interface SectionCardProps {
  title: string;
  /** `sectionHeadingOrder`. */
  headingOrder: 2 | 3;
  editing: boolean;
  /** Absent when the section has no edit toggle (Subscriptions, Testimonials' own buttons). */
  onEdit?: () => void;
  view: ReactNode;
  /** The form, loaded on first edit. */
  form?: ReactNode;
  /** Above the view or form (the headshot of Account details). */
  aside?: ReactNode;
}

/**
 * One profile section: its title, an Edit toggle, and its view or its form (document 2 §4).
 * The keyboard's focus follows the toggle: Edit puts it on the form's first field; Cancel or a
 * save, whose button goes with the form, puts it back on Edit.
 */
export function SectionCard({ title, headingOrder, editing, onEdit, view, form, aside }: SectionCardProps) {
  const card = useRef<HTMLElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const closed = wasEditing.current && !editing;
    wasEditing.current = editing;
    if (!closed) return;
    // Not when another section's Edit closed this one: the focus is that section's.
    const focused = document.activeElement;
    if (!focused || focused === document.body || card.current?.contains(focused)) edit.current?.focus();
  }, [editing]);

  return (
    <Paper
      ref={card}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={headingOrder} size="h3" fz="lg">
          {title}
        </Title>
        {onEdit && !editing && (
          <Button ref={edit} variant="light" size="xs" flex="none" onClick={onEdit} aria-label={`Edit ${title}`}>
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
            <FocusedOnShow>{form}</FocusedOnShow>
          </Suspense>
        ) : (
          view
        )}
      </Stack>
    </Paper>
  );
}

const editableField =
  'input:not([type="hidden"]):not([readonly]):not(:disabled), select:not(:disabled), textarea:not([readonly]):not(:disabled)';

/** Focuses the first field it can edit once the form shows (after the lazy form has loaded). */
function FocusedOnShow({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => wrapper.current?.querySelector<HTMLElement>(editableField)?.focus(), []);
  return <div ref={wrapper}>{children}</div>;
}
