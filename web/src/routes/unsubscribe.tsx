import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/unsubscribe/components/unsubscribe-page';
import { pageHead } from '../lib/page-head';

/** Reached from e-mails; `uid` carries a signed token (DECISIONS row 13). The header is hidden here. */
export const Route = createFileRoute('/unsubscribe')({
  head: () => pageHead('Unsubscribe'),
  validateSearch: (search: Record<string, unknown>): { uid?: string } => ({
    // A uid that is not text is no token: the page says the link is not valid.
    uid: typeof search.uid === 'string' ? search.uid : undefined,
  }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { uid } = Route.useSearch();
  return <UnsubscribePage uid={uid} />;
}
