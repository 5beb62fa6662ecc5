import { Anchor, Box, Collapse, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
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
      {explanation && rate.machineCount > 0 && <MachineCount count={rate.machineCount} explanation={explanation} />}
    </Paper>
  );
}

/**
 * "+ N by machines" and, on request, why they are apart. A disclosure rather than a tooltip:
 * it works by touch and keyboard alike, and keeps floating-ui out of the page's first load.
 */
function MachineCount({ count, explanation }: { count: number; explanation: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Box px="md" pb="sm">
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          + {count.toLocaleString('en-CA')} by machines
        </Text>
        <Anchor
          component="button"
          type="button"
          size="xs"
          // A 24 px target a finger can take (WCAG 2.5.8), though its text is small.
          display="inline-flex"
          mih={24}
          style={{ alignItems: 'center' }}
          aria-expanded={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide' : 'Why apart?'}
        </Anchor>
      </Group>
      <Collapse expanded={shown} id={id}>
        <Text size="xs" c="dimmed" mt={4}>
          {explanation}
        </Text>
      </Collapse>
    </Box>
  );
}
