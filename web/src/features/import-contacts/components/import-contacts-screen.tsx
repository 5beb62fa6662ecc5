import { Title } from '@mantine/core';

/** `/dashboard/users/import-contacts` (document 2 §2): the CSV import. Built in issue 15. */
export function ImportContactsScreen() {
  return <Title order={2}>Import contacts</Title>;
}
