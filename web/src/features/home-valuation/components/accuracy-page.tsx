import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { torontoDate } from '@shared/format/dates';
import type { AccuracyFigures } from '@shared/home-value/types';
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
      <th scope="row">{label}</th>
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

/** How accurate the estimates are: the current model's back-test per property type, and what the figures mean. */
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
        </div>
        <Stack gap="sm" hiddenFrom="sm">
          <Text size="sm" c="dimmed">
            Estimates of past sales the model had not seen, by property type
          </Text>
          {data.rows.map((row) => (
            <FiguresCard key={row.type} label={propertyTypeLabels[row.type]} figures={row} />
          ))}
          <FiguresCard label="All types" figures={data.all} />
        </Stack>
        <Paper withBorder radius="lg" p="lg" visibleFrom="sm">
          <ScrollRegion label="Accuracy by property type" className={tableClasses.scroll}>
            <table className={tableClasses.table} style={{ minWidth: 720 }}>
              <caption>Estimates of past sales the model had not seen, by property type</caption>
              <thead>
                <tr>
                  <th>Type</th>
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
                {data.rows.map((row) => (
                  <FiguresRow key={row.type} label={propertyTypeLabels[row.type]} figures={row} />
                ))}
                <FiguresRow label="All types" figures={data.all} strong />
              </tbody>
            </table>
          </ScrollRegion>
        </Paper>
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
