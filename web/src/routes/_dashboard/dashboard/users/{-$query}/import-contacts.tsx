import { createFileRoute } from '@tanstack/react-router';
import { ImportContactsScreen } from '../../../../../features/import-contacts/components/import-contacts-screen';

/** `/dashboard/users/import-contacts`: import contacts from a CSV file (document 2 §2, §4). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/import-contacts')({
  component: ImportContactsScreen,
});
