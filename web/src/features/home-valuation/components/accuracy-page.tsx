import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { torontoDate } from '@shared/format/dates';
import type { AccuracyAnswer, AccuracyFigures } from '@shared/home-value/accuracy-answer';
import { propertyTypeLabels } from '@shared/property-types';
import { useAccuracy } from '../api/get-accuracy';
import tableClasses from '../../../ui/data-table.module.css';
import { ScrollRegion } from '../../../ui/scroll-region';
import classes from './home-valuation.module.css';

const percent = (value: number) => `${value.toFixed(1)}%`;

function FiguresRow({ label, figures, strong }: { label: string; figures: AccuracyFigures; strong?: boolean }) {
  // Mantine's Table brings its ScrollArea (~20 KB gzipped) into the page's first load: a plain table.
  const Cell = strong ? 'th' : 'td';
  return (
    <tr>
      <th scope="row" className={tableClasses.wrap}>
        {label}
      </th>
      <Cell>{figures.count.toLocaleString('en-US')}</Cell>
      <Cell>{percent(figures.mdape)}</Cell>
      <Cell>{percent(figures.within5)}</Cell>
      <Cell>{percent(figures.within10)}</Cell>
      <Cell>{percent(figures.within20)}</Cell>
      <Cell>{percent(figures.coverage80)}</Cell>
      <Cell>±{percent(figures.halfWidth80)}</Cell>
    </tr>
  );
}

const figureLabels: [string, (figures: AccuracyFigures) => string][] = [
  ['Sales tested', (figures) => figures.count.toLocaleString('en-US')],
  ['Median error', (figures) => percent(figures.mdape)],
  ['Within 5%', (figures) => percent(figures.within5)],
  ['Within 10%', (figures) => percent(figures.within10)],
  ['Within 20%', (figures) => percent(figures.within20)],
  ['Inside the range', (figures) => percent(figures.coverage80)],
  ['Typical range', (figures) => `±${percent(figures.halfWidth80)}`],
];

/** On phones, one card per type: an eight-column table would hide most columns off screen. */
function FiguresCard({ label, figures }: { label: string; figures: AccuracyFigures }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={label}>
      <Title order={2} fz={17} mb="xs">
        {label}
      </Title>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
        {figureLabels.map(([name, value]) => (
          <div key={name}>
            <Text component="dt" size="xs" c="dimmed">
              {name}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {value(figures)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The rows a table (or its phone cards) shows: a label and its figures; `total` marks the sum of the rows above. */
interface Labelled {
  label: string;
  figures: AccuracyFigures;
  total?: boolean;
}

function FiguresTable({ caption, head, rows }: { caption: string; head: string; rows: Labelled[] }) {
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
        {rows.map((row) => (
          <FiguresCard key={row.label} label={row.label} figures={row.figures} />
        ))}
      </Stack>
      <Paper withBorder radius="lg" p="lg" visibleFrom="sm">
        <ScrollRegion label={caption} className={tableClasses.scroll}>
          <table className={tableClasses.table} style={{ minWidth: 720 }}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th>{head}</th>
                <th>Sales tested</th>
                <th>Median error</th>
                <th>Within 5%</th>
                <th>Within 10%</th>
                <th>Within 20%</th>
                <th>Inside the range</th>
                <th>Typical range</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <FiguresRow key={row.label} label={row.label} figures={row.figures} strong={row.total} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Paper>
    </>
  );
}

/** `$604k`, `$1.27M`: to the nearest $1,000 under a million, to the nearest $10,000 from it (or up, or down). */
function shortMoney(value: number, round: 'up' | 'down' | 'nearest' = 'nearest'): string {
  const step = value >= 1_000_000 ? 10_000 : 1_000;
  const rounded = { up: Math.ceil, down: Math.floor, nearest: Math.round }[round](value / step) * step;
  return rounded >= 1_000_000 ? `$${(rounded / 1_000_000).toFixed(2)}M` : `$${rounded / 1000}k`;
}

/**
 * The types, then their total, then the homes that sold before: a part of every type, not a
 * seventh one (above "All types", the rows added up to more than it).
 */
function typeRows(data: AccuracyAnswer): Labelled[] {
  return [
    ...data.rows.map((row) => ({ label: propertyTypeLabels[row.type], figures: row })),
    { label: 'All types', figures: data.all, total: true },
    ...(data.repeatSales ? [{ label: 'Of these, homes that sold before', figures: data.repeatSales }] : []),
  ];
}

/**
 * Each group from where it starts to where the next one does (the first from its lowest estimate
 * rounded down, the last to its highest rounded up), so every estimate falls in one group's
 * label: a group's lowest estimate rounded up and its highest rounded down left gaps, and an
 * estimate of $1,015,000 fitted neither "$782k–$1.01M" nor "$1.02M–$1.28M" (QA 38 L3).
 */
function fifthRows(data: AccuracyAnswer): Labelled[] {
  const { fifths } = data;
  const start = (index: number) =>
    index === 0 ? shortMoney(fifths[0]!.from, 'down') : shortMoney(fifths[index]!.from);
  const end = (index: number) =>
    index === fifths.length - 1 ? shortMoney(fifths[index]!.to, 'up') : shortMoney(fifths[index + 1]!.from);
  return [
    ...fifths.map((fifth, index) => ({ label: `${start(index)}–${end(index)}`, figures: fifth })),
    { label: 'All estimates', figures: data.all, total: true },
  ];
}

/** How accurate the estimates are: the current model's back-test by property type and by fifth of the estimate, and what the figures mean. */
export function AccuracyPage() {
  const { data } = useAccuracy();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            How accurate are our estimates?
          </Title>
          <Text c="dimmed" mt={6}>
            Computed on {torontoDate(new Date(data.computedAt))} for the model in use today.
          </Text>
          <Text c="dimmed" mt={4}>
            {data.all.count.toLocaleString('en-US')} homes sold from {data.heldOut.from} to {data.heldOut.to}, each
            estimated by a model trained on the {data.heldOut.trainedOn.toLocaleString('en-US')} sales before them.
          </Text>
        </div>
        <FiguresTable
          caption="Estimates of past sales the model had not seen, by property type"
          head="Type"
          rows={typeRows(data)}
        />
        {data.fifths.length > 0 && (
          <FiguresTable
            caption="The same estimates in five equal groups, from the lowest estimates to the highest"
            head="Estimate"
            rows={fifthRows(data)}
          />
        )}
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} fz={20}>
              What these figures mean
            </Title>
            <Text>
              We hold back the most recent months of sales, train the model on the sales before them, and then estimate
              each held-back home as of its sale date, using only sales that happened before it. Each estimate is
              compared with the price the home actually sold for.
            </Text>
            <Text>
              <b>Median error</b> is the middle of those misses: half of the estimates were closer than this to the sale
              price, half were further. <b>Within 10%</b> is the share of estimates that landed within 10% of the price.{' '}
              <b>Inside the range</b> is how often the sale price fell inside the low–high range we show; the range is
              meant to hold it 8 times in 10, so a figure near 80% means the range is honest, and <b>Typical range</b>{' '}
              is how wide it usually is, either side of the value.
            </Text>
            <Text>
              The second table puts the same homes in five equal groups by their estimate, from the lowest to the
              highest, each from its first figure to just under the next group&apos;s: the range is set to hold the
              price 8 times in 10 in each group, for modest homes and dear ones alike. <b>Homes that sold before</b> are
              the ones whose earlier sale the estimate knew of and carried to the sale date, as a signed-in owner&apos;s
              estimate weighs the home&apos;s last sale or the purchase they give (a visitor&apos;s weighs no sale of
              the home). Where that sale and recent sales nearby disagree, the range is wider.
            </Text>
            <Text>
              These figures come from the sales in this site&apos;s data set, which is synthetic when the site runs on
              its demonstration data: they show how the method behaves, not a promise about any one home. An estimate
              knows only what the records and you tell it; it has not seen the home. For a figure you can rely on, ask
              your agent to confirm the value.
            </Text>
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/home-valuation/$type" params={{ type: 'property-address' }} />
              )}
            >
              Get a valuation of your home
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
