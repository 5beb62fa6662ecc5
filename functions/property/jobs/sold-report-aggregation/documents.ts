import { addMonths, type Month } from '@shared/months';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { isActive, statisticOf, typeReport } from '@shared/sold-report/tally';
import type { NeighbourhoodTypeSales } from '@shared/sold-report/types';
import type { AreaKey } from '../../keys';
import type {
  AreaReportDocument,
  AreaSeriesDocument,
  NeighbourhoodSalesDocument,
  SoldReportDocuments,
} from '../../sold-report-documents';
import type { SoldReportTallies } from './aggregate';

/**
 * The signed-in documents for the given areas: a report per area for each month in `months`
 * (empty ones included, so a re-run overwrites whatever an earlier one wrote), each area's
 * series over `seriesMonths`, and the per-neighbourhood sales of each month in `months`. Types
 * and months with no sale and no new listing (this year or last) are left out: the calls fill
 * them with empty defaults, and the items stay small. Visitors read none of these figures for a
 * closed month, only its publication (`publication.ts`).
 */
export function soldReportDocuments(
  tallies: SoldReportTallies,
  options: { areas: AreaKey[]; months: Month[]; seriesMonths: Month[] },
): SoldReportDocuments {
  const reports: AreaReportDocument[] = [];
  const series: AreaSeriesDocument[] = [];
  for (const area of options.areas) {
    const byMonth = tallies.areas.get(area);
    const neighbourhoodId = area.startsWith('NB#') ? area.slice(3) : undefined;
    for (const month of options.months) {
      const current = byMonth?.get(month);
      const lastYear = byMonth?.get(addMonths(month, -12));
      const active = propertyTypes.filter((type) => isActive(current?.[type]) || isActive(lastYear?.[type]));
      reports.push({
        area,
        month,
        reports: Object.fromEntries(
          active.map((type) => [type, typeReport(type, month, current?.[type], lastYear?.[type], neighbourhoodId)]),
        ),
      });
    }
    const months: AreaSeriesDocument['months'] = {};
    for (const month of options.seriesMonths) {
      const byType = byMonth?.get(month);
      const active = propertyTypes.filter((type) => isActive(byType?.[type]));
      if (active.length > 0)
        months[month] = Object.fromEntries(active.map((type) => [type, statisticOf(byType?.[type])]));
    }
    series.push({
      area,
      ...(tallies.firstDate && { dataFrom: tallies.firstDate }),
      ...(tallies.wholeFrom && { wholeFrom: tallies.wholeFrom }),
      months,
    });
  }

  const sales = options.months.map((month): NeighbourhoodSalesDocument => {
    const neighbourhoods: NeighbourhoodSalesDocument['neighbourhoods'] = {};
    for (const area of options.areas) {
      if (!area.startsWith('NB#')) continue;
      const byType = tallies.areas.get(area)?.get(month);
      const entry: Partial<Record<PropertyType, NeighbourhoodTypeSales>> = {};
      for (const type of propertyTypes) {
        const tally = byType?.[type];
        if (tally && tally.soldNumber > 0) {
          entry[type] = { soldNumber: tally.soldNumber, averagePrice: tally.soldPriceSum / tally.soldNumber };
        }
      }
      neighbourhoods[area.slice(3)] = entry;
    }
    return { month, neighbourhoods };
  });
  return { reports, series, sales };
}
