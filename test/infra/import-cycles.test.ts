import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../infra/tools/import-cycles';

describe("lint's import-cycle check", () => {
  it('finds each cycle once, whatever its length, and nothing in a graph without one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['f']],
      ['f', ['e']],
      ['g', ['d']],
    ]);
    expect(importCycles(graph)).toEqual(
      expect.arrayContaining([
        ['a', 'b', 'c'],
        ['e', 'f'],
      ]),
    );
    expect(importCycles(graph)).toHaveLength(2);
    expect(
      importCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads the project's own imports, the relative and the @shared/ ones", () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const graph = importGraph(root);
    const handle = [...graph.entries()].find(([file]) => file.endsWith('functions/lib/http/handle.ts'))!;
    expect(handle[1].some((target) => target.endsWith('functions/lib/route.ts'))).toBe(true);
    expect(handle[1].some((target) => target.endsWith('shared/contract/route.ts'))).toBe(true);
    expect(importCycles(graph)).toEqual([]);
  });
});
