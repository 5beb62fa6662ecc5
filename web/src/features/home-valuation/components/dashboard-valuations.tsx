import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { torontoDate } from '@shared/format/dates';
import { fullName } from '@shared/full-name';
import { useConfirmationRequests } from '../api/get-confirmation-requests';

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
        <Group justify="flex-end">
          {!isAdmin && (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/home-valuation/$type" params={{ type: 'property-address' }} />
              )}
            >
              + Create New Valuation
            </Button>
          )}
        </Group>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="requests-title">
          <Title order={2} fz={18} id="requests-title" mb="sm">
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
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Contact</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Estimate</Table.Th>
                    <Table.Th>Requested</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((valuation) => (
                    <Table.Tr key={valuation.id}>
                      <Table.Td>{valuation.user ? fullName(valuation.user) : '-'}</Table.Td>
                      <Table.Td>{valuation.displayAddress}</Table.Td>
                      <Table.Td>{formatCurrency(valuation.instanceValue)}</Table.Td>
                      <Table.Td>
                        {valuation.discussionRequestedAt ? torontoDate(new Date(valuation.discussionRequestedAt)) : '-'}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/dashboard/valuations/confirmation/$id"
                              params={{ id: valuation.id }}
                            />
                          )}
                        >
                          Review
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        {below}
      </Stack>
    </Container>
  );
}
