import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MapIcon } from '../../../../ui/icons/navigation-icons';

/** The sold report of a neighbourhood that does not exist. */
export function ReportNotFound() {
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="brand.5" lh={1} aria-hidden>
          404
        </Text>
        {/* "Neighbourhood" is one long word: on a phone the heading (Mantine's h1 size, 2.125rem) narrows with the screen. */}
        <Title order={1} fz="clamp(1.25rem, 9vw, 2.125rem)">
          Neighbourhood not found
        </Title>
        <Text c="dimmed">
          We have no sold report for this neighbourhood. It may have been renamed, or the link may be incomplete.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/neighbourhood/map" leftSection={<MapIcon size={18} />} data-wrap>
            Select Another Neighbourhood
          </Button>
          <Button component={Link} to="/neighbourhoods" variant="default">
            All neighbourhoods
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
