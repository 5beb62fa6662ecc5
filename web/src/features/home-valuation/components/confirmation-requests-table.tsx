import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { formatCurrency } from '@shared/format/currency';
import { torontoDate } from '@shared/format/dates';
import { fullName } from '@shared/full-name';
import type { HomeValuation } from '@shared/home-value/types';
import { mediaQueries } from '../../../ui/breakpoints';

const contactOf = (valuation: HomeValuation) => (valuation.user ? fullName(valuation.user) : '-');
const requestedOn = (valuation: HomeValuation) =>
  valuation.discussionRequestedAt ? torontoDate(new Date(valuation.discussionRequestedAt)) : '-';

/** Review: on a phone as tall as the Annual Reports' buttons below it (42 px, to tap; QA 70b N4). */
function ReviewButton({ valuation, phone = false }: { valuation: HomeValuation; phone?: boolean }) {
  return (
    <Button
      size={phone ? 'md' : 'xs'}
      renderRoot={(props) => (
        <Link {...props} to="/dashboard/valuations/confirmation/$id" params={{ id: valuation.id }} />
      )}
    >
      Review
    </Button>
  );
}

/** The Confirmation Requests' rows (DECISIONS row 6): contact, address, estimate, when, Review. */
export default function ConfirmationRequestsTable({ items }: { items: HomeValuation[] }) {
  const phone = useMediaQuery(mediaQueries.belowSm);
  if (phone) {
    // On a phone, one card a request: the table's estimate and Review would be off to the side.
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Confirmation Requests">
        {items.map((valuation) => (
          <Paper key={valuation.id} component="li" withBorder radius="md" p="sm" aria-label={valuation.displayAddress}>
            <Stack gap={4} align="flex-start">
              <Text fw={600} size="sm">
                {valuation.displayAddress}
              </Text>
              <Text size="xs" c="dimmed">
                {contactOf(valuation)} · {formatCurrency(valuation.instanceValue)} ·{' '}
                {/* A date is not broken at its hyphens; the line may break before it (larger text). */}
                requested <span style={{ whiteSpace: 'nowrap' }}>{requestedOn(valuation)}</span>
              </Text>
              <ReviewButton valuation={valuation} phone />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
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
              <Table.Td>{contactOf(valuation)}</Table.Td>
              <Table.Td>{valuation.displayAddress}</Table.Td>
              <Table.Td>{formatCurrency(valuation.instanceValue)}</Table.Td>
              <Table.Td>{requestedOn(valuation)}</Table.Td>
              <Table.Td>
                <ReviewButton valuation={valuation} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
