import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { addMonths } from '@shared/months';
import { marketGuideLabels } from '@shared/sold-report/market-guide';
import { shortMonthLabel } from '@shared/sold-report/month-label';
import { soldReportTiles, type SoldReportTile } from '@shared/sold-report/tiles';
import type { TypeReport } from '@shared/sold-report/types';
import { missingFigure } from '@shared/sold-report/year-over-year';
import { TrendIcon } from '../../../../ui/icons/listing-icons';
import classes from './sold-report.module.css';
import { visitorWithheldNote } from '../../withheld-note';

const toneColour = { good: 'teal', bad: 'red', neutral: 'gray' } as const;

const guideColour = { seller: 'orange', balanced: 'blue', buyer: 'teal' } as const;

function Tile({ tile, lastYear }: { tile: SoldReportTile; lastYear: string }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.tile}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4} lh={1.3} mih={31}>
        {tile.label}
      </Text>
      <Text className={classes.tileValue}>{tile.value}</Text>
      <Group gap={6} mt="auto" wrap="wrap">
        <Badge
          variant="light"
          color={toneColour[tile.tone]}
          radius="sm"
          leftSection={tile.trend && <TrendIcon trend={tile.trend} size={12} />}
          style={{ textTransform: 'none' }}
        >
          {tile.change}
        </Badge>
        <Text size="xs" c="dimmed">
          {tile.lastYearWhole ? `in all of ${lastYear}` : `vs ${lastYear}`}
        </Text>
      </Group>
      {tile.shortfall !== undefined && (
        <Text size="xs" c="dimmed">
          Difference to list price:{' '}
          <Text span fw={600} c="dark.5" size="xs">
            {tile.shortfall}
          </Text>
        </Text>
      )}
      {tile.note && (
        <Text size="xs" c="dimmed">
          {tile.note}
        </Text>
      )}
      {tile.guide && (
        <Badge variant="dot" color={guideColour[tile.guide]} radius="sm" style={{ textTransform: 'none' }}>
          {marketGuideLabels[tile.guide]}
        </Badge>
      )}
    </Paper>
  );
}

/**
 * The five snapshot tiles, each compared with the same month last year (document 1 §2.2);
 * the figures and their formatting come from shared/sold-report/tiles.ts, as in the PDF.
 * `visitor`: a visitor's '--' is said to be withheld, not missing (DECISIONS row 26): three
 * sales with no average read as data the product lacks.
 */
export function SnapshotTiles({
  report,
  month,
  visitor,
  monthToDate = false,
}: {
  report: TypeReport;
  month: string;
  visitor: boolean;
  /** The month is still under way: its count of sales so far is set beside last year's whole month. */
  monthToDate?: boolean;
}) {
  const sameMonthLastYear = addMonths(month, -12);
  const lastYear = `${shortMonthLabel(sameMonthLastYear)} ${sameMonthLastYear.slice(0, 4)}`;
  const tiles = soldReportTiles(report, { monthToDate });
  const withheld = visitor && tiles.some((tile) => tile.value === missingFigure || tile.change === missingFigure);
  return (
    <Stack gap={6}>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="sm"
        component="section"
        aria-label="Snapshot"
        className={classes.tiles}
      >
        {tiles.map((tile) => (
          <Tile key={tile.key} tile={tile} lastYear={lastYear} />
        ))}
      </SimpleGrid>
      {withheld && (
        <Text size="sm" c="dimmed">
          {visitorWithheldNote}
        </Text>
      )}
    </Stack>
  );
}
