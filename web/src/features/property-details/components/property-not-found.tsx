import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HouseIcon } from '../../../ui/icons/listing-icons';

/** An MLS number the API does not know, or none at all: a clear page, not an error. */
export function PropertyNotFound({ mls }: { mls?: string }) {
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" gap="md" ta="center">
        <Text c="brand.3" aria-hidden>
          <HouseIcon size={64} />
        </Text>
        <Title order={1}>Property Not Found</Title>
        <Text c="dimmed">
          {mls
            ? `We could not find a listing with the MLS® number ${mls}. It may have been removed, or the link may be mistyped.`
            : 'The link does not name a listing.'}
        </Text>
        <Group>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/home-search/$mapType/$saleType" params={{ mapType: 'map', saleType: 'sale' }} />
            )}
          >
            Search Homes
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
