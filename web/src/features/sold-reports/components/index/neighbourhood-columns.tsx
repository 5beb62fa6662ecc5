import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Neighbourhood } from '@shared/neighbourhood';
import { alphabeticalColumns } from '../../neighbourhood-columns';
import { soldReportLink } from '../../links';
import type { NeighbourhoodFollowing } from '../../following';

/** A community's neighbourhoods in three alphabetical columns, each linking to its sold report (document 1 §2.3). */
export function NeighbourhoodColumns({
  neighbourhoods,
  Star,
}: {
  neighbourhoods: readonly Neighbourhood[];
  /** The follow star, for signed-in users. */
  Star?: NeighbourhoodFollowing['Star'];
}) {
  if (neighbourhoods.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        No neighbourhoods to show yet.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 0, sm: 'xl' }} verticalSpacing={0}>
      {alphabeticalColumns(neighbourhoods).map((column, index) => (
        <Stack key={index} gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {column.map((neighbourhood) => (
            <Group
              key={neighbourhood.id}
              component="li"
              gap={4}
              wrap="nowrap"
              py={5}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}
            >
              {Star && <Star neighbourhoodId={neighbourhood.id} name={neighbourhood.name} />}
              <Anchor
                renderRoot={(props) => <Link {...props} {...soldReportLink(neighbourhood.id)} />}
                c="dark.6"
                fw={500}
                fz="sm"
                py={4}
                pl={Star ? 0 : 4}
                style={{ flex: 1 }}
              >
                {neighbourhood.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
