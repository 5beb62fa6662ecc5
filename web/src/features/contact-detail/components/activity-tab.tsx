import { Box, Group, LoadingOverlay, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { displayDate } from '@shared/format/dates';
import { MonthPicker } from '../../../ui/month-picker';
import { monthName, pickerMonths } from '../../../ui/picker-months';
import { useFeeds } from '../api/get-feeds';
import { LoadFailure } from './load-failure';

/**
 * The Activity tab (document 2 §2): a month (the current one by default), the count of each
 * kind of event in it, and the history, newest first, with its short titles (DECISIONS row 20).
 */
export function ActivityTab({ contactId, now }: { contactId: string; now: Date }) {
  const months = pickerMonths(now);
  const [month, setMonth] = useState(months[0]!);
  const feeds = useFeeds(contactId, month);

  return (
    <Stack gap="md">
      <MonthPicker label="Activity month" value={month} months={months} onChange={setMonth} />
      {feeds.isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : feeds.isError ? (
        <LoadFailure text="The activity could not be loaded." onRetry={() => void feeds.refetch()} />
      ) : (
        <Box pos="relative">
          <LoadingOverlay visible={feeds.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} />
          <Stack gap="md">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section">
              <Title order={3} fz="md" mb="sm">
                Aggregation
              </Title>
              {feeds.data.aggregation.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No activity in {monthName(month)}.
                </Text>
              ) : (
                <Stack gap={6} data-testid="activity-aggregation">
                  {feeds.data.aggregation.map((row) => (
                    <Group key={row.feedType} justify="space-between" wrap="nowrap">
                      <Text size="sm">{row.title}</Text>
                      <Text size="sm" fw={700}>
                        {row.count}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section">
              <Title order={3} fz="md" mb="sm">
                Activity history
              </Title>
              {feeds.data.items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nothing happened in {monthName(month)}.
                </Text>
              ) : (
                <Table verticalSpacing="xs" data-testid="activity-history">
                  <Table.Tbody>
                    {feeds.data.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td w={110} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                          <Text size="sm" c="dimmed">
                            {displayDate(item.time)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {item.title}
                          </Text>
                          {item.description && (
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {item.description}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
