import { Group, Loader, Table, Text } from '@mantine/core';
import { formatCurrency } from '@shared/format/currency';
import { propertyTypeLabels, propertyTypes } from '@shared/property-types';
import { monthLabel } from '@shared/sold-report/month-label';
import { salesCountLabel } from '@shared/sold-report/types';
import { useNeighbourhoodSales } from '../../api/get-neighbourhood-sales';
import { visitorWithheldNote } from '../../withheld-note';
import { LoadingButton } from '../../../../ui/loading-button';

/** What a figure the dialog does not have shows: never 0, which would say there were no sales. */
const missing = '--';

/**
 * A neighbourhood's sales and average selling price by type for a month (document 1 §2.4): a
 * loader while the month's figures load, '--' with Try again when they could not be loaded.
 * A type without sales in a loaded month has 0 sales.
 */
export function NeighbourhoodSalesTable({ neighbourhoodId, month }: { neighbourhoodId: string; month: string }) {
  const sales = useNeighbourhoodSales(month);
  const label = monthLabel(month);

  if (sales.isPending) {
    return (
      <Group gap="sm" justify="center" py={48} role="status" aria-label={`Loading the sales of ${label}`}>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Loading the sales…
        </Text>
      </Group>
    );
  }

  const byType = sales.data?.[neighbourhoodId] ?? {};
  return (
    <>
      <Table verticalSpacing={6} fz="sm" striped withRowBorders={false} aria-label={`Properties sold in ${label}`}>
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
            const count = sales.isError ? missing : figures ? salesCountLabel(figures.soldNumber) : '0';
            const price = figures?.averagePrice != null ? formatCurrency(figures.averagePrice) : missing;
            return (
              <Table.Tr key={type}>
                <Table.Td>{propertyTypeLabels[type]}</Table.Td>
                <Table.Td ta="right">{count}</Table.Td>
                <Table.Td ta="right" fw={500}>
                  {sales.isError ? missing : price}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {sales.isError && (
        <Group gap="sm" justify="space-between" role="alert">
          <Text size="sm" c="red.8">
            The sales of {label} could not be loaded.
          </Text>
          <LoadingButton
            variant="light"
            size="compact-sm"
            radius="xl"
            loading={sales.isFetching}
            onClick={() => void sales.refetch()}
          >
            Try again
          </LoadingButton>
        </Group>
      )}
      {/* A visitor's figure withheld (DECISIONS row 26: a count under 3, or a price that would give a
          sale away): say so, as the report does (QA 29). A type without sales has no price to withhold. */}
      {!sales.isError &&
        Object.values(byType).some(
          (figures) => figures && figures.averagePrice == null && figures.soldNumber !== 0,
        ) && (
          <Text size="xs" c="dimmed">
            {visitorWithheldNote}
          </Text>
        )}
    </>
  );
}
