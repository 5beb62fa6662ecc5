import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * What a part of a page says when it could not be loaded, with Try again beside it (a contact's
 * screen, its tabs and lists; the contacts list; Today); `title` above the message when it has one.
 */
export function LoadFailure({ text, title, onRetry }: { text: string; title?: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" {...(title && { title })}>
      <Group gap="sm">
        <Text size="sm">{text}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
