import { homeValue } from './home-value';
import { property } from './property';
import { user } from './user';

/**
 * The whole contract (DESIGN "One typed contract on the wire"): each service's rows by name.
 * The services bind them to handlers (functions/<service>/routes.ts), the CDK stack and the
 * local gateway mount them, and the web calls them through its typed client (web/src/lib/api/).
 */
export const contract = { user, property, homeValue };
export type Contract = typeof contract;
