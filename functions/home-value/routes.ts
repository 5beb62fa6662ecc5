import type { Route } from '../lib/route';

/** The route table of this service. Its calls are pending: see `test/call-list.ts`. */
export const routes: Route[] = [];
