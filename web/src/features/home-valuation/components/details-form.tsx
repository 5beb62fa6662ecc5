import { Anchor, Box, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { type HomeValuation, type LastSale } from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { firstErrors } from '@shared/first-errors';
import { propertyTypeLabels, propertyTypes, type PropertyType } from '@shared/property-types';
import { ApiError } from '../../../lib/api-client';
import { displayDate } from '@shared/format/dates';
import { unitKey } from '@shared/listing';
import { useCreateValuation } from '../api/create-valuation';
import { useValuations } from '../api/get-valuations';
import { useUpdateValuation } from '../api/update-valuation';
import { usePreloadValuationChecks, valuationBodyIssues } from '../valuation-checks';
import {
  missingToSubmit,
  densHint,
  lotHint,
  errorKeyOf,
  asksLot,
  needsFootage,
  valuationBody,
  type ValuationFormValues,
} from '../valuation-form';
import { storeEstimation, storeInfo } from '../valuation-storage';
import { Counter } from './counter';
import { DecimalInput } from './decimal-input';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

// Loaded after the form's first paint (issue 12: a route's first load ≤ 170 KB gzipped): the
// signed-in purchase fields with their date mask, and the error dialog, which may never show.
const PurchaseFields = lazy(() => import('./purchase-fields'));
const loadErrorDialog = () => import('./create-error-dialog');
const CreateErrorDialog = lazy(loadErrorDialog);

type FieldErrors = Partial<Record<string, string>>;

export interface DetailsFormProps {
  initial: ValuationFormValues;
  /** Update mode when set (document 3 §2.7 step 2). */
  valuationId?: string;
  /** In update mode: the facts the form opened on, sent back with the save (`HomeValuation.factsStamp`). */
  factsStamp?: string;
  /** Purchase price, purchase date and improvements show for signed-in users only. */
  signedIn: boolean;
  /** The listing's last sale, as a signed-in owner may see it (`listingLastSale`). */
  recordedSale?: LastSale;
  onCreated?: (valuation: HomeValuation) => void;
  onUpdated?: (valuation: HomeValuation) => void;
  /** The server's reason when it gave one the owner can act on (the details changed elsewhere: 409). */
  onUpdateFailed?: (reason?: string) => void;
}

/** The lot's two sides, in the form's order, with their labels. */
const lotSides = [
  ['lotFront', 'Lot front (ft)'],
  ['lotDepth', 'Lot depth (ft)'],
] as const;

/**
 * The property details form (document 3 §2.7 step 2, §3, §5), as a page or in a modal: create
 * mode goes on to the estimate; update mode revalues and closes.
 */
export function DetailsForm({
  initial,
  valuationId,
  factsStamp,
  signedIn,
  recordedSale,
  onCreated,
  onUpdated,
  onUpdateFailed,
}: DetailsFormProps) {
  const [values, setValues] = useState(initial);
  // The stamp of the facts the form opened on, as `initial` is: a refetch behind the open form
  // brings a new stamp, not the facts the form shows.
  const [openedOn] = useState(factsStamp);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createError, setCreateError] = useState<string | null>(null);
  const missing = missingToSubmit(values);
  const create = useCreateValuation();
  const update = useUpdateValuation(valuationId ?? '');
  const set = <K extends keyof ValuationFormValues>(key: K, value: ValuationFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A change of the improvements clears their rows' errors too.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => field !== key && !field.startsWith(`${key}.`))),
    );
  };

  const [checking, setChecking] = useState(false);
  usePreloadValuationChecks();
  const saving = checking || create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    void loadErrorDialog();
    const body = valuationBody(values, signedIn);
    setChecking(true);
    valuationBodyIssues(body, values.earliestYearBuilt)
      .then((issues) => {
        if (issues.length > 0) {
          showFieldErrors(form, () => setErrors(firstErrors(issues, (path) => errorKeyOf(body, path))));
          return;
        }
        send(body);
      })
      .catch(() => setCreateError(homeValueMessages.createFailed))
      .finally(() => setChecking(false));
  }

  function send(body: ReturnType<typeof valuationBody>) {
    const fail = (error: Error) => {
      if (error instanceof ApiError && error.status === 400) {
        const fields = Object.entries(error.fieldErrors());
        setErrors(Object.fromEntries(fields.map(([key, text]) => [errorKeyOf(body, key.split('.')), text])));
      }
    };
    if (valuationId) {
      update.mutate(openedOn ? { ...body, factsStamp: openedOn } : body, {
        onSuccess: (valuation) => {
          storeInfo(undefined);
          storeEstimation(valuation);
          onUpdated?.(valuation);
        },
        onError: (error) => {
          fail(error);
          const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
          // The modal's caller toasts it; the details page has the form's own dialog (review 76 H2).
          if (onUpdateFailed) onUpdateFailed(reason);
          else setCreateError(reason ?? homeValueMessages.updateFailed);
        },
      });
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          const { claimSecret: _secret, ...valuation } = created;
          storeEstimation(valuation);
          onCreated?.(valuation);
        },
        onError: (error) => {
          fail(error);
          // The cannot-value (422) and too-many (429) answers say why; anything else is the spec's message.
          const known = error instanceof ApiError && (error.status === 422 || error.status === 429);
          setCreateError(known ? error.message : homeValueMessages.createFailed);
        },
      });
    }
  }

  const footage = needsFootage(values.type);
  // A condo has no lot of its own: the form asks a lot of a house, or before a type is chosen.
  const lot = asksLot(values.type);
  return (
    <form onSubmit={submit} noValidate aria-label="Property details">
      <Stack gap="md">
        <TextInput label="Address" withAsterisk value={values.address} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Unit"
            value={values.unit}
            disabled={Boolean(valuationId)}
            error={errors.unit}
            onChange={(event) => set('unit', event.currentTarget.value)}
          />
          {/* Native: a fixed list of types needs no Combobox (floating-ui) on the first load. */}
          <NativeSelect
            label="Type"
            withAsterisk
            data={[
              { value: '', label: 'Choose a type', disabled: true },
              ...propertyTypes.map((type) => ({ value: type, label: propertyTypeLabels[type] })),
            ]}
            value={values.type ?? ''}
            error={errors.type}
            onChange={(event) => set('type', (event.currentTarget.value || null) as PropertyType | null)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Counter
            label="Bedroom(s)"
            required
            value={values.bedroom}
            error={errors.bedroom}
            description={densHint(values)}
            onChange={(value) => set('bedroom', value)}
          />
          <Counter
            label="Bathroom(s)"
            value={values.bathroom}
            error={errors.bathroom}
            onChange={(value) => set('bathroom', value)}
          />
          <Counter
            label="Parking"
            value={values.parking}
            error={errors.parking}
            onChange={(value) => set('parking', value)}
          />
        </SimpleGrid>
        {footage && (
          <TextInput
            label="Interior size (sq ft)"
            withAsterisk
            inputMode="numeric"
            placeholder="850 or 800-899"
            value={values.footage}
            error={errors.footage}
            onChange={(event) => set('footage', event.currentTarget.value)}
          />
        )}
        {lot && (
          <SimpleGrid cols={2} spacing="md">
            {lotSides.map(([side, label]) => (
              <DecimalInput
                key={side}
                label={label}
                value={values[side]}
                description={lotHint(values, side)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={errors[side]}
                onChange={(value) => set(side, value)}
              />
            ))}
          </SimpleGrid>
        )}
        {signedIn && (
          <Suspense fallback={<Box mih={150} aria-busy="true" />}>
            <PurchaseFields values={values} errors={errors} set={set} {...(recordedSale && { recordedSale })} />
          </Suspense>
        )}
        {signedIn && !valuationId && <AlreadyValued locationId={values.locationId} unit={values.unit} />}
        <div>
          <LoadingButton
            type="submit"
            size="md"
            loading={saving}
            disabled={saving || missing !== undefined}
            aria-describedby={missing ? 'valuation-missing' : undefined}
            data-wrap
          >
            {valuationId ? 'Update your valuation' : 'Get your valuation'}
          </LoadingButton>
          {missing && (
            <Text size="sm" c="dimmed" mt={6} id="valuation-missing" data-testid="valuation-missing">
              {missing}
            </Text>
          )}
        </div>
      </Stack>
      {createError !== null && (
        <Suspense fallback={null}>
          <CreateErrorDialog message={createError} onClose={() => setCreateError(null)} />
        </Suspense>
      )}
    </form>
  );
}

/**
 * Said before a signed-in owner values an address they already valued (QA 39 L14: the same
 * home twice on one account, the same day): the one they have, to open, or go on for another.
 * Read from their newest valuations (the list's first page).
 */
function AlreadyValued({ locationId, unit }: { locationId: string; unit: string }) {
  const mine = useValuations();
  const sameHome = (mine.data?.pages[0]?.items ?? []).find(
    (valuation) =>
      // The unit as the service stores it ('1203' for a typed '01203'): read alike.
      valuation.request.locationId === locationId && unitKey(valuation.request.unit ?? '') === unitKey(unit),
  );
  if (!sameHome) return null;
  return (
    <Text size="sm" data-testid="already-valued">
      You already have a valuation of this home, made {displayDate(sameHome.createdAt)}.{' '}
      <Anchor renderRoot={(props) => <Link {...props} to="/home-valuation-summary/$id" params={{ id: sameHome.id }} />}>
        Open it
      </Anchor>{' '}
      or get another below.
    </Text>
  );
}
