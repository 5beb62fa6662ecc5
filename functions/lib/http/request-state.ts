import type { Request } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { Caller } from '../auth/caller';
import type { ApiEvent, ApiResult } from '../route';

/**
 * What the middlewares work out for the endpoint. It rides on the Lambda context because
 * middy hands the final handler only (event, context).
 */
export interface RequestState {
  body?: unknown;
  caller: Caller | null;
  input: { body: unknown; query: unknown; params: unknown };
}

export interface ApiContext extends Context {
  request?: Partial<RequestState>;
}

export type ApiRequest = Request<ApiEvent, ApiResult, Error, ApiContext>;

export function requestState(request: ApiRequest): Partial<RequestState> {
  request.context.request ??= {};
  return request.context.request;
}
