import { Button, CloseButton, Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { mediaQueries } from '../../../ui/breakpoints';
import { useQuickView } from '../api/get-quick-view';
import { PropertyCard } from './property-card';
import classes from './quick-view-panel.module.css';

export interface QuickViewPanelProps {
  ids: string[];
  onClose: () => void;
}

/**
 * The map's quick view (document 3 §2.3): one listing's card, or the list of a small cluster
 * (`/quickview`). Escape or the close button closes it and resets the selected marker.
 */
export function QuickViewPanel({ ids, onClose }: QuickViewPanelProps) {
  const quickView = useQuickView(ids);
  const panel = useRef<HTMLElement>(null);
  const single = ids.length === 1;
  // A phone's bottom sheet has room for the compact card only.
  const phone = useMediaQuery(mediaQueries.belowSm) ?? false;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    // Keyboard users land in the panel they opened from a marker, and back on it on close.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [onClose]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={classes.panel}
      aria-label={single ? 'Quick view' : 'Listings here'}
      data-testid="quick-view"
    >
      <div className={classes.header}>
        <Text fw={700} size="sm">
          {single ? 'Quick View' : `${ids.length} Listings`}
        </Text>
        <CloseButton aria-label="Close" onClick={onClose} />
      </div>
      <div className={classes.list}>
        {quickView.isPending ? (
          Array.from({ length: Math.min(ids.length, 3) }, (_, index) => <Skeleton key={index} h={112} radius="lg" />)
        ) : quickView.isError ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            These listings could not be loaded.{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void quickView.refetch()}>
              Try again
            </Button>
          </Text>
        ) : quickView.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            These listings are no longer available.
          </Text>
        ) : (
          quickView.data.map((property) => (
            <PropertyCard
              key={property.mls}
              property={property}
              variant={single && !phone ? 'full' : 'compact'}
              sameTab={phone}
            />
          ))
        )}
      </div>
    </section>
  );
}
