import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Month } from '@shared/months';
import type { PropertyType } from '@shared/property-types';
import type { ReportVisibility, SeriesVisibility, VisibleTypes } from '@shared/sold-report/disclosure';
import type { MonthlyStatistic, NeighbourhoodTypeSales, TypeReports } from '@shared/sold-report/types';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { writeBatches } from '../lib/adapters/batch-write';
import { propertyKeys, type AreaKey } from './keys';

/**
 * The sold-report read model: written whole by the aggregation job (a derived model, never
 * edited by hand), read by the sold-report calls with one round trip. Each document carries
 * the visitors' decisions for its own cells (`visibleToVisitors`, `@shared/sold-report/disclosure`),
 * so masking a visitor's answer needs no other read. Documents of an earlier job version have
 * none: a visitor then gets none of their sold-derived figures (averages, ratio, days on
 * market) until the job runs again.
 */
export interface AreaReportDocument {
  area: AreaKey;
  month: Month;
  /** The types with any activity this month or the same month last year. */
  reports: Partial<TypeReports>;
  /** The types whose sold figures visitors may see, this month and the same month last year. */
  visibleToVisitors?: ReportVisibility;
}

/** An area's monthly statistics over every month of the data (months and types with activity only). */
export interface AreaSeriesDocument {
  area: AreaKey;
  months: Record<string, Partial<Record<PropertyType, MonthlyStatistic>>>;
  /** By month, the types whose sold figures visitors may see (months with none left out). */
  visibleToVisitors?: SeriesVisibility;
}

export interface NeighbourhoodSalesDocument {
  month: Month;
  neighbourhoods: Record<string, Partial<Record<PropertyType, NeighbourhoodTypeSales>>>;
  /** By neighbourhood id, the types whose sold figures visitors may see (ids with none left out). */
  visibleToVisitors?: Partial<Record<string, VisibleTypes>>;
}

export interface SoldReportDocuments {
  reports: AreaReportDocument[];
  series: AreaSeriesDocument[];
  sales: NeighbourhoodSalesDocument[];
}

const table = () => env().PROPERTY_TABLE;

/**
 * A document is stored as one JSON string beside its keys: documents are written and read
 * whole, never filtered on, and a series of five years of months as nested attributes costs
 * the table and the SDK several times more to encode and decode than one string (on dynalite,
 * a GetItem of the GTA's series took 8.6 ms at p50 as nested attributes).
 */
const toItem = (key: { PK: string; SK: string }, document: object) => ({ ...key, body: JSON.stringify(document) });

/** A stored document; items written before documents became one string (nested attributes) still read. */
function fromItem<T>(item: Record<string, unknown>): T {
  return typeof item.body === 'string' ? (JSON.parse(item.body) as T) : withoutKeys<T>(item);
}

export async function putSoldReportDocuments(documents: SoldReportDocuments): Promise<number> {
  const items = [
    ...documents.reports.map((document) => toItem(propertyKeys.soldReport(document.area, document.month), document)),
    ...documents.series.map((document) => toItem(propertyKeys.areaSeries(document.area), document)),
    ...documents.sales.map((document) => toItem(propertyKeys.neighbourhoodSales(document.month), document)),
  ];
  await writeBatches(table(), items);
  return items.length;
}

/** What one sold report is assembled from, fetched in a single BatchGetItem. */
export interface SoldReportParts {
  report?: AreaReportDocument;
  neighbourhoodSeries?: AreaSeriesDocument;
  communitySeries?: AreaSeriesDocument;
  gtaSeries?: AreaSeriesDocument;
}

export async function getSoldReportParts(
  neighbourhood: AreaKey,
  community: AreaKey,
  gta: AreaKey,
  month: Month,
): Promise<SoldReportParts> {
  const keys = {
    report: propertyKeys.soldReport(neighbourhood, month),
    neighbourhoodSeries: propertyKeys.areaSeries(neighbourhood),
    communitySeries: propertyKeys.areaSeries(community),
    gtaSeries: propertyKeys.areaSeries(gta),
  };
  const found = new Map<string, Record<string, unknown>>();
  let requested: Record<string, unknown>[] = Object.values(keys);
  for (let attempt = 0; requested.length > 0 && attempt < 5; attempt++) {
    const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: requested } } }));
    for (const item of answer.Responses?.[table()] ?? []) found.set(`${item.PK}|${item.SK}`, item);
    requested = (answer.UnprocessedKeys?.[table()]?.Keys ?? []) as Record<string, unknown>[];
  }
  const pick = <T>(key: { PK: string; SK: string }) => {
    const item = found.get(`${key.PK}|${key.SK}`);
    return item ? fromItem<T>(item) : undefined;
  };
  return {
    report: pick<AreaReportDocument>(keys.report),
    neighbourhoodSeries: pick<AreaSeriesDocument>(keys.neighbourhoodSeries),
    communitySeries: pick<AreaSeriesDocument>(keys.communitySeries),
    gtaSeries: pick<AreaSeriesDocument>(keys.gtaSeries),
  };
}

export async function getNeighbourhoodSales(month: Month): Promise<NeighbourhoodSalesDocument | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: propertyKeys.neighbourhoodSales(month) }),
  );
  return Item ? fromItem<NeighbourhoodSalesDocument>(Item) : undefined;
}
