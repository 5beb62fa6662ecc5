import { Box, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * As many equal columns as items of at least `min` fit, so that no figure is ever cut off by its
 * column: side by side on a wide screen, one above the other on a narrow phone or with the
 * reader's text at 125% (the rem width grows with the text).
 */
export function FitGrid({ min, gap = 'sm', children }: { min: string; gap?: MantineSpacing; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
        gap: `var(--mantine-spacing-${gap})`,
      }}
    >
      {children}
    </Box>
  );
}
