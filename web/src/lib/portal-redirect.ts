import { redirect } from '@tanstack/react-router';

/**
 * Where a `/portal…` address goes (DECISIONS row 51): the spec's Portal (document 3 §2.1) is
 * our neighbourhood area. `/portal/list` is the index, anything else under `/portal` the map.
 */
export function portalDestination(rest: string | undefined): '/neighbourhoods' | '/neighbourhood/map' {
  return (rest ?? '').replace(/^\/+|\/+$/g, '') === 'list' ? '/neighbourhoods' : '/neighbourhood/map';
}

/** The `beforeLoad` of the `/portal` routes: replaces the address with its destination. */
export function redirectFromPortal(rest: string | undefined): never {
  throw redirect({ to: portalDestination(rest), replace: true });
}
