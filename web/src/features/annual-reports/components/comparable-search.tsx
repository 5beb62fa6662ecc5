import { Alert, Badge, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { annualReportMessages, maxComparables, type ReportProperty } from '@shared/annual-report/types';
import { formatCurrency } from '@shared/format/currency';
import { addressLine, statusLabel } from '@shared/search/listing-labels';
import { useListingSearch } from '../api/search-listings';
import { reportErrorMessage } from '../api/report-errors';
import { reportTexts } from '../report-texts';
import classes from './annual-report.module.css';
import { LoadingButton } from '../../../ui/loading-button';

const searchDelayMs = 300;

/**
 * The modal's search by MLS number or address (document 2 §2): the property service's listings;
 * a sold one can be added while the report has fewer than 5 comparables.
 */
export function ComparableSearch({
  comparables,
  onAdd,
  adding,
}: {
  comparables: readonly ReportProperty[];
  onAdd: (mls: string) => void;
  /** The MLS number being added. */
  adding?: string;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, searchDelayMs);
  const search = useListingSearch(debounced);
  const full = comparables.length >= maxComparables;
  const present = new Set(comparables.map((property) => property.mls));
  const listings = search.data?.listings ?? [];
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The MLS number whose Add was pressed, until its add is over. */
  const requested = useRef<string | undefined>(undefined);
  // Once added, its Add turns 'Added', disabled, and the browser drops the focus to the page,
  // out of the modal (QA 74b M1a). The keyboard goes back to the box, its text selected: typing
  // starts the next search, Tab reaches these results again (which still say 'Added'). Not when
  // the user has put the focus somewhere else meanwhile.
  useEffect(() => {
    const mls = requested.current;
    if (mls === undefined || adding !== undefined) return;
    requested.current = undefined;
    if (!comparables.some((property) => property.mls === mls)) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && !box.current?.contains(active)) return;
    // Typing in the box meanwhile: selecting its text would let the next key replace it (review 74 L3).
    if (active === input.current) return;
    input.current?.focus();
    input.current?.select();
  }, [adding, comparables]);

  return (
    <Stack gap="xs" ref={box}>
      <TextInput
        ref={input}
        label={reportTexts.searchLabel}
        placeholder="e.g. W1234567 or 12 Maple Ave"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        type="search"
      />
      {full && (
        <Text size="sm" c="dimmed" id="comparables-full">
          {annualReportMessages.tooManyComparables} Remove one to add another.
        </Text>
      )}
      {search.isError && (
        <Alert color="red" variant="light" role="alert">
          {reportErrorMessage(search.error, reportTexts.searchFailed)}
        </Alert>
      )}
      {debounced.trim() && search.isSuccess && listings.length === 0 && (
        <Text size="sm" c="dimmed">
          {reportTexts.noListings}
        </Text>
      )}
      {listings.length > 0 && !listings.some((listing) => listing.status === 'sold') && (
        <Text size="sm" c="dimmed">
          {reportTexts.onlySold}
        </Text>
      )}
      {listings.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Search results">
          {listings.map((listing) => {
            const sold = listing.status === 'sold';
            const added = present.has(listing.mls);
            return (
              <li key={listing.mls} className={classes.result}>
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {addressLine(listing)}
                  </Text>
                  <Group gap={6}>
                    <Badge size="xs" variant="light" color={sold ? 'indigo' : 'gray'}>
                      {statusLabel(listing.status)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      MLS {listing.mls}
                      {sold && listing.soldPrice !== undefined ? ` · ${formatCurrency(listing.soldPrice)}` : ''}
                    </Text>
                  </Group>
                </Stack>
                {sold ? (
                  <LoadingButton
                    size="compact-sm"
                    onClick={() => {
                      requested.current = listing.mls;
                      onAdd(listing.mls);
                    }}
                    disabled={full || added}
                    loading={adding === listing.mls}
                    aria-describedby={full ? 'comparables-full' : undefined}
                    aria-label={`${added ? 'Added' : 'Add'} ${addressLine(listing)}`}
                  >
                    {added ? 'Added' : 'Add'}
                  </LoadingButton>
                ) : (
                  // Said, not a greyed button with the reason in a tooltip no touch shows (QA 39 L12).
                  <Text size="xs" c="dimmed" ta="right" maw={120}>
                    Not sold
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
