import type { AddressCompleteAnswer, HomeValuation, ValuationPage } from '@shared/home-value/types';
import { idTokenOf } from './demo-sign-in';

/**
 * A demo account's newest valuation, through the site's API; the first house the model can
 * value, made for the account, when it has none (the Lighthouse bench, the browser tests).
 */
export async function ownValuation(siteUrl: string, account: { email: string; password: string }): Promise<string> {
  const api = async <T>(path: string, init?: RequestInit) => {
    const response = await fetch(`${siteUrl}/api${path}`, init);
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const headers = { authorization: `Bearer ${await idTokenOf(siteUrl, account)}` };
  const existing = await api<ValuationPage>('/homevalue', { headers });
  if (existing.items[0]) return existing.items[0].id;
  for (const q of ['Rd', 'Ave', 'Dr', 'Cres']) {
    const { items } = await api<AddressCompleteAnswer>(`/addressComplete?q=${q}`);
    for (const house of items.filter((item) => !item.units).slice(0, 5)) {
      const body = {
        locationId: house.id,
        address: house.label,
        type: 'detatched',
        bedroom: 3,
        bathroom: 2,
        parking: 1,
      };
      const made = await api<HomeValuation>('/homevalue', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => undefined);
      if (made) return made.id;
    }
  }
  throw new Error(`No house of the seed could be valued for ${account.email}.`);
}
