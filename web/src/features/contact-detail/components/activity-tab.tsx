import {
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { neighbourhoodsQueryOptions } from '../../../lib/neighbourhoods';
import { MonthPicker } from '../../../ui/month-picker';
import { monthName, pickerMonths } from '../../../ui/picker-months';
import { activityRows } from '../activity-rows';
import { useFeeds } from '../api/get-feeds';
import { LoadFailure } from '../../../ui/load-failure';

/** How many rows of the history show at first, and how many more each Load More adds. */
export const activityPageSize = 50;

/**
 * The Activity tab (document 2 §2): a month (the current one by default), the count of each
 * kind of event in it, and the history, newest first, with its short titles (DECISIONS row 20).
 * A busy month (a client who opens every newsletter and valuation) can hold hundreds of rows:
 * the history shows the newest 50 and Load More adds 50 at a time, as the listing history's does.
 */
export function ActivityTab({ contactId, now }: { contactId: string; now: Date }) {
  const months = pickerMonths(now);
  const [month, setMonth] = useState(months[0]!);
  const [shown, setShown] = useState(activityPageSize);
  const feeds = useFeeds(contactId, month);
  // Sold reports are named by their neighbourhood: the one list the maps share, when needed.
  const needsNames = feeds.data?.items.some((item) => item.nid !== undefined) ?? false;
  const neighbourhoods = useQuery({ ...neighbourhoodsQueryOptions(), enabled: needsNames });
  const rows = useMemo(
    () => activityRows(feeds.data?.items ?? [], new Map((neighbourhoods.data ?? []).map((n) => [n.id, n.name]))),
    [feeds.data, neighbourhoods.data],
  );

  return (
    <Stack gap="md">
      <MonthPicker
        label="Activity month"
        value={month}
        months={months}
        onChange={(next) => {
          setMonth(next);
          setShown(activityPageSize);
        }}
      />
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
                    // A type may be split by its event (HomeValue: viewed, created…): the title tells them apart.
                    <Group key={`${row.feedType}:${row.title}`} justify="space-between" wrap="nowrap">
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
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nothing happened in {monthName(month)}.
                </Text>
              ) : (
                <Stack gap="sm">
                  <Table verticalSpacing="xs" data-testid="activity-history">
                    <Table.Tbody>
                      {rows.slice(0, shown).map((row) => (
                        <Table.Tr key={row.id}>
                          <Table.Td w={110} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                            <Text size="sm" c="dimmed">
                              {row.date}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {row.time}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {row.title}
                              {row.count > 1 && (
                                <>
                                  <Text component="span" size="sm" c="dimmed" fw={400} aria-hidden>
                                    {` ×${row.count}`}
                                  </Text>
                                  <VisuallyHidden component="span">{`, ${row.count} times`}</VisuallyHidden>
                                </>
                              )}
                            </Text>
                            {row.description && (
                              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {row.description}
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  {rows.length > shown && (
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Text size="sm" c="dimmed" aria-live="polite">
                        Showing the newest {shown} of {rows.length}
                      </Text>
                      <Button variant="light" size="xs" onClick={() => setShown((count) => count + activityPageSize)}>
                        Load More
                      </Button>
                    </Group>
                  )}
                </Stack>
              )}
            </Paper>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
