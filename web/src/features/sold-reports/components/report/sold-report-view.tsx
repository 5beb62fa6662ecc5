import { Alert, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PropertyType } from '@shared/property-types';
import { addMonths } from '@shared/months';
import { torontoDate } from '@shared/format/dates';
import { monthLabel } from '@shared/sold-report/month-label';
import { minimumSalesForVisitors } from '@shared/sold-report/disclosure';
import { hasSales, type SoldReportAnswer } from '@shared/sold-report/types';
import { mediaQueries } from '../../../../ui/breakpoints';
import { isMonthToDate } from '../../report-month';
import { MapIcon } from '../../../../ui/icons/navigation-icons';
import { MarketGuide } from './market-guide';
import ReportCharts from './report-charts';
import { ReportHeader } from './report-header';
import { SampleTable } from './sample-table';
import { SnapshotTiles } from './snapshot-tiles';
import { dataExtentNote, isBeforeData } from '@shared/sold-report/data-extent';
import { SoldTable } from './sold-table';
import { TypeTabs } from './type-tabs';

// The dialog (a modal and its focus trap) loads when it is first opened.
const ShareDialog = lazy(() => import('./share-dialog'));

interface SoldReportViewProps {
  answer: SoldReportAnswer;
  /** `YYYY-MM`. */
  month: string;
  type: PropertyType;
  now: Date;
  onMonthChange: (month: string) => void;
  onTypeChange: (type: PropertyType) => void;
  /** The canonical link of this report, for sharing. */
  shareUrl: string;
  /** The follow toggle, composed by the route for signed-in users. */
  follow?: ReactNode;
  /** The PDF download, composed by the route for signed-in users. */
  download?: ReactNode;
}

/** On a phone the system's share sheet replaces the dialog (document 1 §2.2). */
function nativeShareAvailable(): boolean {
  return (
    typeof navigator.share === 'function' && window.matchMedia(`${mediaQueries.belowSm}, (pointer: coarse)`).matches
  );
}

/** The sold report screen (document 1 §2.2) for one neighbourhood, month and type. */
export function SoldReportView({
  answer,
  month,
  type,
  now,
  onMonthChange,
  onTypeChange,
  shareUrl,
  follow,
  download,
}: SoldReportViewProps) {
  const [sharing, setSharing] = useState(false);
  const report = answer.reports[type];
  const { name, community } = answer.neighbourhood;
  const label = monthLabel(month);
  const shareTitle = `${name} Sold Report, ${label}`;
  // Visitors get the counts (withheld under 3) but never the rows (DECISIONS row 26). A month
  // before the data has no count at all, for anyone.
  const masked =
    !isBeforeData(month, answer.dataFrom) && hasSales(report.soldNumber) && report.soldProperties.length === 0;
  const extent = dataExtentNote(month, { dataFrom: answer.dataFrom, wholeFrom: answer.dataWholeFrom });

  const share = () => {
    if (nativeShareAvailable()) {
      navigator.share({ title: shareTitle, url: shareUrl }).catch(() => undefined);
    } else {
      setSharing(true);
    }
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 32 }}>
      <Stack gap="lg">
        <ReportHeader
          name={name}
          community={community}
          month={month}
          now={now}
          onMonthChange={onMonthChange}
          onShare={share}
          follow={follow}
          download={download}
        />

        {isMonthToDate(month, now) && (
          <Alert color="yellow" radius="md" title="Month to date" variant="light">
            {/* Beside the extent's note, which says there is no change to show, no word of changes
                (as on the PDF's cover, review 45). */}
            {/* A visitor has no figure of the month's sales until it closes (QA 46d H1, review 46). */}
            {masked
              ? `${label} is not over yet: its figures are shown to visitors once it is. Sign in to see the sales recorded so far.`
              : extent
                ? `${label} is not over yet: these figures cover the sales recorded so far.`
                : `${label} is not over yet: these figures cover the sales recorded so far, and their changes compare with the whole of ${monthLabel(addMonths(month, -12))}.`}{' '}
            The full report comes at the end of the month.
          </Alert>
        )}

        {extent && (
          <Alert color="gray" radius="md" variant="light" data-testid="data-extent">
            {extent}
          </Alert>
        )}

        <TypeTabs reports={answer.reports} value={type} onChange={onTypeChange} />

        <SnapshotTiles report={report} month={month} visitor={masked} monthToDate={isMonthToDate(month, now)} />
        <MarketGuide report={report} />

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sold-title">
          <Group justify="space-between" align="baseline" mb="md" gap="xs">
            <Title order={2} fz={20} id="sold-title">
              Sold Properties
            </Title>
            {/* A count withheld from a visitor, or of a month before the data, is no number: it read
                "-- sales in November 2026" (QA 70a). The tiles' '--' and their note say why. */}
            {report.soldNumber !== null && (
              <Text size="sm" c="dimmed">
                {report.soldNumber} {report.soldNumber === 1 ? 'sale' : 'sales'} in {label}
              </Text>
            )}
          </Group>
          {isBeforeData(month, answer.dataFrom) ? (
            // QA 46d L3: a table's headings over no rows, and no word why.
            <Text c="dimmed" ta="center" py="xl">
              No figures for {label}: it is before our sales records begin.
            </Text>
          ) : report.soldNumber === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No recorded sales to date for {label}.
            </Text>
          ) : masked ? (
            <SampleTable
              neighbourhoodId={answer.neighbourhood.id}
              count={report.soldNumber ?? minimumSalesForVisitors}
              type={type}
              month={month}
              {...(isMonthToDate(month, now) && { lastDay: Number(torontoDate(now).slice(8, 10)) })}
            />
          ) : (
            <SoldTable key={`${month}-${type}`} rows={report.soldProperties} />
          )}
        </Paper>

        <Box component="section" aria-labelledby="trends-title">
          <Title order={2} fz={20} id="trends-title" mb="sm">
            Market Trends
          </Title>
          {/* The charts' lines (recharts) load as the reader scrolls to them (report-charts.tsx). */}
          <ReportCharts
            answer={answer}
            type={type}
            toDate={isMonthToDate(month, now) ? month : null}
            justClosed={isMonthToDate(addMonths(month, 1), now) && torontoDate(now).endsWith('-01')}
          />
        </Box>

        <Group justify="center" py="md">
          <Button
            component={Link}
            to="/neighbourhood/map"
            size="md"
            radius="xl"
            variant="light"
            leftSection={<MapIcon size={18} />}
            data-wrap
          >
            Select Another Neighbourhood
          </Button>
        </Group>
      </Stack>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog opened onClose={() => setSharing(false)} title={shareTitle} url={shareUrl} download={download} />
        </Suspense>
      )}
    </Container>
  );
}
