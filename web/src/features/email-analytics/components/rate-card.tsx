import { Box, Group, Paper, Skeleton, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatPercent, machineExplanations, type EmailRate } from '../email-figures';

const RatePie = lazy(() => import('./rate-pie'));

const pieSize = 72;

/**
 * One of Open rate, Click through and Unsubscribes: the people's share of the e-mails sent with
 * its pie, and what machines did beside it (DECISIONS row 39). The card's button opens the side
 * panel of the people behind it.
 */
export function RateCard({
  rate,
  sent,
  open,
  onOpen,
}: {
  rate: EmailRate;
  sent: number;
  open: boolean;
  onOpen: () => void;
}) {
  const explanation = machineExplanations[rate.type];
  return (
    <Paper withBorder radius="md" bg="white" data-testid="rate-card" style={{ overflow: 'hidden' }}>
      <UnstyledButton
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-expanded={open}
        p="md"
        w="100%"
        style={{ display: 'block' }}
        bg={open ? 'gray.0' : undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={500}>
              {rate.label}
            </Text>
            <Text fz={28} fw={700} lh={1.3} data-testid="rate-percent">
              {formatPercent(rate.percent)}
            </Text>
            <Text size="xs" c="dimmed">
              {rate.count.toLocaleString('en-CA')} of {sent.toLocaleString('en-CA')} sent
            </Text>
          </Stack>
          <Box w={pieSize} h={pieSize} aria-hidden style={{ flexShrink: 0 }}>
            <Suspense fallback={<Skeleton circle h={pieSize} />}>
              <RatePie percent={rate.percent} />
            </Suspense>
          </Box>
        </Group>
        <Text size="xs" c="brand.7" fw={600} mt="xs">
          See who
        </Text>
      </UnstyledButton>
      {explanation && rate.machineCount > 0 && (
        <Box px="md" pb="sm">
          <Tooltip label={explanation} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
            <Text
              size="xs"
              c="dimmed"
              tabIndex={0}
              td="underline dotted"
              style={{ cursor: 'help', width: 'fit-content' }}
            >
              + {rate.machineCount.toLocaleString('en-CA')} by machines
            </Text>
          </Tooltip>
          <VisuallyHidden>{explanation}</VisuallyHidden>
        </Box>
      )}
    </Paper>
  );
}
