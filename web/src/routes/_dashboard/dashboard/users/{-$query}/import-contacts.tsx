import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod';
import { ImportContactsScreen } from '../../../../../features/import-contacts/components/import-contacts-screen';

/** `?import={id}`: the import whose progress the page shows, so a reload shows it again. */
const importSearch = z.object({ import: z.uuid().optional().catch(undefined) });

/** `/dashboard/users/import-contacts`: import contacts from a CSV file (document 2 §2, §4). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/import-contacts')({
  validateSearch: importSearch,
  component: ImportContactsPage,
});

function ImportContactsPage() {
  const { identity } = Route.useRouteContext();
  const { query } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const isAdmin = identity.roles.includes('admin');
  return (
    <ImportContactsScreen
      isAdmin={isAdmin}
      importId={search.import}
      onStarted={(id) => void navigate({ to: Route.fullPath, params: { query }, search: { import: id } })}
      // Back to the list the import started from: the users list, or an agent's own contacts.
      onCancel={() =>
        void navigate({
          to: isAdmin ? '/dashboard/users/{-$query}' : '/dashboard/users/{-$query}/agent-contacts',
          params: { query },
        })
      }
    />
  );
}
