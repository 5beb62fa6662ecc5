import { createFileRoute } from '@tanstack/react-router';
import { redirectFromPortal } from '../../lib/portal-redirect';

/** `/portal` is the neighbourhood map (DECISIONS row 51). */
export const Route = createFileRoute('/portal/')({
  beforeLoad: () => redirectFromPortal(undefined),
});
