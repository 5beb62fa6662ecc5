import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A polite live region that is in the page before anything is said in it, so that a screen
 * reader reads what is put into it later: a region drawn together with its text is often not
 * read at all. Empty, it takes no room, not even a Stack's gap: it is taken out of the flow
 * (absolutely placed, never hidden, so it stays the same region) until it has something to say.
 */
export function LiveStatus({ children, style, ...props }: BoxProps & { children?: ReactNode; 'data-testid'?: string }) {
  const empty = children === undefined || children === null || children === false || children === '';
  return (
    <Box role="status" style={empty ? { position: 'absolute' } : style} {...props}>
      {children}
    </Box>
  );
}
