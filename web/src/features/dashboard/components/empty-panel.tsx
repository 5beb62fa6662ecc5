import { Paper, Stack, Text, Title } from '@mantine/core';

/** An honest empty state for a dashboard page whose figures are not collected yet. */
export function EmptyPanel({ heading, children }: { heading: string; children: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="white">
      <Stack gap="xs" align="center" ta="center" maw={520} mx="auto">
        <Title order={2} fz="lg">
          {heading}
        </Title>
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Paper>
  );
}
