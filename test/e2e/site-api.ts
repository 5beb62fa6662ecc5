import type { AddressCompleteAnswer, HomeValuation } from '@shared/home-value/types';

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
 * A client (their ID token) values a house the model can value, among the first the address
 * completion offers: the browser tests' world has no demo valuations (`npm start` makes them).
 */
export async function contactValuation(api: SiteApi, token: string): Promise<HomeValuation> {
  const refusals: string[] = [];
  for (const q of ['Ave', 'St', 'Rd', 'Dr', 'Cres']) {
    const { json } = await api<AddressCompleteAnswer>(token, 'GET', `/addressComplete?q=${q}`);
    for (const item of json.items.filter((suggestion) => !suggestion.units).slice(0, 4)) {
      const created = await api<HomeValuation>(token, 'POST', '/homevalue', {
        locationId: item.id,
        address: item.label,
        type: 'detatched',
        bedroom: 3,
        bathroom: 2,
        parking: 1,
      });
      if (created.status === 201) return created.json;
      refusals.push(`${item.label}: ${created.status} ${JSON.stringify(created.json)}`);
    }
  }
  throw new Error(`No offered house could be valued:\n${refusals.join('\n')}`);
}
