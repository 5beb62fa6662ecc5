import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { formatCount, registeredCaption, registeredPercent, waitlistChange } from '../analytics-figures';
import { useUserAnalytics } from '../api/get-user-analytics';
import { FigureCard } from './figure-card';

/** 'Release 1 Users' (document 2 §2): the waitlist and its week, registered percent, invites sent. */
export function ReleaseUsersSection() {
  const users = useUserAnalytics();
  useLoggedFailure(users.error, 'The user analytics');
  const figures = users.data;
  const loading = users.isPending;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby="release-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="release-heading">
          Release 1 Users
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <FigureCard
            label="On the waitlist"
            loading={loading}
            value={figures && formatCount(figures.waitingLists)}
            caption={figures && waitlistChange(figures)}
          />
          <FigureCard
            label="Registered"
            loading={loading}
            value={figures && registeredPercent(figures)}
            caption={figures && registeredCaption(figures)}
          />
          {/* The invitations standing: one an import's undo took back is no longer counted (QA 38b L2). */}
          <FigureCard
            label="Invites sent"
            loading={loading}
            value={figures && formatCount(figures.invites)}
            caption={figures && 'Not counting invitations taken back'}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
