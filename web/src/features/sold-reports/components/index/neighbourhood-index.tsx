import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { orderCommunities, type Neighbourhood } from '@shared/neighbourhood';
import type { NeighbourhoodFollowing } from '../../following';
import { useOverlaySkipped } from '../../hooks/use-overlay-skipped';
import { MapIcon } from '../../../../ui/icons/navigation-icons';
import { CommunitySelect, CommunityTabs } from './community-picker';
import { FollowedNeighbourhoods } from './followed-neighbourhoods';
import { NeighbourhoodColumns } from './neighbourhood-columns';

// A modal only some visitors see: its code loads for them alone.
const SoldPropertiesOverlay = lazy(() => import('./sold-properties-overlay'));

interface NeighbourhoodIndexProps {
  neighbourhoods: readonly Neighbourhood[];
  /** The chosen community; Toronto (or the first) when none is chosen. */
  community: string | undefined;
  onCommunityChange: (community: string) => void;
  /** Known to be signed out (not merely still loading the session). */
  visitor: boolean;
  /** The signed-in user's followings and follow controls. */
  following?: NeighbourhoodFollowing;
}

/**
 * The index's frame: its title, its lead and the way to the map, above `children` (the list,
 * or the spinner of the prerendered page while it loads: web/src/shells).
 */
export function NeighbourhoodIndexFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6} maw={640}>
            {/* "Neighbourhood" is one long word: a phone's heading narrows with its screen. */}
            <Title order={1} fz={{ base: 'clamp(1.25rem, 9vw, 1.75rem)', sm: 36 }}>
              Neighbourhood Sold Reports
            </Title>
            <Text c="dimmed" size="lg">
              Every month's sales, prices, days on market and market balance, neighbourhood by neighbourhood across the
              GTA.
            </Text>
          </Stack>
          <Button
            component={Link}
            to="/neighbourhood/map"
            variant="light"
            radius="xl"
            leftSection={<MapIcon size={18} />}
            data-wrap
          >
            Explore the map
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** The neighbourhood sold-report index (document 1 §2.3). */
export function NeighbourhoodIndex({
  neighbourhoods,
  community,
  onCommunityChange,
  visitor,
  following,
}: NeighbourhoodIndexProps) {
  const communities = orderCommunities(neighbourhoods.map((neighbourhood) => neighbourhood.community));
  const chosen = community && communities.includes(community) ? community : (communities[0] ?? '');
  const shown = neighbourhoods.filter((neighbourhood) => neighbourhood.community === chosen);
  const picker = { communities, value: chosen, onChange: onCommunityChange };
  const overlay = useOverlaySkipped();

  return (
    <NeighbourhoodIndexFrame>
      {following && <FollowedNeighbourhoods neighbourhoods={neighbourhoods} following={following} />}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Neighbourhoods">
        <Stack gap="lg">
          <CommunityTabs {...picker} />
          <CommunitySelect {...picker} />
          <Group justify="space-between" gap="xs">
            <Title order={2} fz={{ base: 18, sm: 20 }}>
              {chosen}
            </Title>
            <Text size="sm" c="dimmed">
              {shown.length} neighbourhood{shown.length === 1 ? '' : 's'}
            </Text>
          </Group>
          <div role="tabpanel" aria-label={chosen}>
            <NeighbourhoodColumns neighbourhoods={shown} Star={following?.Star} />
          </div>
        </Stack>
      </Paper>
      {visitor && !overlay.skipped && (
        <Suspense fallback={null}>
          <SoldPropertiesOverlay onSkip={overlay.skip} />
        </Suspense>
      )}
    </NeighbourhoodIndexFrame>
  );
}
