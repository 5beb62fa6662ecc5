import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FeedbackItem } from '@shared/feedback';
import { displayDate } from '@shared/format/dates';
import { useFeedbackList } from '../api/list-feedback';
import { LoadingButton } from '../../../ui/loading-button';

/**
 * The feedback the widget collected (DECISIONS row 41), newest first, for admins on Platform
 * Analytics: rate, text, page, sender (or 'Visitor') and date; more on request.
 */
export function FeedbackList() {
  const feedback = useFeedbackList();
  const items = feedback.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby="feedback-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="feedback-heading">
          Feedback
        </Title>
        {feedback.isPending ? (
          <Text c="dimmed">Loading feedback…</Text>
        ) : feedback.isError ? (
          <Text c="red.8">The feedback could not be loaded. Please try again later.</Text>
        ) : items.length === 0 ? (
          <Text c="dimmed">No feedback yet. What visitors and users send with the Feedback tab will show here.</Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <FeedbackRow key={item.id} item={item} />
            ))}
          </Stack>
        )}
        {feedback.hasNextPage && (
          <Group justify="center">
            <LoadingButton
              variant="default"
              onClick={() => void feedback.fetchNextPage()}
              loading={feedback.isFetchingNextPage}
            >
              Show older feedback
            </LoadingButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  const sender = item.user ? item.user.name || 'Former user' : 'Visitor';
  return (
    <Stack
      component="li"
      gap={4}
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="feedback-item"
    >
      <Group gap="sm" wrap="wrap">
        <Badge color={item.rate === 'positive' ? 'green' : 'red'} variant="light">
          {item.rate === 'positive' ? 'Positive' : 'Negative'}
        </Badge>
        <Text size="sm" fw={600}>
          {sender}
        </Text>
        <Text size="sm" c="dimmed">
          {displayDate(item.createdAt)}
        </Text>
        {item.page && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.page}
          </Text>
        )}
      </Group>
      {item.description ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Text>
      ) : (
        <Text c="dimmed" fs="italic" size="sm">
          No comment
        </Text>
      )}
    </Stack>
  );
}
