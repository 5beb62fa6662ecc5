import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { ownershipLabels } from '@shared/profile';
import type { EnteredDetails } from '@shared/users';

const methodLabels = { email: 'E-mail', SMS: 'SMS', phone: 'Phone' } as const;

/**
 * An invited person's details as their agent entered them on the invite form (issue 29), said to
 * be the agent's: the person confirms or changes them when they register.
 */
export function EnteredDetailsCard({ entered, phone }: { entered: EnteredDetails | undefined; phone?: string }) {
  const rows: [string, string][] = [];
  const shownPhone = entered?.phone ?? phone;
  if (shownPhone) rows.push(['Phone', shownPhone]);
  if (entered?.address) rows.push(['Address', entered.address]);
  if (entered?.dob) rows.push(['Date of birth', entered.dob]);
  if (entered?.preferredContactMethod) rows.push(['Preferred contact', methodLabels[entered.preferredContactMethod]]);
  if (entered?.ownershipStats) rows.push(['Home', ownershipLabels[entered.ownershipStats].status]);
  // The invite form asks the date whether or not the status is given (QA 55a L5: it was kept, unshown).
  if (entered?.purchaseDate) {
    const label = entered.ownershipStats ? ownershipLabels[entered.ownershipStats].date : 'Purchase / lease date';
    rows.push([label, entered.purchaseDate]);
  }
  if (rows.length === 0) return null;
  return (
    <Stack gap={6} data-testid="entered-details">
      <Group gap="xs">
        <Text fw={600} size="sm">
          Details
        </Text>
        <Badge size="sm" variant="light" color="orange">
          Entered by the agent
        </Badge>
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" w="auto">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th pl={0} fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        They can confirm or change these when they register.
      </Text>
    </Stack>
  );
}
