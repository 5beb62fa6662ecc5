import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  balancedMarketFrom,
  marketGuideLabels,
  monthMarket,
  noGuideLabels,
  sellersMarketFrom,
} from '@shared/sold-report/market-guide';
import type { TypeReport } from '@shared/sold-report/types';
import { formatPercent } from '@shared/sold-report/year-over-year';
import classes from './sold-report.module.css';

const zones = [
  { key: 'buyer', label: "Buyer's market", range: `under ${balancedMarketFrom}%`, colour: 'teal.3' },
  { key: 'balanced', label: 'Balanced', range: `${balancedMarketFrom} to ${sellersMarketFrom}%`, colour: 'blue.3' },
  { key: 'seller', label: "Seller's market", range: `${sellersMarketFrom}% or more`, colour: 'orange.3' },
] as const;

/**
 * The sales-to-new-listings guide (document 1 §2.2, §9): 60 % or more is a seller's market,
 * 40 to 60 % balanced, under 40 % a buyer's market; the month's rate is marked on the scale.
 */
export function MarketGuide({ report }: { report: TypeReport }) {
  const { rate, guide, noGuide } = monthMarket(report.soldNumber, report.newListing);
  // Rates past 100 % (more sales than new listings) sit at the scale's end.
  const position = rate === null ? null : Math.min(Math.max(rate, 1), 99);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="market-guide">
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <Stack gap={2}>
          <Title order={2} fz={18} id="market-guide">
            Market guide
          </Title>
          <Text size="sm" c="dimmed">
            Sales as a share of new listings this month: {formatPercent(rate)}
          </Text>
        </Stack>
        {guide ? (
          <Badge size="lg" radius="sm" variant="light" color={zones.find((z) => z.key === guide)!.colour.split('.')[0]}>
            {marketGuideLabels[guide]}
          </Badge>
        ) : (
          <Badge size="lg" radius="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
            {/* A visitor's withheld count (1 or 2 sales) leaves the rate unknown, not zero. */}
            {noGuideLabels[noGuide!]}
          </Badge>
        )}
      </Group>
      <Box className={classes.guideBar} aria-hidden>
        {zones.map((zone) => (
          <Box key={zone.key} bg={zone.colour} />
        ))}
        {position !== null && <span className={classes.guideMarker} style={{ left: `${position}%` }} />}
      </Box>
      <Box style={{ display: 'grid', gridTemplateColumns: '40fr 20fr 40fr' }} mt={8}>
        {zones.map((zone) => (
          <Stack key={zone.key} gap={0} ta={zone.key === 'buyer' ? 'left' : zone.key === 'seller' ? 'right' : 'center'}>
            <Text size="xs" fw={600}>
              {zone.label}
            </Text>
            <Text size="xs" c="dimmed">
              {zone.range}
            </Text>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
