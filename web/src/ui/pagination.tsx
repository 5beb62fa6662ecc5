import { Pagination as MantinePagination, type PaginationProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mediaQueries } from './breakpoints';
import { phoneControlSize } from './pagination-size';

/**
 * Mantine's Pagination in a chunk of its own, for DeferredPagination (deferred-pagination.tsx).
 * On a phone its buttons are 40 px, 4 px apart, with no siblings around the current page, so
 * that the most it shows (‹ 1 … 5 … 10 ›, seven buttons, 304 px) fits on one line of a 390 px
 * phone's list; on a narrower phone they narrow to fit (`phoneControlSize`).
 */
export function Pagination(props: PaginationProps) {
  const phone = useMediaQuery(mediaQueries.belowSm, undefined, { getInitialValueInEffect: false });
  if (!phone) return <MantinePagination {...props} />;
  return (
    <MantinePagination
      {...props}
      size="md"
      gap={4}
      siblings={0}
      vars={() => ({ root: { '--pagination-control-size': phoneControlSize } })}
    />
  );
}
