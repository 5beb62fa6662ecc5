import type { Contract } from './index';

/**
 * What the web's typed client needs of each row at run time: its method and path, nothing else
 * (the schemas stay on the server's side and in the forms that import them). The table the web
 * holds (web/src/lib/api/routes.gen.ts, written by `npm run contract`) must satisfy this type,
 * so a row renamed, moved or added without writing the table again does not compile.
 */
export type RouteTable = {
  readonly [S in keyof Contract]: {
    readonly [N in keyof Contract[S]]: Contract[S][N] extends { method: infer M; path: infer P }
      ? readonly [M, P]
      : never;
  };
};

/** The table of a contract, as `npm run contract` writes it. */
export function routeTableOf(contract: Contract): Record<string, Record<string, readonly [string, string]>> {
  return Object.fromEntries(
    Object.entries(contract).map(([service, rows]) => [
      service,
      Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, [row.method, row.path] as const])),
    ]),
  );
}
