import type { ApiResult } from '../route';

export function jsonResult(status: number, body?: unknown, headers: Record<string, string> = {}): ApiResult {
  if (body === undefined) return { statusCode: status, headers };
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}
