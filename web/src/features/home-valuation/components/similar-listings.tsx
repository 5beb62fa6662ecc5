import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { PropertySummary } from '@shared/search/types';
import { ApiError } from '../../../lib/api-client';
import { useKeptHeight } from '../../../ui/use-kept-height';
import { useNearViewport } from '../../../ui/use-near-viewport';
import { useSimilarSolds } from '../api/get-similar-solds';
import classes from './home-valuation.module.css';
import { LoadingButton } from '../../../ui/loading-button';

/** The listing card, given by the route (the home-search feature's card, as on property details). */
export type ListingCard = ComponentType<{ property: PropertySummary }>;

/**
 * "Similar sold and active properties" of a valuation (document 3 §1; DECISIONS row 21): two
 * lists of listing cards, each opening the listing's details. Sold prices arrive masked for
 * whoever may not see them; this never unmasks.
 */
export function SimilarListings({
  id,
  Card,
  ownersHome,
}: {
  id: string;
  Card: ListingCard;
  /** The home as the viewer names it: "yours" to the owner, "Olivia's" to their agent. */
  ownersHome: string;
}) {
  const similar = useSimilarSolds(id);
  // Below the valuation on a phone: the cards (photos, prices) are drawn when the reader comes
  // near them, their skeletons until then; the answer is asked for at once (issue 26).
  const { ref, near } = useNearViewport<HTMLDivElement>();
  // Until the answer or its error is known, the room of the placeholder it replaced (CLS 0).
  const { ref: roomRef, style: roomStyle } = useKeptHeight<HTMLDivElement>(similar.isPending);

  return (
    <div
      ref={roomRef}
      className={classes.similarArea}
      data-pending={similar.isPending || undefined}
      data-testid="similar-area"
      style={roomStyle}
    >
      {similar.isError && !similar.data ? (
        <Section title="Similar Sold and Active">
          <Alert color="red" variant="light" title="The similar properties could not be loaded" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{failureText(similar.error)}</Text>
              <LoadingButton
                size="xs"
                variant="white"
                color="red"
                loading={similar.isFetching}
                onClick={() => void similar.refetch()}
              >
                Try again
              </LoadingButton>
            </Group>
          </Alert>
        </Section>
      ) : (
        <Stack gap={40} ref={ref}>
          <Section title="Similar Sold" note={similarSoldNote(ownersHome)}>
            <Listings
              properties={similar.data?.sold}
              near={near}
              Card={Card}
              empty="No similar sold properties nearby right now."
            />
          </Section>
          <Section title="Similar Active">
            <Listings
              properties={similar.data?.active}
              near={near}
              Card={Card}
              empty="No similar active properties nearby right now."
            />
          </Section>
        </Stack>
      )}
    </div>
  );
}

/**
 * Why the listings are not there: what the service said was wrong (a 4xx), the service failed
 * (QA 63a L9c: a 500 said to check the connection), or no answer came.
 */
function failureText(error: Error | null): string {
  if (!(error instanceof ApiError)) return 'Please check your connection and try again.';
  return error.status < 500 ? error.message : 'Our service failed to load them. Please try again in a moment.';
}

/**
 * What the sold list is beside the estimate: nearby sales of the same type (its segment's when too
 * few: `widerComparableTypes`), at their prices as
 * sold, picked by distance, bedrooms and price; not the estimate's own comparables, which it
 * adjusts for how each differs from the home (QA 43: seven of eight sold above an estimate, with
 * no word why).
 */
export const similarSoldNote = (ownersHome: string) =>
  `Nearby sales of the same type of home (or a similar one, where there are too few), at the prices they sold for. The estimate adjusts each sale it uses for how that home differs from ${ownersHome}, so it can sit above or below these prices.`;

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const headingId = `similar-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz={{ base: 18, sm: 22 }} mb={note ? 4 : 'sm'} id={headingId}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      {children}
    </section>
  );
}

function Listings({
  properties,
  near,
  Card,
  empty,
}: {
  properties: PropertySummary[] | undefined;
  /** The reader came near: the cards are drawn (an empty answer is said at once). */
  near: boolean;
  Card: ListingCard;
  empty: string;
}) {
  const waiting = !properties || (properties.length > 0 && !near);
  // A list the reader sees turning empty keeps its skeletons' room: the list under it stays put.
  const { ref: roomRef, style: roomStyle } = useKeptHeight<HTMLDivElement>(waiting);
  const skeletons = (
    <CardGrid>
      {[0, 1, 2].map((key) => (
        <CardSkeleton key={key} />
      ))}
    </CardGrid>
  );
  return (
    <div ref={roomRef} style={roomStyle}>
      {!properties || waiting ? (
        skeletons
      ) : properties.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        // The card may be loaded on demand (the route's choice): its skeletons until it is there.
        <Suspense fallback={skeletons}>
          <CardGrid>
            {properties.map((property) => (
              <Card key={property.mls} property={property} />
            ))}
          </CardGrid>
        </Suspense>
      )}
    </div>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <div className={classes.similarTrack} data-testid="similar-track">
      {children}
    </div>
  );
}

function CardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden data-testid="similar-skeleton">
      <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton h={22} w="55%" />
        <Skeleton h={14} w="85%" />
        <Skeleton h={12} w="60%" />
      </Stack>
    </Card>
  );
}
