import type { Route } from '../../../functions/lib/route';

/**
 * API Gateway's route selection for one path: literal segments beat `{param}` segments, which
 * beat a greedy `{proxy+}` (it takes one or more segments, and only at the end of a path).
 */
type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

export interface RouteMatch<T> {
  target: T;
  route: Route;
  pathParameters: Record<string, string>;
}

interface CompiledRoute<T> {
  target: T;
  route: Route;
  segments: Segment[];
}

const rank = { literal: 0, param: 1, greedy: 2 } as const;

function compile(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      const variable = /^\{([^}]+?)(\+)?\}$/.exec(part);
      if (!variable?.[1]) return { kind: 'literal', value: part };
      return variable[2] ? { kind: 'greedy', name: variable[1] } : { kind: 'param', name: variable[1] };
    });
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0 || rest.join('') === '') return undefined;
      parameters[segment.name] = rest.map(decode).join('/');
      return parameters;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.kind === 'literal') {
      if (decode(part) !== segment.value) return undefined;
    } else {
      if (part === '') return undefined;
      parameters[segment.name] = decode(part);
    }
  }
  return segments.length === parts.length ? parameters : undefined;
}

function bySpecificity<T>(a: CompiledRoute<T>, b: CompiledRoute<T>): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const ra = a.segments[i] ? rank[a.segments[i]!.kind] : -1;
    const rb = b.segments[i] ? rank[b.segments[i]!.kind] : -1;
    if (ra !== rb) return ra - rb;
  }
  return 0;
}

export function createRouteMatcher<T>(entries: { target: T; routes: Route[] }[]) {
  const compiled = entries
    .flatMap(({ target, routes }) =>
      routes.flatMap((route) =>
        // The spec's spelling of a path (a trailing slash) leads to the same route (RouteRow.specPath).
        [route.path, ...(route.specPath ? [route.specPath] : [])].map((path) => ({
          target,
          route,
          segments: compile(path),
        })),
      ),
    )
    .sort(bySpecificity);

  /** The route for a method and a path relative to the API's base (`/myprofile`), if any. */
  return function match(method: string, path: string): RouteMatch<T> | undefined {
    const parts = path.split('/').slice(1);
    for (const entry of compiled) {
      if (entry.route.method !== method) continue;
      const pathParameters = matchSegments(entry.segments, parts);
      if (pathParameters) return { target: entry.target, route: entry.route, pathParameters };
    }
    return undefined;
  };
}
