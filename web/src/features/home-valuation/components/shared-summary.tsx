import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { interiorSize } from '@shared/format/interior-size';
import { fullName } from '@shared/full-name';
import { bedroomCount } from '@shared/home-value/listed-facts';
import { propertyTypeLabels } from '@shared/property-types';
import { useSharedValuation } from '../api/get-shared-valuation';
import { availablePeriods, confirmedPoint, periodRange, type ChartPeriod } from '../value-chart-series';
import classes from './home-valuation.module.css';
import { ValueCard } from './value-card';
import { ValueChart } from './value-chart';
import { useDocumentTitle } from '../../../ui/use-document-title';

/**
 * What a share link's estimate rests on (`SharedValuation`): never the home's own sale, said
 * without implying there was one (QA 43: a home only ever leased read as sold), and the owner's
 * improvements, which it counts (QA 69a L3).
 */
export const sharedValueBasis =
  "Estimated from the home's facts, any improvements its owner lists, and recent sales of other homes nearby.";

/**
 * The periods of a share link's chart: its line is monthly (today's value carried back along
 * the area's index), so a week or a month would hold one or two points.
 */
export const sharedPeriods = availablePeriods(undefined).filter((period) => period !== '1W' && period !== '1M');

/**
 * The read-only view a share link opens: the home, the estimate and its history, the agent's
 * branding; never purchase facts, notes, improvements, the owner or any action.
 */
export function SharedSummary({ token }: { token: string }) {
  const { data: shared } = useSharedValuation(token);
  const [now] = useState(() => Date.now());
  const periods = sharedPeriods;
  const [period, setPeriod] = useState<ChartPeriod>('1Y');
  const range = periodRange(period, now);
  const points = shared.chart.filter(([time]) => time >= range.from && time <= range.to);
  useDocumentTitle(shared.displayAddress);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={600} tt="uppercase" lts={0.6} className={classes.eyebrow}>
            Home valuation
          </Text>
          <Title order={1} className={classes.title}>
            {shared.displayAddress}
          </Title>
          <Text c="dimmed" mt={4}>
            {[
              propertyTypeLabels[shared.type],
              `${bedroomCount(shared.bedroom, shared.dens)} bed`,
              `${shared.bathroom} bath`,
              `${shared.parking} parking`,
              interiorSize(shared.footageFrom, shared.footageTo),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <div className={classes.summaryGrid}>
          <div className={classes.summaryTop}>
            <Stack gap="lg">
              <div>
                <ValueCard facts={shared} compact />
                <Text size="xs" c="dimmed" mt="xs" data-testid="shared-basis">
                  {sharedValueBasis}
                </Text>
              </div>
              {shared.agent && (
                <Paper withBorder radius="lg" p="lg">
                  <Group wrap="nowrap" align="flex-start">
                    {shared.agent.headshot && (
                      <img
                        src={shared.agent.headshot}
                        alt=""
                        width={56}
                        height={56}
                        style={{ borderRadius: '50%', objectFit: 'cover' }}
                      />
                    )}
                    <div>
                      <Text size="xs" c="dimmed">
                        Presented by
                      </Text>
                      <Text fw={700}>{fullName(shared.agent)}</Text>
                      <Anchor href={`mailto:${shared.agent.email}`} size="sm">
                        {shared.agent.email}
                      </Anchor>
                      {shared.agent.phone && <Text size="sm">{shared.agent.phone}</Text>}
                    </div>
                  </Group>
                </Paper>
              )}
              <Paper withBorder radius="lg" p="lg">
                <Text fw={600} mb="xs">
                  What is your home worth?
                </Text>
                <Button
                  renderRoot={(props) => (
                    <Link {...props} to="/home-valuation/$type" params={{ type: 'property-address' }} />
                  )}
                  fullWidth
                >
                  Get your valuation
                </Button>
              </Paper>
            </Stack>
          </div>
          <div className={classes.summaryMain}>
            <ValueChart
              points={points}
              loading={false}
              failed={false}
              createdAt={shared.estimatedBefore}
              confirmed={confirmedPoint(shared.confirmedAt, shared.confirmedValue)}
              period={period}
              periods={periods}
              onPeriod={setPeriod}
            />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
