import { Box, Group, LoadingOverlay, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { torontoDate } from '@shared/format/dates';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { MonthPicker } from '../../../ui/month-picker';
import { monthName, pickerMonths } from '../../../ui/picker-months';
import { useEmailAnalytics, type EmailAnalyticsViewer } from '../api/get-email-analytics';
import { emailRates, type RateType } from '../email-figures';
import { RateCard } from './rate-card';

export const emailMonthToDate = (month: string) =>
  `${month} is not over: e-mails sent recently may still be opened or clicked, so its rates can rise.`;
export const emailMonthJustOver = (month: string) =>
  `${month} has just ended: e-mails sent late in it may still be opened or clicked, so its rates can still rise a little.`;

/**
 * What 'Email sent' counts (QA 38b L3): the mail that names the user it went to, newsletters and
 * valuation updates, as the rollups keep it (functions/user/mail/mail-events/README.md "Only mail
 * to a user is counted"); an import's 'E-mails sent 3 of 3' were invitations, and add nothing here.
 */
export const sentCounts = 'Newsletters and home-value updates; invitations are not counted.';

/**
 * What each rate is of (QA 56a M2): the rollups count an open, a click or an unsubscribe with the
 * month its e-mail went out (functions/user/mail/mail-events/README.md), so a month's rates are of
 * its own mail and settle as it is read.
 */
export const ratesAreOf =
  'Each rate is of the e-mails sent in the month: an open, a click or an unsubscribe counts with the month its e-mail went out.';
export const nothingSent = (month: string) => `No e-mails were sent in ${month}.`;

/** Most opens and clicks come within days of sending: a month's rates settle about a week after it ends. */
const settlingDays = 7;

// The drawer's code comes with the first click on a rate, not with the page.
const PeoplePanel = lazy(() => import('./people-panel'));
// An admin's only, after the figures.
const NewsletterPanel = lazy(() =>
  import('./newsletter-panel').then((module) => ({ default: module.NewsletterPanel })),
);

/**
 * Email Analytics (document 2 §2): a month of the last 12 (the current Toronto month first),
 * the e-mails sent in it, and Open rate, Click through and Unsubscribes as shares of them with
 * their pies. One side panel at a time lists the people behind a rate. An agent sees their
 * contacts' mail, an admin everyone's (DECISIONS row 15). A failed load is logged and leaves the
 * block empty (document 2 §8).
 */
export function EmailAnalyticsPage({ viewer, now = new Date() }: { viewer: EmailAnalyticsViewer; now?: Date }) {
  const months = pickerMonths(now);
  const [month, setMonth] = useState(months[0]!);
  const [openPanel, setOpenPanel] = useState<RateType | null>(null);
  const analytics = useEmailAnalytics(viewer, month);
  useLoggedFailure(analytics.error, `The e-mail analytics of ${month}`);
  const figures = analytics.data && !analytics.isError ? emailRates(analytics.data) : undefined;
  // The current month is not over: its last e-mails have had little time to be opened. Nor,
  // in the first week of a month, have the last month's.
  const soFar = month === months[0];
  const justOver = month === months[1] && Number(torontoDate(now).slice(8, 10)) <= settlingDays;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby="email-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="email-heading">
            {viewer === 'agent' ? "Your contacts' e-mails" : 'All e-mails'}
          </Title>
          <MonthPicker
            label="Analytics month"
            value={month}
            months={months}
            onChange={(next) => {
              setOpenPanel(null);
              setMonth(next);
            }}
          />
        </Group>
        <Box pos="relative" mih={analytics.isPending ? undefined : 40}>
          <LoadingOverlay visible={analytics.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} />
          {analytics.isPending ? (
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} h={132} radius="md" />
              ))}
            </SimpleGrid>
          ) : (
            figures && (
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
                <Paper withBorder radius="md" p="md" bg="white" data-testid="sent-card">
                  <Text size="sm" c="dimmed" fw={500}>
                    Email sent
                  </Text>
                  <Text fz={28} fw={700} lh={1.3}>
                    {figures.sent.toLocaleString('en-CA')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    in {monthName(month)}
                    {soFar && ' so far'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sentCounts}
                  </Text>
                </Paper>
                {figures.rates.map((rate) => (
                  <RateCard
                    key={rate.type}
                    rate={rate}
                    sent={figures.sent}
                    open={openPanel === rate.type}
                    onOpen={() => setOpenPanel(rate.type)}
                  />
                ))}
              </SimpleGrid>
            )
          )}
          {figures && figures.sent === 0 && (
            <Text size="sm" mt="xs" data-testid="nothing-sent">
              {nothingSent(monthName(month))}
            </Text>
          )}
          {figures && (soFar || justOver) && (
            <Text size="xs" c="dimmed" mt="xs" data-testid="month-to-date">
              {soFar ? emailMonthToDate(monthName(month)) : emailMonthJustOver(monthName(month))}
            </Text>
          )}
          {figures && (
            <Text size="xs" c="dimmed" mt={4}>
              {ratesAreOf}
            </Text>
          )}
        </Box>
        {viewer === 'admin' && (
          <Suspense fallback={<Skeleton h={120} radius="md" />}>
            <NewsletterPanel sentIn={month} />
          </Suspense>
        )}
      </Stack>
      {openPanel && (
        <Suspense fallback={null}>
          <PeoplePanel
            rate={figures?.rates.find((rate) => rate.type === openPanel)}
            month={month}
            onClose={() => setOpenPanel(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
