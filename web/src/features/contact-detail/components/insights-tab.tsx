import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import type { HomeValuation } from '@shared/home-value/types';
import type { UserListItem } from '@shared/users';
import { neighbourhoodsQueryOptions } from '../../../lib/neighbourhoods';
import { useContactFollowings } from '../api/get-contact-followings';
import { useContactValuations } from '../api/get-contact-valuations';
import { minutes, timedVisitsLine } from '@shared/format/last-login';
import { LoadFailure } from '../../../ui/load-failure';
import { ValueKindBadge } from '../../../ui/value-kind-badge';
import { FollowedHomeRow } from '../../../ui/followed-home-row';
import { followedNewestFirst, useFollowedListings } from '../../../lib/followed-listings';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

const summaryLink = (id: string) => linkOptions({ to: '/home-valuation-summary/$id', params: { id } });
const neighbourhoodLink = (id: string) => linkOptions({ to: '/neighbourhood/$id', params: { id } });

/** Document 2 §8: the valuation list's failure shows its message, or this one. */
const valuationsFailure = 'Something went wrong fetching the contact valuations.';

function HomeValuations({
  contactId,
  renderValuationAction,
}: {
  contactId: string;
  renderValuationAction?: InsightsSlots['renderValuationAction'];
}) {
  const valuations = useContactValuations(contactId);
  if (valuations.isPending) return <Skeleton h={60} />;
  if (valuations.isError)
    return (
      <LoadFailure text={valuations.error.message || valuationsFailure} onRetry={() => void valuations.refetch()} />
    );
  if (valuations.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No home valuations yet.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="contact-valuations">
      {valuations.data.items.map((valuation) => (
        // The buttons go under the address when the row is narrow (a phone).
        <Group key={valuation.id} justify="space-between" wrap="wrap" gap="sm" py={4}>
          <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
            <Text size="sm" fw={600} truncate>
              {valuation.displayAddress}
            </Text>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {displayDate(valuation.createdAt)} ·{' '}
                {formatCurrency(valuation.confirmedValue ?? valuation.instanceValue)}
              </Text>
              <ValueKindBadge confirmed={valuation.confirmed} detailsChangedAt={valuation.detailsChangedAt} />
            </Group>
          </Stack>
          <Group gap="xs" align="flex-start">
            <Button
              renderRoot={(props) => <Link {...props} {...summaryLink(valuation.id)} />}
              size="compact-sm"
              variant="light"
              // 44 px on a phone (data-tap, buttons.css), as the report list's buttons (QA 39: 26 px).
              data-tap
            >
              Review
            </Button>
            {renderValuationAction?.(valuation, contactId)}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function FollowedNeighbourhoods({ contactId }: { contactId: string }) {
  const followings = useContactFollowings(contactId);
  const ids = Object.keys(followings.data?.neighbourhoods ?? {});
  // The names come from the one neighbourhood list the maps share (cached for the visit).
  const names = useQuery({ ...neighbourhoodsQueryOptions(), enabled: ids.length > 0 });
  if (followings.isPending) return <Skeleton h={40} />;
  if (followings.isError)
    return (
      <LoadFailure text="The followed neighbourhoods could not be loaded." onRetry={() => void followings.refetch()} />
    );
  if (ids.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No followed neighbourhoods.
      </Text>
    );
  const byId = new Map((names.data ?? []).map((n) => [n.id, n.name]));
  return (
    <Group gap="xs" data-testid="followed-neighbourhoods">
      {ids.map((id) => (
        <Badge
          key={id}
          renderRoot={(props) => <Link {...props} {...neighbourhoodLink(id)} />}
          variant="light"
          size="lg"
          tt="none"
          style={{ cursor: 'pointer' }}
        >
          {byId.get(id) ?? (names.isPending ? '…' : id)}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The homes the contact follows, newest first: a buyer's strongest signal (QA 21). Each with its
 * status and price as the agent sees them, and the day it was followed; a listing no longer
 * listed says so.
 */
function FollowedHomes({ contactId }: { contactId: string }) {
  const followings = useContactFollowings(contactId);
  const followed = followedNewestFirst(followings.data?.properties);
  const homes = useFollowedListings(followed.map(([mls]) => mls));
  if (followings.isPending || (followed.length > 0 && homes.isPending)) return <Skeleton h={40} />;
  if (followings.isError || homes.isError)
    return (
      <LoadFailure
        text="The followed homes could not be loaded."
        onRetry={() => void (followings.isError ? followings.refetch() : homes.refetch())}
      />
    );
  if (followed.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No followed homes.
      </Text>
    );
  const byMls = new Map((homes.data ?? []).map((home) => [home.mls, home]));
  return (
    <Stack gap="xs" data-testid="followed-homes">
      {followed.map(([mls, since]) => (
        <FollowedHomeRow key={mls} mls={mls} since={since} home={byMls.get(mls)} />
      ))}
    </Stack>
  );
}

/** What the annual-reports feature adds to the tab (the route composes the two features). */
export interface InsightsSlots {
  /** Beside each valuation's Review: 'Create Annual Report'. */
  renderValuationAction?: (valuation: HomeValuation, contactId: string) => ReactNode;
  /** The 'Annual Reports' section's content. */
  renderAnnualReports?: (user: UserListItem) => ReactNode;
}

/**
 * The Insights tab (document 2 §2): web stats, the contact's home valuations, their annual
 * reports (given by the route) and their followed neighbourhoods.
 */
export function InsightsTab({
  user,
  renderValuationAction,
  renderAnnualReports,
}: { user: UserListItem } & InsightsSlots) {
  return (
    <Stack gap="md">
      <Section title="Web stats">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure
            label="Logins"
            value={String(user.logins)}
            detail={user.lastLoginAt ? `Last login ${displayDate(user.lastLoginAt)}` : 'Never signed in'}
          />
          <Figure
            label="Average time on site"
            value={minutes(user.averageSessionDuration)}
            detail={timedVisitsLine(user.totalSessionDuration, user.averageSessionDuration)}
          />
          <Figure label="Sold Reports opened" value={String(user.totalReportOpen)} />
        </SimpleGrid>
      </Section>
      <Section title="Home Valuations">
        <HomeValuations contactId={user.id} renderValuationAction={renderValuationAction} />
      </Section>
      {renderAnnualReports && <Section title="Annual Reports">{renderAnnualReports(user)}</Section>}
      <Section title="Followed Neighbourhoods">
        <FollowedNeighbourhoods contactId={user.id} />
      </Section>
      <Section title="Followed Homes">
        <FollowedHomes contactId={user.id} />
      </Section>
    </Stack>
  );
}
