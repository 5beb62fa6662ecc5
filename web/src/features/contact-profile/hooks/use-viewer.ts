import { useRouteContext } from '@tanstack/react-router';
import type { Identity } from '@shared/identity';

/**
 * Who is looking: the dashboard's route context holds the signed-in identity (the dashboard
 * route admits agents and admins only), so the screen needs no call of its own.
 */
export function useViewer(): Identity {
  const context = useRouteContext({ strict: false }) as { identity?: Identity | null };
  if (!context.identity) throw new Error('The profile screens are shown inside the dashboard only.');
  return context.identity;
}
