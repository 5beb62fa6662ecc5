import { Box, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../../../ui/load-boundary';
import { UnlockOverlay } from './history-table';

export interface BookShowingProps {
  mls: string;
  /** A visitor sees the area blurred, with the way to sign in (document 3 §2.6). */
  blurred: boolean;
  /** Only a listing on the market can be shown; a closed one says so instead of the form. */
  onMarket: boolean;
}

// The form (its inputs and their code, 12 KB gzipped) loads just after the page, in a box of its
// height meanwhile (18.9rem: 302 px at 16 px, exact while its button keeps one line), so that
// nothing below it moves; a failed load leaves the listing on screen.
const BookShowingForm = lazy(() => import('./book-showing-form'));

/** Book a Showing (document 3 §2.6): the form, or why there is none, or (for a visitor) the way to sign in. */
export function BookShowing({ mls, blurred, onMarket }: BookShowingProps) {
  const form = (
    <LoadBoundary name="The booking form">
      <Suspense fallback={<Box h="18.9rem" />}>
        <BookShowingForm mls={mls} />
      </Suspense>
    </LoadBoundary>
  );

  return (
    <Paper withBorder radius="lg" p="lg" pos="relative">
      <Title order={2} fz={18} mb={4}>
        Book a Showing
      </Title>
      {onMarket && (
        <Text size="sm" c="dimmed" mb="md">
          Tell us when suits you and your agent will confirm the visit.
        </Text>
      )}
      {!onMarket ? (
        <Text size="sm" c="dimmed">
          This property is no longer on the market, so a showing cannot be booked.
        </Text>
      ) : blurred ? (
        <>
          <Box style={{ filter: 'blur(4px)', userSelect: 'none', pointerEvents: 'none' }} aria-hidden inert>
            {form}
          </Box>
          <UnlockOverlay text="Sign in to book a showing with your agent." />
        </>
      ) : (
        form
      )}
    </Paper>
  );
}
