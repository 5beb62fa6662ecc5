import { Button, Container, Group, InputBase, Paper, Stack, Text, Title } from '@mantine/core';
import { InlineAlert } from '../../../ui/inline-alert';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatCurrency } from '@shared/format/currency';
import type { Identity } from '@shared/identity';
import { propertyTypeLabels } from '@shared/property-types';
import { valuedBedrooms, valuedInteriorSize } from '@shared/home-value/listed-facts';
import { useConfirmValuation } from '../api/confirm-valuation';
import { valuationQueryOptions } from '../api/get-valuation';
import { farFromEstimate } from '../confirmed-value-check';
import { checkedConfirmation, usePreloadValuationChecks, type ConfirmationErrors } from '../valuation-checks';
import { DollarInput } from '../../../ui/dollar-input';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { useFieldErrors } from '../../../ui/use-field-errors';
import { ValueCard } from './value-card';
import { viewerOf } from '../viewer';
import classes from './home-valuation.module.css';
import { LoadingButton } from '../../../ui/loading-button';

// What the value rests on, in its own chunk (the page's first load stays within 170 KB gzipped),
// asked for by the route's loader with the valuation, so that it does not push the form down.
// Its code failing to load (a lost connection, a release that replaced the chunk) says so and
// leaves the form working (review 63 M4), without an error boundary's code in the first load.
const ConfirmationGrounds = lazy(() =>
  import('./confirmation-grounds').then(
    (module) => ({ default: module.ConfirmationGrounds }),
    () => ({ default: GroundsNotLoaded }),
  ),
);

function GroundsNotLoaded() {
  return (
    <Text size="sm" c="dimmed" role="alert">
      What the value rests on could not be loaded. Check your connection and reload the page.
    </Text>
  );
}

/**
 * The agent's confirmation page (document 3 §2.11): a value, notes the owner sees and private
 * notes only agents and admins see. On success: back to the estimate (with its toast) when it
 * came from there, else to /dashboard/valuations. Beside the form, what the value rests on
 * (confirmation-grounds.tsx).
 */
export function ConfirmationPage({
  id,
  identity,
  backToEstimation,
}: {
  id: string;
  identity: Identity;
  backToEstimation: boolean;
}) {
  const { data: valuation } = useSuspenseQuery(valuationQueryOptions(id));
  const viewer = viewerOf(valuation, identity);
  const navigate = useNavigate();
  const confirm = useConfirmValuation(id);
  const [value, setValue] = useState<number | ''>(valuation.confirmedValue ?? valuation.instanceValue);
  const [notes, setNotes] = useState(valuation.agentNotes ?? '');
  const [privateNotes, setPrivateNotes] = useState(valuation.privateNotes ?? '');
  // The rules' refusals show on their fields; the server's, or a check that could not run, above the buttons.
  const [fieldErrors, setFieldErrors, changed] = useFieldErrors<keyof ConfirmationErrors>();
  const [error, setError] = useState<string | null>(null);
  // What the page opened on, sent back with the confirmation (QA 48b H1): the server refuses it
  // when the owner changed the facts since, or someone else confirmed meanwhile.
  const [openedOn] = useState({ factsStamp: valuation.factsStamp, previousConfirmedAt: valuation.confirmedAt ?? null });
  // A value far from the estimate is asked about once: this is the value the agent was asked about.
  const [asked, setAsked] = useState<number | null>(null);
  const question = asked !== null && asked === value ? farFromEstimate(asked, valuation.instanceValue) : undefined;
  // The question takes the focus and comes into view (QA 68b M1): left in the field, a second
  // Enter confirmed the very value it asks about, and on a phone it was drawn below the fold.
  const questionRef = useRef<HTMLDivElement>(null);
  const valueId = useId();
  // "Change the value" goes away as it is pressed: the focus goes back to the value, selected
  // (review 68 L1: it fell to the page's top).
  function changeTheValue() {
    setAsked(null);
    const field = document.getElementById(valueId);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  }
  useEffect(() => {
    if (!question) return;
    questionRef.current?.focus({ preventScroll: true });
    questionRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [question]);
  usePreloadValuationChecks();

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    checkedConfirmation({ confirmedValue: value, notes, privateNotes }).then(
      (checked) => {
        setError(null);
        if ('errors' in checked) return showFieldErrors(form, () => setFieldErrors(checked.errors));
        setFieldErrors({});
        const { confirmedValue } = checked.body;
        if (asked !== confirmedValue && farFromEstimate(confirmedValue, valuation.instanceValue)) {
          setAsked(confirmedValue);
          return;
        }
        confirm.mutate(
          { ...checked.body, ...openedOn },
          {
            onSuccess: () =>
              void (backToEstimation
                ? navigate({ to: '/home-valuation/property-estimation/$id', params: { id }, search: { updated: true } })
                : navigate({ to: '/dashboard/valuations' })),
            onError: (failure) => setError(failure.message),
          },
        );
      },
      () => setError('Something went wrong. Please try again.'),
    );
  }

  const request = valuation.request;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {/* The dashboard's breadcrumb is the page's h1 and its way back (QA 66b L7: two of each). */}
        <div>
          <Text size="sm" fw={600} tt="uppercase" lts={0.6} className={classes.eyebrow}>
            {/* "Your Valuation" on the agent's own (review 63 L7), as the summary says it. */}
            {viewer.isOwner || valuation.user ? viewer.title : 'Valuation'}
          </Text>
          <Title order={2} className={classes.title}>
            Confirm the valuation
          </Title>
          <Text c="dimmed" mt={4}>
            {[
              valuation.displayAddress,
              propertyTypeLabels[request.type],
              `${valuedBedrooms(valuation)} bed`,
              `${request.bathroom} bath`,
              // The agent confirms the value of these facts: parking moves it too (QA 33, QA 35).
              `${request.parking} parking`,
              valuedInteriorSize(valuation),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <div className={classes.confirmationColumns}>
          <div className={classes.confirmationValue}>
            <ValueCard facts={valuation} compact />
          </div>
          {/* Under the value beside the form; below the form on a phone, which is what the page is
              for (review 63 M5). */}
          <Stack gap="lg" className={classes.confirmationGrounds}>
            <Suspense>
              <ConfirmationGrounds valuation={valuation} owner={viewer.owner} owners={viewer.owners} />
            </Suspense>
          </Stack>
          <div className={classes.confirmationForm}>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              component="form"
              onSubmit={submit}
              noValidate
              aria-label="Confirmation"
            >
              <Stack gap="md">
                <DollarInput
                  id={valueId}
                  label="Confirmed value"
                  withAsterisk
                  value={value}
                  onChange={(next) => {
                    setValue(next);
                    changed('confirmedValue');
                  }}
                  error={fieldErrors.confirmedValue}
                />
                {/* InputBase as a textarea, not Mantine's Textarea: its autosize library (1.6 KB
                    gzipped) put the page's first load over 170 KB; the browser sizes it instead. */}
                <InputBase
                  component="textarea"
                  label="Notes for the owner"
                  description="The owner sees these with the confirmed value."
                  multiline
                  rows={3}
                  classNames={{ input: classes.growingNotes }}
                  value={notes}
                  onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
                    setNotes(event.currentTarget.value);
                    changed('notes');
                  }}
                  error={fieldErrors.notes}
                />
                <InputBase
                  component="textarea"
                  label="Private notes"
                  description="Only you and the admins see these; never the owner."
                  multiline
                  rows={2}
                  classNames={{ input: classes.growingNotes }}
                  value={privateNotes}
                  onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
                    setPrivateNotes(event.currentTarget.value);
                    changed('privateNotes');
                  }}
                  error={fieldErrors.privateNotes}
                />
                {error && <InlineAlert>{error}</InlineAlert>}
                {question && (
                  <div ref={questionRef} tabIndex={-1} data-testid="value-question">
                    <InlineAlert color="yellow" title="Check the value">
                      {question}
                    </InlineAlert>
                  </div>
                )}
                <Group justify="flex-end">
                  {question && (
                    <Button variant="default" onClick={changeTheValue}>
                      Change the value
                    </Button>
                  )}
                  <LoadingButton type="submit" loading={confirm.isPending} data-wrap>
                    {question && asked !== null ? `Confirm ${formatCurrency(asked)}` : 'Confirm Valuation'}
                  </LoadingButton>
                </Group>
              </Stack>
            </Paper>
          </div>
        </div>
      </Stack>
    </Container>
  );
}
