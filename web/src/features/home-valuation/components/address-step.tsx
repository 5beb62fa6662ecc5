import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { startTransition, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { homeValueMessages } from '@shared/home-value/messages';
import { addressQueryMaxLength, type AddressSuggestion } from '@shared/home-value/types';
import { getLastListing } from '../api/get-last-listing';
import { useAddressComplete } from '../api/search-address';
import { infoFromListing } from '../valuation-info';
import { storeInfo, type ValuationInfo } from '../valuation-storage';
import classes from './home-valuation.module.css';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

/** Address search debounce (document 3 §9.1). */
export const addressCompleteDelay = 300;

const loadCombos = () => import('./address-combos');
type Combos = Awaited<ReturnType<typeof loadCombos>>;

/**
 * The comboboxes, loaded right after the step's first paint (issue 12: first load ≤ 170 KB
 * gzipped). Until they arrive, plain fields of the same look hold what is typed; a user who
 * has already reached the address field finds it focused again, with its suggestions.
 */
function useCombos(form: RefObject<HTMLFormElement | null>) {
  const [combos, setCombos] = useState<Combos | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    let live = true;
    // A transition: the comboboxes replace the fields in slices, not in one long task (issue 26).
    void loadCombos().then((module) => live && startTransition(() => setCombos(module)));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (combos && refocus.current) form.current?.querySelector('input')?.focus();
  }, [combos, form]);
  return { combos, touched: () => void (refocus.current = true) };
}

/**
 * The address step (document 3 §2.7 step 1): pick an address from the suggestions, give the
 * unit when the building needs one (code 1450), and go on with the info state stored.
 */
export function AddressStep({ onDone }: { onDone: (info: ValuationInfo) => void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, addressCompleteDelay);
  const search = useAddressComplete(debounced);
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  const [unit, setUnit] = useState('');
  const [unitRequired, setUnitRequired] = useState(false);
  const [loading, setLoading] = useState(false);
  const [unitError, setUnitError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const { combos, touched } = useCombos(form);

  const typing = text.trim() !== debounced.trim() && text.trim().length > 0;
  const tooLong = debounced.trim().length > addressQueryMaxLength;
  const items = debounced.trim() && !tooLong && !search.isError ? (search.data?.items ?? []) : [];

  async function choose(suggestion: AddressSuggestion) {
    setChosen(suggestion);
    setText(suggestion.label);
    setUnit('');
    setUnitError(undefined);
    setLoading(true);
    const answer = await getLastListing(suggestion.id);
    setUnitRequired(answer.kind === 'unitRequired');
    setLoading(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const trimmed = unit.trim();
    setLoading(true);
    const answer = await getLastListing(chosen.id, trimmed || undefined);
    setLoading(false);
    // The keyboard goes to Unit, where to fix it: the button it left may be disabled now.
    if (answer.kind === 'unitRequired') {
      return showFieldErrors(form.current, () => {
        setUnitRequired(true);
        setUnitError('Unit number is required');
      });
    }
    if (answer.kind === 'unitRefused') return showFieldErrors(form.current, () => setUnitError(answer.message));
    const info = infoFromListing(chosen, trimmed || undefined, answer.kind === 'listing' ? answer.listing : undefined);
    storeInfo(info);
    onDone(info);
  }

  const disabled = loading || !chosen || (unitRequired && !unit.trim());
  // An address none of whose listings had a unit (a house) takes none (QA 39 M1).
  const noUnits = chosen !== null && !unitRequired && !chosen.units?.length;

  return (
    <Paper
      component="form"
      ref={form}
      onSubmit={submit}
      noValidate
      className={classes.card}
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
    >
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Get a real-time valuation of your home
          </Title>
          <Text c="dimmed" mt={6}>
            Enter your address and we estimate its value from recent nearby sales, in seconds.
          </Text>
        </div>
        {combos ? (
          <combos.SearchBox
            label="Address"
            visibleLabel
            required
            placeholder="Start typing your street address"
            value={text}
            onChange={(value) => {
              setText(value);
              if (chosen && value !== chosen.label) {
                setChosen(null);
                setUnitRequired(false);
              }
            }}
            groups={[
              {
                label: 'Addresses',
                items: items.map((item) => ({
                  key: item.id,
                  label: item.label,
                  description: [
                    item.address.neighbourhood,
                    item.units?.length ? `${item.units.length} unit${item.units.length === 1 ? '' : 's'}` : '',
                  ]
                    .filter(Boolean)
                    .join(' · '),
                })),
              },
            ]}
            loading={search.isFetching || typing}
            emptyText={
              tooLong
                ? homeValueMessages.queryTooLong
                : search.isError
                  ? 'The address search failed. Please try again.'
                  : 'Address not found'
            }
            onSelect={(item) => {
              const suggestion = items.find((candidate) => candidate.id === item.key);
              if (suggestion) void choose(suggestion);
            }}
          />
        ) : (
          <TextInput
            label="Address"
            withAsterisk
            placeholder="Start typing your street address"
            value={text}
            onFocus={touched}
            onChange={(event) => {
              touched();
              setText(event.currentTarget.value);
            }}
            radius="md"
            size="md"
          />
        )}
        {combos ? (
          <combos.Autocomplete
            label="Unit"
            withAsterisk={unitRequired}
            placeholder={
              unitRequired ? 'This building needs a unit number' : noUnits ? 'This address has no units' : 'Optional'
            }
            disabled={noUnits && !unit}
            value={unit}
            data={chosen?.units ?? []}
            limit={20}
            error={unitError}
            onChange={(value) => {
              setUnit(value);
              setUnitError(undefined);
            }}
            size="md"
          />
        ) : (
          <TextInput label="Unit" placeholder="Optional" value={unit} disabled size="md" />
        )}
        <LoadingButton type="submit" size="md" disabled={disabled} loading={loading} data-wrap>
          Get your valuation
        </LoadingButton>
      </Stack>
    </Paper>
  );
}
