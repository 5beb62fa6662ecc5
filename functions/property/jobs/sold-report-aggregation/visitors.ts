import type { Month } from '@shared/months';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { visitorDisclosure, type CommunitySales } from '@shared/sold-report/disclosure';
import { domWithheld } from '@shared/sold-report/dom-disclosure';
import { domBoundsOf } from '@shared/sold-report/tally';
import { gtaArea, type AreaKey } from '../../keys';
import type { SoldReportTallies } from './aggregate';

/**
 * By area, the property types whose sold figures visitors may see in one month (absent: none),
 * and of those the types whose days on market are withheld all the same (dom-disclosure.ts).
 */
export interface MonthVisibility {
  shown: ReadonlyMap<AreaKey, PropertyType[]>;
  domWithheld: ReadonlyMap<AreaKey, PropertyType[]>;
}

/**
 * The visitors' decisions of every month, worked out once per month from the tallies of the
 * whole tree (GTA, every community, every neighbourhood), so each area's documents carry the
 * same decision for the same cell. The month to date, and any later month, shows no sold
 * figure: the job rewrites it daily, and two days' averages would give the new sale's price.
 */
export function createVisitorDecisions(
  tallies: SoldReportTallies,
  monthToDate: Month,
): (month: Month) => MonthVisibility {
  const tree = new Map<AreaKey, AreaKey[]>();
  for (const area of tallies.areas.keys()) if (area.startsWith('CM#')) tree.set(area, []);
  for (const area of tallies.areas.keys()) {
    if (!area.startsWith('NB#')) continue;
    // A neighbourhood of no known community is left out: never shown, its sales in its parents' residuals.
    const community = tallies.communityOf.get(area);
    if (community) (tree.get(community) ?? tree.set(community, []).get(community)!).push(area);
  }

  const decided = new Map<Month, MonthVisibility>();
  function decide(month: Month): MonthVisibility {
    const shown = new Map<AreaKey, PropertyType[]>();
    const withheldDom = new Map<AreaKey, PropertyType[]>();
    const note = (map: Map<AreaKey, PropertyType[]>, area: AreaKey, type: PropertyType) =>
      (map.get(area) ?? map.set(area, []).get(area)!).push(type);
    if (month >= monthToDate) return { shown, domWithheld: withheldDom };
    for (const type of propertyTypes) {
      const tally = (area: AreaKey) => tallies.areas.get(area)?.get(month)?.[type];
      const count = (area: AreaKey) => tally(area)?.soldNumber ?? 0;
      const communities: CommunitySales[] = [...tree].map(([community, neighbourhoods]) => ({
        id: community,
        count: count(community),
        neighbourhoods: neighbourhoods.map((id) => ({ id, count: count(id) })),
      }));
      const disclosure = visitorDisclosure({ gta: count(gtaArea), communities });
      const visible = new Set<string>([
        ...(disclosure.gta ? [gtaArea] : []),
        ...disclosure.communities,
        ...disclosure.neighbourhoods,
      ]);
      for (const area of visible) note(shown, area as AreaKey, type);
      const domArea = (id: AreaKey) => ({ id, bounds: domBoundsOf(tally(id)), shown: visible.has(id) });
      const withheld = domWithheld({
        gta: domArea(gtaArea),
        communities: [...tree].map(([community, neighbourhoods]) => ({
          ...domArea(community),
          neighbourhoods: neighbourhoods.map(domArea),
        })),
      });
      for (const area of withheld) note(withheldDom, area as AreaKey, type);
    }
    return { shown, domWithheld: withheldDom };
  }

  return (month) => {
    let visible = decided.get(month);
    if (!visible) decided.set(month, (visible = decide(month)));
    return visible;
  };
}
