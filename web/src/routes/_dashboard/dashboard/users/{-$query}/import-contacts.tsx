import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ImportContactsScreen } from '../../../../../features/import-contacts/components/import-contacts-screen';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?import={id}`: the import whose progress the page shows, so a reload shows it again. A
 * plain check, not zod: a route's search validation stays in the route tree, and with it zod
 * would be in every page's first load.
 */
function importSearch(search: Record<string, unknown>): { import?: string } {
  return typeof search.import === 'string' && uuidPattern.test(search.import) ? { import: search.import } : {};
}

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
      isAgent={identity.roles.includes('agent')}
      importId={search.import}
      onShow={(id) => void navigate({ to: Route.fullPath, params: { query }, search: { import: id } })}
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
