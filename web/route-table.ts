import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contract } from '@shared/contract';
import { routeTableOf } from '@shared/contract/route-table';

/**
 * `npm run contract`: writes web/src/lib/api/routes.gen.ts, the method, path and viewer flag of every row of
 * the contract (shared/contract/), which the web's typed client calls by name. The client
 * cannot import the rows themselves without their zod schemas; the table is checked against
 * them by type (`satisfies RouteTable`), so a stale table does not compile.
 */
const target = fileURLToPath(new URL('./src/lib/api/routes.gen.ts', import.meta.url));

const services = Object.entries(routeTableOf(contract)).map(([service, rows]) => {
  const lines = Object.entries(rows).map(
    ([name, [method, path, viewer]]) => `    ${name}: ['${method}', '${path}', ${viewer}],`,
  );
  return `  ${service}: {\n${lines.join('\n')}\n  },`;
});

writeFileSync(
  target,
  `// Written by \`npm run contract\` from shared/contract/: do not edit.
import type { RouteTable } from '@shared/contract/route-table';

export const routeTable = {
${services.join('\n')}
} as const satisfies RouteTable;
`,
);
console.log(`Wrote ${target}`);
