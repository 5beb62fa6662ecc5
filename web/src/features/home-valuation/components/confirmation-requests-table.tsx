import { Button, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCurrency } from '@shared/format/currency';
import { torontoDate } from '@shared/format/dates';
import { fullName } from '@shared/full-name';
import type { HomeValuation } from '@shared/home-value/types';

/** The Confirmation Requests' rows (DECISIONS row 6): contact, address, estimate, when, Review. */
export default function ConfirmationRequestsTable({ items }: { items: HomeValuation[] }) {
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
                    <Link {...props} to="/dashboard/valuations/confirmation/$id" params={{ id: valuation.id }} />
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
  );
}
