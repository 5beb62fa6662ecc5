import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SendingStatus } from '@shared/contract/user/answers';
import { displayDate } from '@shared/format/dates';
import { addMonths } from '@shared/months';
import type { CampaignState, NewsletterCampaignStatus, SkipReason } from '@shared/newsletter-campaign';
import { InlineAlert } from '../../../ui/inline-alert';
import { monthName } from '../../../ui/picker-months';
import { newsletterCampaignQueryOptions, resumeSending, sendingQueryOptions } from '../api/newsletter-calls';

const stateLabels: Record<CampaignState, { label: string; color: string }> = {
  'not-started': { label: 'Not started', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  paused: { label: 'Paused', color: 'orange' },
  incomplete: { label: 'Some sends to retry', color: 'yellow' },
  done: { label: 'Done', color: 'teal' },
};

const skipWords: Record<SkipReason, string> = {
  'no-neighbourhood': 'follow no neighbourhood and have no home to report on',
  suppressed: 'have an address that bounced or complained',
  unsubscribed: 'unsubscribed before it reached them',
};

const count = (n: number) => n.toLocaleString('en-CA');
const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

/** "75 follow no neighbourhood…; 2 have an address that bounced…": the skipped, by why. */
export function skippedByReason(campaign: NewsletterCampaignStatus): string[] {
  const by = new Map<SkipReason, number>();
  for (const { reason } of campaign.skippedIds) by.set(reason, (by.get(reason) ?? 0) + 1);
  return [...by].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${count(n)} ${skipWords[reason]}`);
}

/**
 * When the campaign went out, from its own dates, and where its e-mails count when that was not
 * in the month picked: a late or rerun campaign said "sent in November" beside November's
 * figures, which held none of its e-mails (QA 77a M1).
 */
export function sentWhen(campaign: NewsletterCampaignStatus | undefined, sentIn: string): string {
  if (!campaign?.startedAt) return '';
  const from = displayDate(campaign.startedAt);
  // A campaign done without its finish noted (its last messages went out from the queue) ended on its last run.
  const end = campaign.finishedAt ?? (campaign.state === 'done' ? campaign.lastRunAt : undefined);
  const to = end && displayDate(end);
  const when = !to
    ? campaign.state === 'sending'
      ? `, sending since ${from}`
      : `, started on ${from}`
    : to === from
      ? `, sent on ${from}`
      : `, sent from ${from} to ${to}`;
  // The months its e-mails went out in, from its first day to its last (or to now, still going).
  const months = [...new Set([from.slice(0, 7), (to || from).slice(0, 7)])];
  if (months.length === 1 && months[0] === sentIn) return when;
  return `${when}: its e-mails count in ${months.map(monthName).join(' and ')}${months.includes(sentIn) ? '' : `, not in ${monthName(sentIn)}`}`;
}

/**
 * For an admin, under Email Analytics (QA 68b M3): what became of the monthly newsletter sent in
 * the month picked (the sold reports of the month before: newsletter/README.md), whom it reached
 * and whom it skipped and why; and whether bounces or complaints paused bulk sending (invitation
 * e-mails and the newsletter), with Resume. Both calls were served and never shown.
 */
export function NewsletterPanel({ sentIn }: { sentIn: string }) {
  const reportMonth = addMonths(sentIn, -1);
  const campaign = useQuery(newsletterCampaignQueryOptions(reportMonth));
  const sending = useQuery(sendingQueryOptions());
  return (
    <Paper withBorder radius="md" p="md" bg="white" component="section" aria-labelledby="newsletter-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md" id="newsletter-heading">
            Monthly newsletter
          </Title>
          {campaign.data && (
            <Badge variant="light" color={stateLabels[campaign.data.state].color}>
              {stateLabels[campaign.data.state].label}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          The {monthName(reportMonth)} sold reports{sentWhen(campaign.data, sentIn)}.
        </Text>
        {sending.data?.paused && <SendingPaused status={sending.data} />}
        {campaign.isPending ? (
          <Skeleton h={60} radius="md" />
        ) : campaign.isError ? (
          <Text size="sm" c="red.8" role="alert">
            The newsletter&apos;s figures could not be loaded.
          </Text>
        ) : (
          <CampaignFigures campaign={campaign.data} />
        )}
      </Stack>
    </Paper>
  );
}

function CampaignFigures({ campaign }: { campaign: NewsletterCampaignStatus }) {
  if (campaign.state === 'not-started') {
    return <Text size="sm">Not sent yet: it goes out once the month&apos;s sold reports are published.</Text>;
  }
  const figures: [string, number][] = [
    ['Subscribers', campaign.recipients],
    ['Sent', campaign.sent],
    ['Skipped', campaign.skipped],
    ['Failed, to retry', campaign.failed],
  ];
  const skipped = skippedByReason(campaign);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {count(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm">
        {count(campaign.sent)} of {count(campaign.recipients)} subscribers got it (
        {percent(campaign.sent, campaign.recipients)}
        ).
        {skipped.length > 0 && ` Skipped: ${skipped.join('; ')}.`}
      </Text>
      {campaign.unknown > 0 && (
        <Text size="sm" c="orange.9">
          {count(campaign.unknown)} {campaign.unknown === 1 ? 'send has' : 'sends have'} no answer from the mail
          service: perhaps sent, never sent again.
        </Text>
      )}
    </Stack>
  );
}

/** The pause, why, and Resume after a second look (the pause protects the sending address). */
function SendingPaused({ status }: { status: SendingStatus }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const resume = useMutation({
    mutationFn: resumeSending,
    onSuccess: (next) => {
      queryClient.setQueryData(sendingQueryOptions().queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter'] });
    },
  });
  const pause = status.pause;
  const why =
    pause?.reason === 'complaints'
      ? `${count(pause.figures.complaints)} spam complaints in the last ${count(pause.figures.sends)} sends`
      : pause
        ? `${count(pause.figures.bounces)} hard bounces in the last ${count(pause.figures.sends)} sends`
        : 'bounces or complaints';
  return (
    <InlineAlert color="yellow" title="Bulk sending is paused">
      <Stack gap={6}>
        <Text size="sm">
          Paused for {why}. Invitation e-mails from imports and the newsletter wait until it is resumed; fix the list
          first (remove the addresses that bounce), or the pause comes back.
        </Text>
        {resume.error && (
          <Text size="sm" c="red.9">
            {resume.error.message}
          </Text>
        )}
        <Group gap="xs">
          {asking ? (
            <>
              <Button size="xs" color="orange" loading={resume.isPending} onClick={() => resume.mutate()}>
                Resume sending now
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button size="xs" variant="default" onClick={() => setAsking(true)}>
              Resume sending
            </Button>
          )}
        </Group>
      </Stack>
    </InlineAlert>
  );
}
