import { createFileRoute } from '@tanstack/react-router';
import { redirectFromPortal } from '../../lib/portal-redirect';

/** `/portal/list` is the neighbourhood index, any other `/portal/*` the map (DECISIONS row 51). */
export const Route = createFileRoute('/portal/$')({
  beforeLoad: ({ params }) => redirectFromPortal(params._splat),
});
