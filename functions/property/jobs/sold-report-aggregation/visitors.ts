import type { Month } from '@shared/months';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { visitorDisclosure, type CommunitySales } from '@shared/sold-report/disclosure';
import { gtaArea, type AreaKey } from '../../keys';
import type { SoldReportTallies } from './aggregate';

/** By area, the property types whose sold figures visitors may see in one month (absent: none). */
export type MonthVisibility = ReadonlyMap<AreaKey, PropertyType[]>;

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
    const visible = new Map<AreaKey, PropertyType[]>();
    if (month >= monthToDate) return visible;
    for (const type of propertyTypes) {
      const count = (area: AreaKey) => tallies.areas.get(area)?.get(month)?.[type]?.soldNumber ?? 0;
      const communities: CommunitySales[] = [...tree].map(([community, neighbourhoods]) => ({
        id: community,
        count: count(community),
        neighbourhoods: neighbourhoods.map((id) => ({ id, count: count(id) })),
      }));
      const disclosure = visitorDisclosure({ gta: count(gtaArea), communities });
      const shown = [
        ...(disclosure.gta ? [gtaArea] : []),
        ...disclosure.communities,
        ...disclosure.neighbourhoods,
      ] as AreaKey[];
      for (const area of shown) (visible.get(area) ?? visible.set(area, []).get(area)!).push(type);
    }
    return visible;
  }

  return (month) => {
    let visible = decided.get(month);
    if (!visible) decided.set(month, (visible = decide(month)));
    return visible;
  };
}
