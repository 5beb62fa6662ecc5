import { Box, Group, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { MonthPicker } from '../../../ui/month-picker';
import { MonthNotOver } from './overview-section';
import { pickerMonths } from '../../../ui/picker-months';
import { useWebAnalytics } from '../api/get-web-analytics';
import { WebFigures } from './web-figures';

/** 'Monthly data': a month of the last 12 (the current Toronto month first) and its web figures. */
export function MonthlySection({ now }: { now: Date }) {
  const months = pickerMonths(now);
  const [month, setMonth] = useState(months[0]!);
  const monthly = useWebAnalytics(month);
  useLoggedFailure(monthly.error, `The web analytics of ${month}`);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby="monthly-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="monthly-heading">
            Monthly data
          </Title>
          <MonthPicker label="Analytics month" value={month} months={months} onChange={setMonth} />
        </Group>
        <Box pos="relative">
          <LoadingOverlay visible={monthly.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} />
          <WebFigures figures={monthly.isError ? undefined : monthly.data} loading={monthly.isPending} />
        </Box>
        {month === months[0] && <MonthNotOver month={month} />}
      </Stack>
    </Paper>
  );
}
