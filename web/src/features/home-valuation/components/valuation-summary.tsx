import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { homeLastSale, type HomeSale } from '@shared/home-value/last-sale';
import { valuedBedrooms, valuedInteriorSize } from '@shared/home-value/listed-facts';
import { type HomeValuation } from '@shared/home-value/types';
import type { Identity } from '@shared/identity';
import { propertyTypeLabels } from '@shared/property-types';
import { LoadBoundary } from '../../../ui/load-boundary';
import { NearViewport } from '../../../ui/near-viewport';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useDrawnSteps } from '../../../ui/use-drawn-steps';
import { similarSoldsQueryOptions } from '../api/get-similar-solds';
import { valuationQueryOptions } from '../api/get-valuation';
import { requestState } from '../review-requested';
import { viewerOf } from '../viewer';
import { confirmedPoint, purchasePoint } from '../value-chart-series';
import { DetailsModal } from './details-modal';
import classes from './home-valuation.module.css';
import { PurchaseFacts } from './purchase-facts';
import { ReceiveUpdatesControl, ReceiveUpdatesFact } from './receive-updates';
import { ShareButton } from './share-button';
import type { ListingCard } from './similar-listings';
import { useToast } from './toast';
import { useValueChart } from './use-value-chart';
import { DetailsChangedNote, ValueCard } from './value-card';
import { BackToYourValuations } from './back-to-valuations';
import { ValueChart } from './value-chart';
import { ValueExplanationCard } from './value-explanation';

// Below the value and its chart: its table (Mantine's, with floating-ui) loads after them.
const ImprovementsSection = lazy(() =>
  import('./improvements-section').then((module) => ({ default: module.ImprovementsSection })),
);
// Drawn last, below the value and its chart: their code (with Mantine's Card and Alert, 3.7 KB
// gzipped of the page's first load) is asked for with their answer, as the page opens.
const loadSimilarListings = () => import('./similar-listings');
const SimilarListings = lazy(() => loadSimilarListings().then((module) => ({ default: module.SimilarListings })));
const RemoveValuationDialog = lazy(() =>
  import('./remove-valuation-dialog').then((module) => ({ default: module.RemoveValuationDialog })),
);

/**
 * The home's last sale on the chart, named for who made it ("Your purchase", "Olivia's purchase"),
 * and whether the estimate set it aside as far from what similar homes sell for (a price typed
 * with a zero too many, a house bought to be torn down).
 */
function purchaseMark(
  sale: HomeSale | undefined,
  explanation: HomeValuation['explanation'],
  range: { from: number; to: number },
  owners: string,
) {
  const point = purchasePoint(sale, range);
  const setAside = explanation?.carriedSale?.setAside;
  return (
    point && {
      ...point,
      label: sale?.source === 'purchase' ? `${owners} purchase` : 'Last sale',
      setAside: setAside === 'aboveComparables' || setAside === 'belowComparables',
    }
  );
}

export interface ValuationSummaryProps {
  id: string;
  identity: Identity | null;
  /** The listing card of the similar listings, given by the route (as on property details). */
  Card: ListingCard;
}

/** The summary of one valuation (document 3 §2.8) for its owner, their agent or an admin. */
export function ValuationSummary({ id, identity, Card }: ValuationSummaryProps) {
  const { data: valuation } = useSuspenseQuery(valuationQueryOptions(id));
  const viewer = viewerOf(valuation, identity);
  const requested = requestState(valuation, viewer.isOwner);
  useDocumentTitle(`${viewer.title}, ${valuation.displayAddress}`);
  const request = valuation.request;
  const sale = homeLastSale(valuation);
  const chart = useValueChart(id, sale?.date);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  // The heading and the value first; then the facts beside it, the chart, the similar listings,
  // one commit each (issue 26: one commit of the whole page was a phone's long task).
  const drawn = useDrawnSteps(4);
  const queryClient = useQueryClient();
  // The similar listings are drawn last: their answer and their code are asked for with the page.
  useEffect(() => {
    void queryClient.prefetchQuery(similarSoldsQueryOptions(id));
    // A failed fetch of their code is the lazy list's to report, when it is drawn.
    loadSimilarListings().catch(() => undefined);
  }, [queryClient, id]);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        {viewer.isOwner ? (
          <BackToYourValuations />
        ) : (
          // An agent or admin reading a client's valuation goes back to their clients' valuations.
          <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/valuations" />} size="sm">
            ← Back to {viewer.back}
          </Anchor>
        )}
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" fw={600} tt="uppercase" lts={0.6} className={classes.eyebrow}>
              {viewer.title}
            </Text>
            <Title order={1} className={classes.title}>
              {valuation.displayAddress}
            </Title>
            <Text c="dimmed" mt={4}>
              {[
                propertyTypeLabels[request.type],
                `${valuedBedrooms(valuation)} bed`,
                `${request.bathroom} bath`,
                `${request.parking} parking`,
                valuedInteriorSize(valuation),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Group gap="sm">
            <ShareButton id={valuation.id} shareToken={valuation.shareToken} value={valuation.instanceValue} />
            <Button variant="default" onClick={() => setEditing(true)}>
              Edit details
            </Button>
          </Group>
        </Group>
        <div className={classes.summaryGrid}>
          <div className={classes.summaryTop}>
            <Stack gap="lg">
              {/* The confirmation is said once, in its own card, with who confirmed it and their notes. */}
              <ValueCard facts={valuation} compact confirmation={false} />
              {requested && (
                <Text size="sm" role="status" data-testid="review-requested">
                  {requested.text}
                </Text>
              )}
              {/* Beside the estimate, in the page's first step: on a phone it is the figure the owner came for. */}
              {valuation.confirmed && (
                <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="confirmed-title">
                  <Title order={2} fz={18} id="confirmed-title">
                    Valuation Confirmed
                  </Title>
                  <Text fz={26} fw={800}>
                    {valuation.confirmedValue === undefined ? 'N/A' : formatCurrency(valuation.confirmedValue)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Confirmed by {viewer.confirmer}
                    {valuation.confirmedAt && (
                      <>
                        {' on '}
                        <span style={nowrap}>{displayDate(valuation.confirmedAt)}</span>
                      </>
                    )}
                  </Text>
                  {valuation.detailsChangedAt && <DetailsChangedNote at={valuation.detailsChangedAt} />}
                  {valuation.agentNotes && (
                    <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {valuation.agentNotes}
                    </Text>
                  )}
                  {viewer.staff && valuation.privateNotes && (
                    <Text size="sm" mt="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      Private notes: {valuation.privateNotes}
                    </Text>
                  )}
                </Paper>
              )}
              {drawn > 1 && (
                <ValueExplanationCard
                  explanation={valuation.explanation}
                  value={valuation.instanceValue}
                  owners={viewer.owners}
                />
              )}
            </Stack>
          </div>
          {/* The chart, and the settings under it on a phone, in one step: drawn before it, they
              would be pushed down by it (review 54). */}
          {drawn > 2 && (
            <>
              <div className={classes.summaryMain}>
                <Stack gap="lg">
                  <ValueChart
                    points={chart.chart.data}
                    loading={chart.chart.isFetching}
                    failed={chart.chart.isError}
                    onRetry={() => void chart.chart.refetch()}
                    createdAt={valuation.createdAt}
                    confirmed={confirmedPoint(valuation.confirmedAt, valuation.confirmedValue)}
                    purchase={purchaseMark(sale, valuation.explanation, chart.range, viewer.owners)}
                    withImprovements={(valuation.explanation?.improvements?.added ?? 0) > 0}
                    period={chart.period}
                    periods={chart.periods}
                    onPeriod={chart.setPeriod}
                  />
                  <NearViewport placeholder={<Skeleton h={120} radius="lg" />}>
                    {/* Code that loads as the reader scrolls: offline, its part says so, not the page (QA 76a M2). */}
                    <LoadBoundary name="Home improvements">
                      <Suspense fallback={<Skeleton h={120} radius="lg" />}>
                        <ImprovementsSection valuation={valuation} owner={viewer.owner} />
                      </Suspense>
                    </LoadBoundary>
                  </NearViewport>
                </Stack>
              </div>
              <div className={classes.summaryBottom}>
                <Stack gap="lg">
                  <PurchaseFacts valuation={valuation} owner={viewer.owner} />
                  {viewer.isOwner ? (
                    <ReceiveUpdatesControl
                      key={valuation.receiveUpdates}
                      id={valuation.id}
                      value={valuation.receiveUpdates}
                    />
                  ) : (
                    // Only the owner chooses their e-mails (the API refuses anyone else).
                    <ReceiveUpdatesFact value={valuation.receiveUpdates} owner={viewer.owner} />
                  )}
                  {viewer.isOwner && (
                    <Button variant="subtle" color="red" onClick={() => setConfirmRemove(true)}>
                      Remove Valuation
                    </Button>
                  )}
                </Stack>
              </div>
            </>
          )}
        </div>
        {/* Until the last parts are drawn, a screen's height keeps the footer where it will be (CLS 0). */}
        {drawn > 3 ? (
          <LoadBoundary name="Similar listings">
            <Suspense fallback={pendingParts}>
              <SimilarListings id={valuation.id} Card={Card} ownersHome={viewer.ownersHome} />
            </Suspense>
          </LoadBoundary>
        ) : (
          pendingParts
        )}
      </Stack>
      {editing && (
        <DetailsModal valuation={valuation} signedIn onClose={() => setEditing(false)} onToast={toast.show} />
      )}
      {confirmRemove && (
        <LoadBoundary name="The remove dialog" onClose={() => setConfirmRemove(false)}>
          <Suspense>
            <RemoveValuationDialog id={valuation.id} onClose={() => setConfirmRemove(false)} />
          </Suspense>
        </LoadBoundary>
      )}
      {toast.view}
    </Container>
  );
}

const pendingParts = <div className={classes.pendingParts} />;

// A figure in one piece: a line may otherwise break after its sign ("−" alone) or a date's hyphen.
const nowrap = { whiteSpace: 'nowrap' } as const;
