import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import classes from './home-valuation.module.css';

export interface ValueFacts {
  instanceValue: number;
  instanceValueDate: string;
  lowerRange: number;
  upperRange: number;
  confirmed: boolean;
  confirmedValue?: number;
  confirmedAt?: string;
  detailsChangedAt?: string;
}

/** What the range means, where it is drawn and in the list's "How we estimate" note. */
export const rangeMeaning = 'The range is where we expect the price to fall 8 times in 10.';

const money = (value: number | undefined) => (value === undefined ? 'N/A' : formatCurrency(value));

/** The estimate: the value, its 80% range as a bar, and the agent's confirmed value when there is one. */
export function ValueCard({
  facts,
  title = 'Estimated Valuation',
  compact,
  confirmation = true,
}: {
  facts: ValueFacts;
  title?: string;
  /** In a side column: a smaller figure. */
  compact?: boolean;
  /** False where the page says the confirmation in a card of its own (the summary, QA 72a L2). */
  confirmation?: boolean;
}) {
  const span = Math.max(1, facts.upperRange - facts.lowerRange);
  const at = Math.min(100, Math.max(0, ((facts.instanceValue - facts.lowerRange) / span) * 100));
  return (
    <Paper className={classes.valueCard} radius="lg" p={{ base: 'clamp(1rem, 5.2vw, 1.25rem)', sm: 'xl' }}>
      <Stack gap="md">
        {/* The model's figure: what the agent confirmed is said below, in its own box. */}
        <div>
          <Text size="sm" fw={600} tt="uppercase" lts={0.6} className={classes.eyebrow}>
            {title}
          </Text>
          <Text className={compact ? classes.compactValue : classes.bigValue} data-testid="estimated-value">
            {money(facts.instanceValue)}
          </Text>
          <Text size="sm" c="dimmed">
            As of {facts.instanceValueDate}
          </Text>
        </div>
        <Box aria-label={`Range ${money(facts.lowerRange)} to ${money(facts.upperRange)}`} role="img">
          <div className={classes.rangeTrack}>
            <div className={classes.rangeMarker} style={{ left: `${at}%` }} />
          </div>
          <Group justify="space-between" mt={6}>
            <div>
              <Text size="xs" c="dimmed">
                Low
              </Text>
              <Text fw={600}>{money(facts.lowerRange)}</Text>
            </div>
            {/* Right-aligned at the right, also when larger text wraps it under Low. */}
            <div style={{ textAlign: 'right', marginLeft: 'auto' }}>
              <Text size="xs" c="dimmed">
                High
              </Text>
              <Text fw={600}>{money(facts.upperRange)}</Text>
            </div>
          </Group>
        </Box>
        <Text size="xs" c="dimmed" mt={-8}>
          {rangeMeaning}{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/home-valuation/accuracy" />} size="xs">
            How accurate are the estimates?
          </Anchor>
        </Text>
        {facts.confirmed && confirmation && (
          <Box className={classes.confirmedBox}>
            {facts.confirmedValue === undefined ? (
              // A share link of a valuation resting on the home's own sale: the figure stays the owner's.
              // The estimate above is not it (QA 66a M1: read as the figure confirmed).
              <Text size="sm">
                A value has been confirmed for the owner; this link does not show it. The estimate above is not that
                value.
              </Text>
            ) : (
              <>
                <Text size="sm">The valuation is now confirmed at:</Text>
                {/* A little smaller on the narrowest phones, where larger text would run it past its box. */}
                <Text fw={700} fz="clamp(1.25rem, 7vw, 1.5rem)" data-testid="confirmed-value">
                  {money(facts.confirmedValue)}
                </Text>
              </>
            )}
            {facts.confirmedAt && (
              <Text size="xs" c="dimmed">
                Confirmed on <span style={{ whiteSpace: 'nowrap' }}>{displayDate(facts.confirmedAt)}</span>
              </Text>
            )}
            {facts.detailsChangedAt && <DetailsChangedNote at={facts.detailsChangedAt} />}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** Under a confirmed value: the owner changed the home's details since, so it was of other facts. */
export function DetailsChangedNote({ at }: { at: string }) {
  return (
    <Text size="xs" c="orange.9" mt={4}>
      The home&apos;s details changed on <span style={{ whiteSpace: 'nowrap' }}>{displayDate(at)}</span>, after this
      confirmation.
    </Text>
  );
}
