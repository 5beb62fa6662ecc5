import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Neighbourhood } from '@shared/neighbourhood';
import { StarIcon } from '../../../../ui/icons/action-icons';
import type { NeighbourhoodFollowing } from '../../following';
import { soldReportLink } from '../../links';
import { sortByName } from '../../neighbourhood-columns';
import { LoadingButton } from '../../../../ui/loading-button';

/**
 * "Neighbourhoods You're Following" for signed-in users, or the empty text with its hint
 * (document 1 §2.3); when the followings could not be loaded, says so and offers to try again.
 */
export function FollowedNeighbourhoods({
  neighbourhoods,
  following,
}: {
  neighbourhoods: readonly Neighbourhood[];
  following: NeighbourhoodFollowing;
}) {
  const { followings, Button: FollowButton } = following;
  const followed = sortByName(neighbourhoods.filter((neighbourhood) => neighbourhood.id in followings.neighbourhoods));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="following-title">
      <Title order={2} fz={{ base: 18, sm: 20 }} id="following-title" mb={followed.length ? 'md' : 6}>
        Neighbourhoods You're Following
      </Title>
      {following.failed ? (
        <Group gap="sm" role="alert">
          <Text fw={500}>Your followed neighbourhoods could not be loaded.</Text>
          <LoadingButton variant="light" size="xs" radius="xl" loading={following.retrying} onClick={following.onRetry}>
            Try again
          </LoadingButton>
        </Group>
      ) : followed.length === 0 ? (
        <Stack gap={4}>
          <Text fw={500}>You're not following any neighbourhoods yet</Text>
          <Text size="sm" c="dimmed">
            Tap the <StarIcon size={14} style={{ verticalAlign: '-2px', color: 'var(--mantine-color-yellow-6)' }} />{' '}
            star next to a neighbourhood to add it to your follow list, and find its sold report here next time.
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {followed.map((neighbourhood) => (
            <Paper key={neighbourhood.id} radius="md" p="sm" bg="gray.0">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {/* Whole, on as many lines as it takes: cut, "Mount Pleasant E…" could not be read on a phone (QA 45c M4). */}
                  <Anchor
                    renderRoot={(props) => <Link {...props} {...soldReportLink(neighbourhood.id)} />}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {neighbourhood.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {neighbourhood.community}
                  </Text>
                </Stack>
                <FollowButton neighbourhoodId={neighbourhood.id} name={neighbourhood.name} size="xs" />
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
