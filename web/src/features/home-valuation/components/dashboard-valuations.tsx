import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useConfirmationRequests } from '../api/get-confirmation-requests';

// Mantine's Table brings its ScrollArea and floating-ui (~21 KB gzipped): loaded with the
// requests, not with the page (DESIGN "Targets": ≤ 170 KB a route).
const ConfirmationRequestsTable = lazy(() => import('./confirmation-requests-table'));

/**
 * /dashboard/valuations (document 3 §2.9): "+ Create New Valuation" for agents, the
 * confirmation requests (DECISIONS row 6), and below them what the route adds (the annual
 * reports, another feature's).
 */
export function DashboardValuations({ isAdmin, below }: { isAdmin: boolean; below?: ReactNode }) {
  const requests = useConfirmationRequests();
  const items = requests.data?.items ?? [];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        {/* The title ('Annual Reports' or 'Contact Valuations') is the dashboard shell's. */}
        {/* Agents only: an empty row would leave an admin a gap above the requests. */}
        {!isAdmin && (
          <Group justify="flex-end">
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/home-valuation/$type" params={{ type: 'property-address' }} />
              )}
              data-wrap
            >
              + Create New Valuation
            </Button>
          </Group>
        )}
        <Paper
          withBorder
          radius="lg"
          p="clamp(1rem, 5.2vw, 1.25rem)"
          component="section"
          aria-labelledby="requests-title"
        >
          <Title order={2} fz="clamp(1rem, 4.7vw, 1.125rem)" id="requests-title" mb="sm">
            Confirmation Requests
          </Title>
          {requests.isPending && <Skeleton height={80} />}
          {requests.isError && (
            <Alert color="red" variant="light" role="alert">
              {requests.error.message || 'Something went wrong fetching the contact valuations.'}
            </Alert>
          )}
          {requests.isSuccess && items.length === 0 && (
            <Text c="dimmed">No Home Valuation Confirmation Request Yet.</Text>
          )}
          {items.length > 0 && (
            <Suspense fallback={<Skeleton height={80} />}>
              <ConfirmationRequestsTable items={items} />
            </Suspense>
          )}
        </Paper>
        {below}
      </Stack>
    </Container>
  );
}
