import type { Plugin, Rolldown } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/*
 * shared/ modules declare zod schemas at their top level beside plain helpers (months, dates,
 * the rules' date masks). A bundler cannot tell that zod's builders have no side effects, so a
 * page that imports one helper from such a module would get all its schemas, and zod (~23 KB
 * gzipped) with them. This plugin turns each top-level `const name = z....` of shared/ into
 * `const name = /* @__PURE__ *\/ (() => z....)()`: evaluated exactly as before, and dropped
 * from the bundle when nothing uses it. zod's builders are pure as long as no schema is put in
 * a registry (`.meta()`, `.register()`), which shared/ does not do.
 */

const prefix = '/* @__PURE__ */ (() => ';
const suffix = ')()';

/** The identifier a chain like `z.string().max(3).optional()` starts from. */
function chainRoot(node: Node | undefined): Node | undefined {
  let current = node;
  while (current?.type === 'CallExpression' || current?.type === 'MemberExpression') {
    current = (current.type === 'CallExpression' ? current.callee : current.object) as Node;
  }
  return current;
}

/** The local names zod is imported under (`import * as z from 'zod'`, `import { z } from 'zod'`). */
function zodNames(body: Node[]): Set<string> {
  const names = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'zod') continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = (specifier.imported as { name?: string } | undefined)?.name;
      if (specifier.type === 'ImportNamespaceSpecifier' || imported === 'z') {
        names.add((specifier.local as { name: string }).name);
      }
    }
  }
  return names;
}

/** The initializers of top-level declarations that are a zod builder chain. */
function schemaInitializers(body: Node[]): Node[] {
  const names = zodNames(body);
  const found: Node[] = [];
  for (const statement of body) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as
      Node | undefined;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | undefined;
      const root = chainRoot(init);
      if (init?.type === 'CallExpression' && root?.type === 'Identifier' && names.has(root.name as string)) {
        found.push(init);
      }
    }
  }
  return found;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    text += base64[rest > 0 ? digit | 32 : digit];
  } while (rest > 0);
  return text;
}

const word = /[\w$]/;

/**
 * `code` with `prefix` and `suffix` around each of `ranges`, and the mappings of its source map:
 * each token (a word or a punctuation mark) maps to where it was in `code`.
 */
function wrap(code: string, ranges: Node[]): { code: string; mappings: string } {
  const inserts = ranges.flatMap(({ start, end }) => [
    { offset: start, text: prefix },
    { offset: end, text: suffix },
  ]);
  const lines: string[][] = [[]];
  const at = { column: 0, line: 0, sourceColumn: 0 };
  const last = { ...at };
  const mark = () => {
    const line = lines[lines.length - 1]!;
    if (
      line.length > 0 &&
      at.column === last.column &&
      at.line === last.line &&
      at.sourceColumn === last.sourceColumn
    ) {
      return;
    }
    const segment = [at.column - last.column, 0, at.line - last.line, at.sourceColumn - last.sourceColumn];
    line.push(segment.map(vlq).join(''));
    Object.assign(last, at);
  };
  let wrapped = '';
  let next = 0;
  mark();
  for (let offset = 0; offset <= code.length; offset += 1) {
    for (; inserts[next]?.offset === offset; next += 1) {
      wrapped += inserts[next]!.text;
      at.column += inserts[next]!.text.length;
      mark();
    }
    const char = code[offset];
    if (char === undefined) break;
    const previous = code[offset - 1] ?? '\n';
    if (/\S/.test(char) && !(word.test(char) && word.test(previous))) mark();
    wrapped += char;
    if (char === '\n') {
      lines.push([]);
      Object.assign(at, { column: 0, line: at.line + 1, sourceColumn: 0 });
      last.column = 0;
      mark();
    } else {
      at.column += 1;
      at.sourceColumn += 1;
    }
  }
  return { code: wrapped, mappings: lines.map((line) => line.join(',')).join(';') };
}

export function pureZodSchemas(sharedRoot: string): Plugin {
  return {
    name: 'pure-zod-schemas',
    apply: 'build',
    // After the TypeScript transform: plain JavaScript to parse.
    enforce: 'post',
    transform: {
      filter: { code: 'zod' },
      handler(code, id) {
        if (!id.startsWith(sharedRoot)) return null;
        const ranges = schemaInitializers((this.parse(code) as unknown as { body: Node[] }).body);
        if (ranges.length === 0) return null;
        const wrapped = wrap(code, ranges);
        const map = { version: 3, sources: [id], names: [], mappings: wrapped.mappings };
        return { code: wrapped.code, map } satisfies Rolldown.TransformResult;
      },
    },
  };
}
