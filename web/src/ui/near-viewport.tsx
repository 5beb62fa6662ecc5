import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * Its children once the reader scrolls near them, the placeholder until then, in a box that
 * fills its parent (give the parent the children's size, so nothing moves when they appear):
 * for heavy parts below the fold, the charts (issue 26).
 */
export function NearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref} h="100%">
      {near ? children : placeholder}
    </Box>
  );
}
