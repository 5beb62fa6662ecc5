import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/neighbourhood` is the neighbourhood index (DECISIONS row 40), whose page lives at `/neighbourhoods`. */
export const Route = createFileRoute('/neighbourhood/')({
  beforeLoad: () => {
    throw redirect({ to: '/neighbourhoods', search: true, replace: true });
  },
});
