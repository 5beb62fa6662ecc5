import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Component, type ReactNode } from 'react';
import type { RouteSaleType } from '../hooks/use-search-navigation';

interface MapErrorBoundaryProps {
  saleType: RouteSaleType;
  children: ReactNode;
}

/**
 * A map that cannot draw (no WebGL, a chunk that failed to load) leaves the page standing,
 * with the way to the same search in the gallery.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The map could not be shown', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack align="center" justify="center" h="100%" gap="sm" p="xl" ta="center" bg="gray.0">
        <Text fw={700}>The map could not be shown in this browser.</Text>
        <Text c="dimmed" size="sm">
          The same search is available as a gallery.
        </Text>
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/home-search/$mapType/$saleType"
              params={{ mapType: 'gallery', saleType: this.props.saleType }}
              search={true}
            />
          )}
        >
          Open the Gallery
        </Button>
      </Stack>
    );
  }
}
