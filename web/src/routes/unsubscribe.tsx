import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon';

/** Reached from e-mails; `uid` carries a signed token (DECISIONS row 13). The header is hidden here. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { uid?: string } => {
    if (search.uid !== undefined && typeof search.uid !== 'string') throw new Error('uid must be text');
    return { uid: search.uid };
  },
  component: () => <ComingSoon title="Unsubscribe" />,
});
