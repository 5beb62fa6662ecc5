import { queryOptions, type DataTag, type QueryFunction } from '@tanstack/react-query';
import type { Contract } from '@shared/contract';
import type { AnswerBody, PathParamNames, RouteRow, SchemaSource, Sent } from '@shared/contract/route';
import { sendRequest, type ApiError, type RequestOptions } from '../api-client';
import { viewerKey } from '../stored-session';
import { routeTable } from './routes.gen';

/*
 * The one way the web calls the API (DESIGN "One typed contract on the wire"): by a row's name,
 * `api.homeValue.getValuation({ params: { id } })`, typed by the row (shared/contract/): what it
 * takes and what it answers. Only types come from the contract; at run time the client knows
 * each row's method and path (routes.gen.ts), so no schema reaches the browser through it.
 */

type Optional<K extends string, T> = Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

/** Path parameters as the caller gives them: the schema's input, or strings. */
type ParamsIn<R extends RouteRow> = R['params'] extends SchemaSource
  ? Sent<R['params']>
  : Record<PathParamNames<R['path']>, string>;

/** What a call takes: `params` when the path has any, `query` and `body` when the row reads them. */
export type CallInput<R extends RouteRow> = (PathParamNames<R['path']> extends never
  ? unknown
  : { params: ParamsIn<R> }) &
  (R['query'] extends SchemaSource ? Optional<'query', Sent<R['query']>> : unknown) &
  (R['body'] extends SchemaSource ? { body: Sent<R['body']> } : unknown);

type NeedsInput<R extends RouteRow> = Partial<CallInput<R>> extends CallInput<R> ? false : true;

/**
 * A route's query key, tagged with its answer so `getQueryData`/`setQueryData` know it:
 * `[service, row, input]`, and the viewer after them when the answer depends on who asks
 * (every row whose access is not `public`: routes.gen.ts's third column). A key without its
 * last parts names more: `[service, row]` every cached answer of the route, whoever asked.
 */
export type CallKey<R extends RouteRow> = DataTag<readonly unknown[], AnswerBody<R>, ApiError>;

/** What `useQuery`, `ensureQueryData`, `prefetchQuery`… take for one call: its key and its fetch. */
export interface CallQueryOptions<R extends RouteRow> {
  queryKey: CallKey<R>;
  queryFn: QueryFunction<AnswerBody<R>, readonly unknown[]>;
}

/** TanStack Query's side of a call: its keys and its query options, named by the route. */
export interface CallQuery<R extends RouteRow> {
  /** `[service, row]`: every cached answer of the route, whoever asked and with what input (for invalidation). */
  readonly all: readonly [string, string];
  /** One answer's key: the route, its input, and the viewer when the answer depends on who asks. */
  key: NeedsInput<R> extends true ? (input: CallInput<R>) => CallKey<R> : (input?: CallInput<R>) => CallKey<R>;
  /** The key and the query function (which passes on TanStack Query's abort signal). */
  options: NeedsInput<R> extends true
    ? (input: CallInput<R>) => CallQueryOptions<R>
    : (input?: CallInput<R>) => CallQueryOptions<R>;
}

/** One route as the web calls it, with its query key and options. */
export type Call<R extends RouteRow> = (NeedsInput<R> extends true
  ? (input: CallInput<R>, options?: RequestOptions) => Promise<AnswerBody<R>>
  : (input?: CallInput<R>, options?: RequestOptions) => Promise<AnswerBody<R>>) &
  CallQuery<R>;

export type Api = {
  [S in keyof Contract]: { [N in keyof Contract[S]]: Contract[S][N] extends RouteRow ? Call<Contract[S][N]> : never };
};

/** What any call may carry, as the runtime reads it. */
interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The path with its `{param}`s filled in and the query's set values after it. */
export function pathOf(path: string, input: AnyInput = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
  // encodeURIComponent, not URLSearchParams: a space travels as %20, which every gateway
  // decodes, never as '+', which API Gateway passes on as it is.
  const search = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

function callOf(service: string, name: string, [method, path, byViewer]: readonly [string, string, boolean]) {
  const call = (input: AnyInput = {}, options: RequestOptions = {}) =>
    sendRequest(pathOf(path, input), { ...options, method: method as RouteRow['method'], body: input.body });
  const all = [service, name] as const;
  const key = (input: AnyInput = {}) => (byViewer ? [...all, input, viewerKey()] : [...all, input]);
  const options = (input: AnyInput = {}) =>
    queryOptions({ queryKey: key(input), queryFn: ({ signal }) => call(input, { signal }) });
  return Object.assign(call, { all, key, options });
}

function buildApi(): Api {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [service, rows] of Object.entries(routeTable)) {
    api[service] = Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, callOf(service, name, row)]));
  }
  return api as Api;
}

export const api: Api = buildApi();
