import { Anchor, Badge, Button, Group, Paper, Stack, Text, type ButtonProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { fullName } from '@shared/full-name';
import { dayAfter } from '@shared/format/dates';
import { telHref } from '@shared/phone-link';
import { annualReportReasons, reasonNote, reasonText, type TodayReason, type TodayRow } from '@shared/today';
import { followUpNoteMaxLength } from '@shared/users';
import type { FollowUp } from '@shared/users';
import { mediaQueries } from '../../../ui/breakpoints';
import classes from './today.module.css';

const FollowUpMenu = lazy(() => import('./follow-up-menu'));

const badges: Record<TodayReason['kind'], string> = {
  overdue: 'Overdue',
  yesterday: 'Yesterday',
  today: 'Today',
  discussion: 'Discussion',
  reportOpens: 'Suggested',
  emailEngagement: 'Suggested',
  valueMove: 'Value',
  reportAnniversary: 'Anniversary',
  purchaseAnniversary: 'Anniversary',
};

const reasonColours: Record<TodayReason['kind'], string> = {
  overdue: 'red',
  yesterday: 'orange',
  today: 'teal',
  discussion: 'grape',
  reportOpens: 'blue',
  emailEngagement: 'blue',
  valueMove: 'indigo',
  reportAnniversary: 'cyan',
  purchaseAnniversary: 'cyan',
};

interface TodayRowProps {
  row: TodayRow;
  today: string;
  onFollowUp: (followUp: FollowUp | null) => void;
  /** Opens (or starts) this year's annual report of a valuation. */
  onPrepareReport: (valuationId: string) => void;
  preparing: boolean;
}

/** The note a new follow-up keeps: the current one, or what the row is about. */
function noteFor(row: TodayRow): string {
  const current = row.contact.followUp?.note;
  return (current ?? `Call: ${reasonNote(row.reasons[0]!)}`).slice(0, followUpNoteMaxLength);
}

/**
 * One contact of the Today view: who, why (every reason, most urgent first) and what to do:
 * call (tel:+1…), e-mail, open the contact, review a discussion request, and move the
 * follow-up to tomorrow or next week, or mark it done (clears it).
 */
export function TodayRowCard({ row, today, onFollowUp, onPrepareReport, preparing }: TodayRowProps) {
  const { contact } = row;
  const name = fullName(contact.details) || contact.details.email;
  const discussion = row.reasons.find((reason) => reason.kind === 'discussion');
  const reportReason = row.reasons.find((reason) => annualReportReasons.includes(reason.kind));
  const later = (days: number) => onFollowUp({ date: dayAfter(today, days), note: noteFor(row) });
  // Today is worked through on a phone, Call after Call: there its buttons are 42 px tap targets
  // (QA 39 M5); a desktop's pointer keeps them compact beside the reasons.
  const phone = useMediaQuery(mediaQueries.belowSm, undefined, { getInitialValueInEffect: false });
  const size: ButtonProps['size'] = phone ? 'md' : 'xs';

  return (
    <Paper withBorder radius="md" p="md" className={classes.row} data-testid="today-row" component="li">
      <Stack gap={6} className={classes.who}>
        <Anchor
          fw={600}
          data-today-name
          renderRoot={(props) => (
            <Link
              {...props}
              to="/dashboard/users/{-$query}/profile/$id"
              params={{ query: undefined, id: contact.id }}
            />
          )}
        >
          {name}
        </Anchor>
        <Stack gap={4}>
          {row.reasons.map((reason, index) => (
            <Group key={`${reason.kind}-${index}`} gap={6} align="flex-start">
              <Badge size="xs" variant="light" color={reasonColours[reason.kind]} className={classes.badge}>
                {badges[reason.kind]}
              </Badge>
              {/* Beside its badge, or under it when larger text leaves it too little room. */}
              <Text
                size="sm"
                c={reason.kind === 'overdue' ? 'red.8' : undefined}
                miw={0}
                style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}
              >
                {reason.kind === 'overdue' ? (
                  // The date kept whole on a phone (a line may break at its hyphens).
                  <>
                    {reasonText(reason).replace(reason.followUp.date, '')}
                    <span className={classes.date}>{reason.followUp.date}</span>
                  </>
                ) : (
                  reasonText(reason)
                )}
                {'followUp' in reason && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {reason.followUp.note}
                  </Text>
                )}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Group gap="xs" className={classes.actions}>
        {contact.details.phone ? (
          <Button size={size} variant="light" component="a" href={telHref(contact.details.phone)}>
            Call
          </Button>
        ) : (
          // Said, not a disabled Call whose reason (a title) no one could read: a disabled button shows no tooltip.
          <Text size="xs" c="dimmed" px={6}>
            No phone
          </Text>
        )}
        <Button size={size} variant="light" component="a" href={`mailto:${contact.details.email}`}>
          E-mail
        </Button>
        {discussion && discussion.kind === 'discussion' && (
          <Button
            size={size}
            variant="light"
            color="grape"
            renderRoot={(props) => (
              <Link {...props} to="/dashboard/valuations" search={{ review: discussion.valuationId }} />
            )}
          >
            Review
          </Button>
        )}
        {reportReason && 'valuationId' in reportReason && (
          <Button
            size={size}
            variant="light"
            color="indigo"
            loading={preparing}
            onClick={() => onPrepareReport(reportReason.valuationId)}
            data-wrap
          >
            Prepare the annual report
          </Button>
        )}
        <FollowUpAction
          name={name}
          size={size}
          hasFollowUp={Boolean(contact.followUp)}
          onLater={later}
          onClear={() => onFollowUp(null)}
        />
      </Group>
    </Paper>
  );
}

/** The Follow-up button; its menu loads on the first click and opens at once. */
function FollowUpAction(props: {
  name: string;
  size: ButtonProps['size'];
  hasFollowUp: boolean;
  onLater: (days: number) => void;
  onClear: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  const button = (loading: boolean) => (
    <Button
      size={props.size}
      variant="default"
      aria-label={`Follow-up of ${props.name}`}
      loading={loading}
      onClick={() => setWanted(true)}
    >
      Follow-up
    </Button>
  );
  if (!wanted) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <FollowUpMenu {...props} />
    </Suspense>
  );
}
