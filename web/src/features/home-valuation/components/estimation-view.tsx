import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type HomeValuation } from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { propertyTypeLabels } from '@shared/property-types';
import { formatCurrency } from '@shared/format/currency';
import { valuedBedrooms, valuedInteriorSize } from '@shared/home-value/listed-facts';
import { ApiError } from '../../../lib/api-client';
import { useAssignValuation } from '../api/assign-valuation';
import { useRequestDiscussion } from '../api/request-discussion';
import { useValuation } from '../api/get-valuation';
import { answeredToOwner, contactsValuation } from '../viewer';
import { storedEstimation, storeEstimation } from '../valuation-storage';
import { claimedHere } from '../api/claim-valuation';
import { DetailsModal } from './details-modal';
import classes from './home-valuation.module.css';
import { ShareButton } from './share-button';
import { useToast } from './toast';
import { ValueCard } from './value-card';
import { BackToYourValuations } from './back-to-valuations';
import { LoadingButton } from '../../../ui/loading-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSignInSearch } from '../../../lib/return-path';
import { requestState } from '../review-requested';

// Dialogs load when they first open, not with the page.
const FindContactDialog = lazy(() =>
  import('./find-contact-dialog').then((module) => ({ default: module.FindContactDialog })),
);
const ThanksDialog = lazy(() => import('./thanks-dialog').then((module) => ({ default: module.ThanksDialog })));

export interface Viewer {
  signedIn: boolean;
  isAgent: boolean;
  /** The session is still being read: nothing stored is shown yet (neither side's). */
  pending?: boolean;
}

/**
 * What Next does, said beside it to the owner: it asks their agent (or, with none, the team) to
 * review the value, or, once confirmed for the details as they stand, to get in touch about it
 * (QA 43: a confirmed value's owner was asked to have it confirmed).
 */
export const nextSays = (hasAgent: boolean, confirmed: boolean) =>
  `Next asks ${hasAgent ? 'your agent' : 'our team'} to ${
    confirmed ? 'get in touch with you about this confirmed value' : 'review this value and confirm it'
  }.`;

/**
 * What the owner who signed in to keep a visitor's estimate is told when its value moved: once
 * theirs, it was valued again with the home's own last sale, which a visitor's never weighs
 * (DECISIONS row 47). The value had changed by $140,000 at sign-in without a word (QA 56b M1).
 */
export function claimedNote(before: number, valuation: HomeValuation): string | undefined {
  if (Math.round(before) === Math.round(valuation.instanceValue)) return undefined;
  const sale = valuation.explanation?.carriedSale;
  const share = sale && sale.source === 'listing' && !sale.setAside ? Math.round(sale.weight * 100) : 0;
  const why =
    sale && share >= 1
      ? `Signed in, it also weighs this home’s ${sale.date.slice(0, 4)} sale, carried to today (${share}% of the value).`
      : 'Signed in, it was valued again with what the listings record of this home.';
  return `Before you signed in, this estimate was ${formatCurrency(before)}. ${why} Value history shows how.`;
}

/**
 * The estimation step (document 3 §2.7 step 3). The valuation is the path's id, or the one just
 * made (the stored estimation state). A signed-in viewer reads it fresh; an anonymous one has
 * only what the create answered, in this tab.
 */
export function EstimationView({
  id,
  viewer,
  showBack,
  confirmedToast,
}: {
  id?: string;
  viewer: Viewer;
  showBack: boolean;
  confirmedToast?: boolean;
}) {
  // An estimate made while signed in (its answer carries the facts' stamp, which only a party's
  // does: functions/home-value/views.ts) is not shown once the session has gone, expired or signed
  // out in another tab: it holds the owner's sale (review 39 L10). A visitor's, once signed in, is
  // read again: claimed, it is valued with the home's sale (QA 56b M1: the visitor's figure showed
  // beside the owner's buttons, then jumped).
  const kept = storedEstimation();
  const visitors = kept?.factsStamp === undefined;
  const stored = kept && viewer.signedIn !== visitors ? kept : undefined;
  const valuationId = id ?? kept?.id;
  const fresh = useValuation(viewer.signedIn ? valuationId : undefined);
  // A signed-in viewer's refused read (404: another account's, in this tab) shows nothing stored (review 40).
  const valuation = fresh.data ?? (stored && stored.id === valuationId && !fresh.isError ? stored : undefined);
  // Said once the claim made in this page has landed, against the visitor's figure; the claimed
  // answer then takes the visitor's place in this tab, so a reload or a later day does not
  // credit every change since to signing in (review 56).
  const justClaimed =
    viewer.signedIn && visitors && kept && fresh.data?.id === kept.id && claimedHere(kept.id)
      ? claimedNote(kept.instanceValue, fresh.data)
      : undefined;
  const [claimed, setClaimed] = useState<string>();
  if (justClaimed && justClaimed !== claimed) setClaimed(justClaimed);
  useEffect(() => {
    if (justClaimed && fresh.data) storeEstimation(fresh.data);
  }, [justClaimed, fresh.data]);
  const toast = useToast();
  const showToast = toast.show;
  useEffect(() => {
    if (confirmedToast) showToast({ tone: 'success', text: homeValueMessages.updated });
  }, [confirmedToast, showToast]);
  useDocumentTitle(valuation?.displayAddress);

  if (viewer.pending || (!valuation && fresh.isPending && valuationId && viewer.signedIn)) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="sm">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Loading the estimate…</Text>
        </Stack>
      </Container>
    );
  }
  if (!valuation) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center">
          <Title order={2}>No estimate to show</Title>
          <Text c="dimmed">
            {fresh.error instanceof ApiError && fresh.error.status === 404
              ? 'This valuation does not exist, or is not yours to see.'
              : 'Start with your address to get a valuation of your home.'}
          </Text>
          <Button
            renderRoot={(props) => <Link {...props} to="/home-valuation/$type" params={{ type: 'property-address' }} />}
          >
            Get a valuation
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <>
      <Estimation valuation={valuation} viewer={viewer} showBack={showBack} onToast={showToast} claimed={claimed} />
      {toast.view}
    </>
  );
}

function Estimation({
  valuation,
  viewer,
  showBack,
  onToast,
  claimed,
}: {
  valuation: HomeValuation;
  viewer: Viewer;
  showBack: boolean;
  onToast: ReturnType<typeof useToast>['show'];
  claimed?: string;
}) {
  const navigate = useNavigate();
  const signInSearch = useSignInSearch();
  const [editing, setEditing] = useState(false);
  const [finding, setFinding] = useState(false);
  const [thanks, setThanks] = useState(false);
  const discussion = useRequestDiscussion(valuation.id);
  const assign = useAssignValuation(valuation.id);
  const request = valuation.request;
  const ownValuation = answeredToOwner(valuation);
  // Asked already: said beside Next, or in its place while the review waits (QA 70a M1).
  const requested = viewer.signedIn && !viewer.isAgent ? requestState(valuation, true) : undefined;
  const facts = [
    propertyTypeLabels[request.type],
    `${valuedBedrooms(valuation)} bed`,
    `${request.bathroom} bath`,
    `${request.parking} parking`,
    valuedInteriorSize(valuation),
  ].filter(Boolean);

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        {showBack && <BackToYourValuations />}
        <div>
          {/* Whose it is, to an agent on a contact's (QA 63a L2: nothing said it was not their own). */}
          {viewer.isAgent && !ownValuation && valuation.user && (
            <Text size="sm" fw={600} tt="uppercase" lts={0.6} className={classes.eyebrow}>
              {contactsValuation(valuation.user)}
            </Text>
          )}
          <Title order={1} className={classes.title}>
            {valuation.displayAddress}
          </Title>
          <Text c="dimmed" mt={4}>
            {facts.join(' · ')}
          </Text>
        </div>
        <ValueCard facts={valuation} />
        {claimed && (
          <Alert variant="light" color="blue" radius="lg" role="status">
            {claimed}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <ShareButton id={valuation.id} shareToken={valuation.shareToken} value={valuation.instanceValue} />
              {viewer.signedIn && (
                <Button variant="default" onClick={() => setEditing(true)}>
                  Edit details
                </Button>
              )}
              {viewer.signedIn && (
                <Button
                  variant="subtle"
                  renderRoot={(props) => (
                    <Link {...props} to="/home-valuation-summary/$id" params={{ id: valuation.id }} />
                  )}
                >
                  Value history
                </Button>
              )}
            </Group>
            <Group gap="sm">
              {viewer.isAgent && (
                <>
                  <Button
                    variant="light"
                    onClick={() =>
                      void navigate({
                        to: '/dashboard/valuations/confirmation/$id',
                        params: { id: valuation.id },
                        search: { from: 'estimation' },
                      })
                    }
                  >
                    Adjust Valuation
                  </Button>
                  {/* Only their own, made for a contact: a contact's own is theirs to keep (QA 63a H1). */}
                  {ownValuation && (
                    <Button variant="light" onClick={() => setFinding(true)}>
                      Assign to a Contact
                    </Button>
                  )}
                </>
              )}
              {viewer.isAgent ? (
                // An agent asks no one to review a value: they are the one who reviews it (QA 63a M3:
                // Next answered "There is no valuation with this id." on a client's, and "Your request
                // has been sent" on their own, sent to no one). Next takes them back to their list.
                <Button renderRoot={(props) => <Link {...props} to="/dashboard/valuations" />}>Next</Button>
              ) : viewer.signedIn && requested?.waiting ? null : viewer.signedIn ? (
                <LoadingButton
                  aria-describedby="next-says"
                  loading={discussion.isPending}
                  onClick={() =>
                    discussion.mutate(undefined, {
                      onSuccess: () => setThanks(true),
                      onError: (error) => onToast({ tone: 'error', text: error.message }),
                    })
                  }
                >
                  Next
                </LoadingButton>
              ) : (
                // Back here once signed in, where the valuation, now the account's, shows (QA 55b M1:
                // it went to the map, the valuation claimed out of sight).
                <Button renderRoot={(props) => <Link {...props} to="/sign-in" search={signInSearch} />}>Sign In</Button>
              )}
            </Group>
          </Group>
          {!viewer.signedIn && (
            <Text size="sm" c="dimmed" mt="sm">
              Sign in to keep this valuation, follow its value over time and ask an agent to confirm it. Accounts are by
              an agent’s invitation. Signed in, the estimate also weighs this home’s own last sale, if it has one.
            </Text>
          )}
          {/* The spec's label says nothing of what it does: the owner is told before pressing it (QA 39 L8). */}
          {viewer.signedIn && !viewer.isAgent && requested && (
            <Text size="sm" mt="sm" role="status" data-testid="review-requested">
              {requested.text}
            </Text>
          )}
          {viewer.signedIn && !viewer.isAgent && !requested?.waiting && (
            <Text size="sm" c="dimmed" mt="sm" id="next-says">
              {nextSays(valuation.agent !== undefined, valuation.confirmed && valuation.detailsChangedAt === undefined)}
            </Text>
          )}
        </Paper>
      </Stack>
      {editing && (
        <DetailsModal
          valuation={valuation}
          signedIn={viewer.signedIn}
          onClose={() => setEditing(false)}
          onToast={onToast}
        />
      )}
      <Suspense>
        {finding && (
          <FindContactDialog
            assigning={assign.isPending}
            error={assign.error?.message}
            onClose={() => setFinding(false)}
            onAssign={(contactId) =>
              assign.mutate(contactId, {
                onSuccess: (updated) => {
                  setFinding(false);
                  onToast({
                    tone: 'success',
                    text: updated.user
                      ? `The valuation now belongs to ${updated.user.firstName} ${updated.user.lastName}.`
                      : 'The valuation was assigned.',
                  });
                },
              })
            }
          />
        )}
        {thanks && <ThanksDialog onClose={() => setThanks(false)} />}
      </Suspense>
    </Container>
  );
}
