import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The map's way out to the list of every neighbourhood (WCAG 2.1.1): the polygons answer only
 * a pointer, so keyboard and screen-reader users reach a report through the search box above
 * or through this list, which has a link to every neighbourhood's report.
 */
export function MapListLink() {
  return (
    <Button
      component={Link}
      to="/neighbourhoods"
      variant="white"
      color="dark"
      radius="xl"
      size="sm"
      // Two lines rather than wider than a narrow phone with larger text.
      data-wrap
      style={{
        position: 'absolute',
        left: 12,
        bottom: 40,
        zIndex: 4,
        // Clear of the Recentre button at the right (2.5rem, 12 px in).
        maxWidth: 'calc(100% - 24px - 2.5rem - 8px)',
        boxShadow: '0 1px 4px rgba(0,0,0,.25)',
      }}
    >
      List of neighbourhoods
    </Button>
  );
}
