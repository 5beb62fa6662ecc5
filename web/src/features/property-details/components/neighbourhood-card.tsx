import { Box, Button, Loader, Paper, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { Link, linkOptions } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { PropertyType } from '@shared/property-types';
import { ChartIcon } from '../../../ui/icons/listing-icons';

const MiniMap = lazy(() => import('./mini-map'));

/** The neighbourhood's sold report, on this property's type (document 1 §2.1). */
const soldReportLink = (neighbourhoodId: string, propertyType: PropertyType) =>
  linkOptions({
    to: '/sold-report/$neighbourhoodId/{-$monthStr}/{-$propertyType}',
    params: { neighbourhoodId, monthStr: undefined, propertyType },
  });

export interface NeighbourhoodCardProps {
  lat: number;
  lng: number;
  address: string;
  neighbourhood?: { id: string; name: string };
  type: PropertyType;
}

/**
 * The mini map and the way to the neighbourhood's sold report (document 3 §2.1, §2.6). The
 * map (and maplibre) loads only once the card scrolls into view.
 */
export function NeighbourhoodCard({ lat, lng, address, neighbourhood, type }: NeighbourhoodCardProps) {
  const { ref, inViewport } = useInViewport();
  const report = neighbourhood && (
    <Button
      renderRoot={(props) => <Link {...props} {...soldReportLink(neighbourhood.id, type)} />}
      variant="light"
      leftSection={<ChartIcon size={16} />}
      fullWidth
      data-wrap
    >
      {neighbourhood.name} Sold Report
    </Button>
  );

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz={18} mb={4}>
        Location
      </Title>
      {neighbourhood && (
        <Text size="sm" c="dimmed" mb="sm">
          In {neighbourhood.name}
        </Text>
      )}
      <Box ref={ref} h={220} mb="md" style={{ borderRadius: 12, overflow: 'hidden', position: 'relative' }} bg="gray.1">
        {inViewport ? (
          <Suspense
            fallback={
              <Box h="100%" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                <Loader size="sm" />
              </Box>
            }
          >
            <MiniMap lat={lat} lng={lng} label={address} neighbourhoodId={neighbourhood?.id} />
          </Suspense>
        ) : null}
        {neighbourhood && (
          <Button
            renderRoot={(props) => <Link {...props} {...soldReportLink(neighbourhood.id, type)} />}
            size="compact-sm"
            variant="white"
            style={{ position: 'absolute', left: 10, top: 10, zIndex: 3, boxShadow: '0 1px 4px rgba(0,0,0,.25)' }}
          >
            View Sold Report
          </Button>
        )}
      </Box>
      {report}
    </Paper>
  );
}
