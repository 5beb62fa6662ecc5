import type { Contract } from './index';
import type { Access } from './route';

/**
 * Whether an answer depends on who asks, so that the web's query keys name the viewer: every
 * route but a `public` one (an `optional` route masks its answer for visitors; a signed-in
 * route answers the caller's own records or what their role lets them see).
 */
export type ByViewer<A> = A extends 'public' ? false : true;

export function byViewer(access: Access): boolean {
  return access !== 'public';
}

/**
 * What the web's typed client needs of each row at run time: its method, its path and whether
 * its answer depends on who asks (`byViewer`), nothing else (the schemas stay on the server's
 * side and in the forms that import them). The table the web
 * holds (web/src/lib/api/routes.gen.ts, written by `npm run contract`) must satisfy this type,
 * so a row renamed, moved or added without writing the table again does not compile.
 */
export type RouteTable = {
  readonly [S in keyof Contract]: {
    readonly [N in keyof Contract[S]]: Contract[S][N] extends { method: infer M; path: infer P; access: infer A }
      ? readonly [M, P, ByViewer<A>]
      : never;
  };
};

/** The table of a contract, as `npm run contract` writes it. */
export function routeTableOf(contract: Contract): Record<string, Record<string, readonly [string, string, boolean]>> {
  return Object.fromEntries(
    Object.entries(contract).map(([service, rows]) => [
      service,
      Object.fromEntries(
        Object.entries(rows).map(([name, row]) => [name, [row.method, row.path, byViewer(row.access)] as const]),
      ),
    ]),
  );
}
