import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCurrency } from '@shared/format/currency';
import type { Neighbourhood } from '@shared/neighbourhood';
import { propertyTypeLabels, propertyTypes } from '@shared/property-types';
import { monthLabel } from '@shared/sold-report/month-label';
import { salesCountLabel } from '@shared/sold-report/types';
import type { NeighbourhoodSales } from '../../api/get-neighbourhood-sales';
import { soldReportLink } from '../../links';
import { FollowButton } from '../follow-button';

interface NeighbourhoodDialogProps {
  neighbourhood: Neighbourhood | null;
  sales: NeighbourhoodSales;
  /** `YYYY-MM`: the month the figures are for. */
  month: string;
  signedIn: boolean;
  onClose: () => void;
}

/**
 * What tapping a neighbourhood on the map opens (document 1 §2.4): its name, the follow toggle
 * for signed-in users, the month's sales and average selling price by type, and the report.
 */
export function NeighbourhoodDialog({ neighbourhood, sales, month, signedIn, onClose }: NeighbourhoodDialogProps) {
  const byType = neighbourhood ? (sales[neighbourhood.id] ?? {}) : {};
  return (
    <Modal
      opened={neighbourhood !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="md"
      title={
        neighbourhood && (
          <Stack gap={0}>
            <Text fw={700} fz={20} lh={1.2}>
              {neighbourhood.name}
            </Text>
            <Text size="sm" c="dimmed">
              {neighbourhood.community}
            </Text>
          </Stack>
        )
      }
    >
      {neighbourhood && (
        <Stack gap="md">
          <Text fw={600}>Properties sold in {monthLabel(month)}</Text>
          <Table verticalSpacing={6} fz="sm" striped withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Sales</Table.Th>
                <Table.Th ta="right">Average Selling Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {propertyTypes.map((type) => {
                const figures = byType[type];
                return (
                  <Table.Tr key={type}>
                    <Table.Td>{propertyTypeLabels[type]}</Table.Td>
                    <Table.Td ta="right">{figures ? salesCountLabel(figures.soldNumber) : 0}</Table.Td>
                    <Table.Td ta="right" fw={500}>
                      {figures?.averagePrice != null ? formatCurrency(figures.averagePrice) : '--'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group gap="sm" wrap="nowrap">
            <FollowButton signedIn={signedIn} neighbourhoodId={neighbourhood.id} size="sm" />
            <Button
              renderRoot={(props) => <Link {...props} {...soldReportLink(neighbourhood.id)} />}
              radius="xl"
              size="sm"
              style={{ flex: 1 }}
            >
              View Sold Report
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
