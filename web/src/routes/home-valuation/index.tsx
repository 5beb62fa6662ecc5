import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/home-valuation` is the valuations list, the default valuation page (document 3 §2.1; QA 63a
 * L1: the menu's "Home Valuations" was highlighted over a 404). The list's own rules then send a
 * visitor, or a client with no valuation yet, to the address step.
 */
export const Route = createFileRoute('/home-valuation/')({
  beforeLoad: () => {
    throw redirect({ to: '/home-valuation/$type', params: { type: 'property-valuation' }, replace: true });
  },
});
