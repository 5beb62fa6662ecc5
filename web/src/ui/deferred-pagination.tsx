import { Box, type PaginationProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { phoneControlSize } from './pagination-size';

// Mantine's Pagination (~3 KB gzipped) sits under a list, below the first screen: it loads
// after the page's own code (issue 26's first-load budget), in a box of its height meanwhile.
const Pagination = lazy(() => import('./pagination').then((module) => ({ default: module.Pagination })));

/** Mantine's control heights (`--pagination-control-size-*`), which the placeholder keeps. */
const controlHeights = { sm: '1.625rem', md: '2rem' } as const;

type DeferredPaginationProps = Omit<PaginationProps, 'size'> & { size: keyof typeof controlHeights };

/**
 * Mantine's Pagination, loaded on demand; until then an empty box of its height holds its place:
 * on a phone its 40 px buttons' (pagination.tsx; a 26 px box moved the page 14 px when they came).
 */
export function DeferredPagination(props: DeferredPaginationProps) {
  const placeholder = (
    <Box
      h={{ base: phoneControlSize, sm: `calc(${controlHeights[props.size]} * var(--mantine-scale))` }}
      mt={props.mt}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <Pagination {...props} />
    </Suspense>
  );
}
