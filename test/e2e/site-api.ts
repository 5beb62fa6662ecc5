import type { HomeValuation } from '@shared/home-value/types';
import { idTokenOf } from '../support/demo-sign-in';
import { ownValuation } from '../support/own-valuation';

/** A call of the site's API as a signed-in caller: its status and its JSON answer (undefined when empty). */
export type SiteApi = <T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: T }>;

/** Calls the API of the site at `siteUrl`, as the web app does (`/api` on the same origin). */
export function siteApi(siteUrl: string): SiteApi {
  return async <T>(token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${siteUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
  };
}

/**
 * A client's valuation as its owner reads it: their newest, or one made for them on the first
 * house the model can value (test/support/own-valuation.ts): the browser tests' world has no
 * demo valuations (`npm start` makes them).
 */
export async function clientValuation(
  siteUrl: string,
  account: { email: string; password: string },
): Promise<HomeValuation> {
  const id = await ownValuation(siteUrl, account);
  const { status, json } = await siteApi(siteUrl)<HomeValuation>(
    await idTokenOf(siteUrl, account),
    'GET',
    `/homevalue/${id}`,
  );
  if (status !== 200) throw new Error(`GET /homevalue/${id} answered ${status}`);
  return json;
}
