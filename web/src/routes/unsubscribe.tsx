import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { ComingSoon } from '../ui/coming-soon';

/** Reached from e-mails; `uid` carries a signed token (DECISIONS row 13). The header is hidden here. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: z.object({ uid: z.string().optional() }),
  component: () => <ComingSoon title="Unsubscribe" />,
});
