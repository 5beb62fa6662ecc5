import { Drawer, Table, Text } from '@mantine/core';
import { monthName } from '../../../ui/picker-months';
import { openIncludesClicks, panelCountHeaders, panelTitles, type EmailRate } from '../email-figures';
import { useFocusReturn } from '../../../ui/use-focus-return';

/** The side panel of one rate: the people behind it with name, e-mail and count (document 2 §2). */
export default function PeoplePanel({
  rate,
  month,
  onClose,
}: {
  rate: EmailRate | undefined;
  month: string;
  onClose: () => void;
}) {
  const people = [...(rate?.item.userAndCounts ?? [])].sort((a, b) => b.count - a.count);
  // The totals count mail to users only, and a deleted person's line goes with them
  // (email-activity.ts): what the lines do not add up to is theirs, shown so that the list adds
  // up to the card's figure (QA 62b L2: 49 sent, 48 listed, and no word why).
  const listed = people.reduce((sum, person) => sum + person.count, 0);
  const deleted = Math.max(0, (rate?.item.count ?? 0) - listed);
  useFocusReturn(rate !== undefined);
  return (
    <Drawer
      opened={rate !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      // The month's e-mails, wherever the open or click fell: an open on 1 December of a 30 November
      // e-mail counts in November (the page's note), so "Opened in December" misdated it (QA 77a L2).
      title={rate && `${panelTitles[rate.type]}: e-mails sent in ${monthName(month)}`}
      styles={{ title: { fontWeight: 700 }, content: { maxWidth: '100vw' } }}
    >
      {rate?.type === '_email.open' && (
        <Text size="xs" c="dimmed" mb="sm">
          {openIncludesClicks}
        </Text>
      )}
      {people.length === 0 && deleted === 0 ? (
        <Text c="dimmed" size="sm">
          No one in {monthName(month)}.
        </Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="people-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name and e-mail</Table.Th>
              <Table.Th ta="right">{rate && panelCountHeaders[rate.type]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.map((person) => (
              <Table.Tr key={person.uid}>
                <Table.Td>
                  {/* The server leaves out the name and address of someone no longer the viewer's contact, or deleted. */}
                  <Text size="sm" fw={600} c={person.name || person.email ? undefined : 'dimmed'}>
                    {person.name || (person.email ? '--' : 'A former contact')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {person.email}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{person.count}</Table.Td>
              </Table.Tr>
            ))}
            {deleted > 0 && (
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" fw={600} c="dimmed">
                    People deleted since
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{deleted}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}
