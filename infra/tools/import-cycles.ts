import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * `npm run lint`'s cycle check (issue 27: lint forbids import cycles). ESLint sees one file at a
 * time, so this reads the whole graph of the hand-written code (functions, shared, web/src,
 * infra) with TypeScript's own pre-processor, resolves relative and `@shared/` imports, and
 * lists every cycle (Tarjan's strongly connected components). Type-only imports count: they
 * vanish from bundles but still tie two modules' meaning together.
 */
const roots = ['functions', 'shared', 'web/src', 'infra'];
const extensions = ['.ts', '.tsx'];

function sourceFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    if (name === 'node_modules' || name === 'dist' || name === 'cdk.out') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return extensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, projectRoot: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@shared/')) base = join(projectRoot, 'shared', specifier.slice('@shared/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  base = base.replace(/\.js$/, '');
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

export function importGraph(projectRoot: string): Map<string, string[]> {
  const files = roots.flatMap((root) => sourceFiles(join(projectRoot, root)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName, projectRoot))
      .filter((target): target is string => target !== undefined && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's cycles: each strongly connected component of more than one module. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const projectRoot = resolve(dirname(new URL(import.meta.url).pathname), '../..');
  const cycles = importCycles(importGraph(projectRoot));
  for (const cycle of cycles) {
    console.error(
      `Import cycle of ${cycle.length} modules:\n  ${cycle.map((f) => relative(projectRoot, f)).join('\n  ')}`,
    );
  }
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycles: break each (move what both need into a module of its own).`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
