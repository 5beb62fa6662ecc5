import { addMonths, currentMonth, toApiTime } from '@shared/months';
import type { PropertiesAnswer } from '@shared/search/types';
import type { NeighbourhoodListAnswer, NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import type { LocalInfo } from '../../infra/local/local-info';
import { ownValuation } from '../support/own-valuation';

/** Who opens a page: a visitor, or a demo account signed in first (its storage kept). */
export type Viewer = 'visitor' | 'client' | 'agent';

/** A page of issue 26's list, with the Lighthouse mobile score it must reach. */
export interface BenchPage {
  name: string;
  path: string;
  viewer: Viewer;
  /** DESIGN "Targets": 90 on the non-map pages (with LCP ≤ 2.5 s and TBT ≤ 200 ms), 75 on the maps. */
  targetScore: number;
  isMap: boolean;
}

type Account = LocalInfo['demoAccounts'][number];

export const demoAccount = (info: LocalInfo, viewer: Exclude<Viewer, 'visitor'>): Account => {
  const email = viewer === 'client' ? 'client@example.com' : 'agent@example.com';
  const account = info.demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`The local stack has no demo account ${email}`);
  return account;
};

/**
 * The pages a newsletter or a search lands on (issue 26), and the signed-in pages it names:
 * the report of the neighbourhood with the most sales last month (charts and rows to draw), a
 * listing of the gallery's first page, and a valuation of the demo client (made once if the
 * client has none).
 */
export async function benchPages(info: LocalInfo): Promise<BenchPage[]> {
  const api = apiOf(info.siteUrl);
  const [neighbourhood, mls, valuationId] = await Promise.all([
    busiestNeighbourhood(api),
    api<PropertiesAnswer>('/properties?topLeft=43.94,-79.73&bottomRight=43.48,-79.02&saleType=Sale&size=1').then(
      ({ hits }) => hits[0]!.mls,
    ),
    clientValuation(info),
  ]);
  const page = (name: string, path: string, viewer: Viewer = 'visitor', isMap = false): BenchPage => ({
    name,
    path,
    viewer,
    targetScore: isMap ? 75 : 90,
    isMap,
  });
  return [
    page('sold report', `/sold-report/${neighbourhood}`),
    page('neighbourhoods', '/neighbourhoods'),
    page('gallery', '/home-search/gallery/sale'),
    page('valuation address', '/home-valuation/property-address'),
    page('property details', `/property-details/?=${mls}`),
    page('landing', '/get-started'),
    page('sign-in', '/sign-in'),
    page('map search', '/home-search/map/sale', 'visitor', true),
    page('neighbourhood map', '/neighbourhood/map', 'visitor', true),
    page('valuation summary', `/home-valuation-summary/${valuationId}`, 'client'),
    page('contact list', '/dashboard/users/agent-contacts', 'agent'),
  ];
}

type Api = <T>(path: string, init?: RequestInit) => Promise<T>;

function apiOf(siteUrl: string): Api {
  return async <T>(path: string, init?: RequestInit) => {
    const response = await fetch(`${siteUrl}/api${path}`, init);
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

async function busiestNeighbourhood(api: Api): Promise<string> {
  const lastMonth = addMonths(currentMonth(new Date()), -1);
  const [{ neighbourhoods }, sales] = await Promise.all([
    api<NeighbourhoodListAnswer>('/neighbourhoods'),
    api<NeighbourhoodSalesAnswer>(`/soldreports/neighbourhoods?time=${toApiTime(lastMonth)}`),
  ]);
  const count = (id: string) =>
    Object.values(sales.neighbourhoods[id] ?? {}).reduce((sum, byType) => sum + (byType?.soldNumber ?? 0), 0);
  return [...neighbourhoods].sort((a, b) => count(b.id) - count(a.id))[0]!.id;
}

/** The demo client's newest valuation; the first house the model can value, when there is none. */
const clientValuation = (info: LocalInfo) => ownValuation(info.siteUrl, demoAccount(info, 'client'));
