import { List, Text } from '@mantine/core';
import { importFileRefused } from '@shared/contact-import';

/**
 * What the server reads (functions/user/invitations/contact-import/columns.ts): the header names of the
 * common exports, in any case and order.
 */
export function AcceptedColumns() {
  return (
    <div>
      <Text size="sm">
        Export your contacts from Google Contacts, Outlook, Follow Up Boss or kvCORE, or write a CSV file with a header
        row. Columns are recognised by their header, in any case and order:
      </Text>
      <List size="sm" spacing={2} mt={4}>
        <List.Item>
          <b>Email</b> (required; of several, the first valid address): Email, E-mail Address, Email 1, E-mail 1 -
          Value, Primary Email, E-mail 2 Address, E-mail 2 - Value
        </List.Item>
        <List.Item>
          <b>Name</b>: First Name and Last Name (also Given Name, Family Name, Surname), or one Name column that is
          split into first and last
        </List.Item>
        <List.Item>
          <b>Phone</b>: Phone, Mobile Phone, Cell Phone, Primary Phone, Phone 1 - Value, Home Phone, Business Phone,
          Phone 2 - Value (saved as 000-000-0000; of several, the first Canadian number)
        </List.Item>
        <List.Item>
          <b>Address</b>: Address, Address 1 - Formatted, Address 1 - Street, Home Street, Business Street, each with
          its City, Province (State, Region) and Postal Code columns when the file has them
        </List.Item>
      </List>
      <Text size="sm" mt={4}>
        {importFileRefused} A row without a valid e-mail, a first name or a last name is rejected and listed in the
        report; people who are already users or invited are skipped. When a file has several columns of a kind, each row
        keeps one value: from the first of them, in the order listed above, that holds one.
      </Text>
    </div>
  );
}
