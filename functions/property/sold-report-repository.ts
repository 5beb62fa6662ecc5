import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Month } from '@shared/months';
import type { AreaMonth } from '@shared/sold-report/anonymous';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { withoutKeys } from '../lib/item-keys';
import { writeBatches } from '../lib/adapters/batch-write';
import { communityArea, gtaArea, neighbourhoodArea, propertyKeys, type AreaKey } from './keys';
import type {
  AreaReportDocument,
  AreaSeriesDocument,
  MonthPublicationDocument,
  NeighbourhoodSalesDocument,
  PlaceArea,
  PlaceAreaReport,
  ReportPlace,
  SoldReportDocuments,
  SoldReportParts,
  VisitorSeriesDocument,
} from './sold-report-documents';

/*
 * The sold-report read model's storage (README.md "The property table"; the documents'
 * shapes are sold-report-documents.ts). Readers name a neighbourhood and the areas around
 * it ('neighbourhood', 'community', 'gta'); the area keys are built here.
 */

const table = () => env().PROPERTY_TABLE;
type Key = { PK: string; SK: string };

/**
 * A document is stored as one JSON string beside its keys: documents are written and read
 * whole, never filtered on, and a series of five years of months as nested attributes costs
 * the table and the SDK several times more to encode and decode than one string (on dynalite,
 * a GetItem of the GTA's series took 8.6 ms at p50 as nested attributes).
 */
const toItem = (key: Key, document: object) => ({ ...key, body: JSON.stringify(document) });

/** A stored document; items written before documents became one string (nested attributes) still read. */
function fromItem<T>(item: Record<string, unknown>): T {
  return typeof item.body === 'string' ? (JSON.parse(item.body) as T) : withoutKeys<T>(item);
}

/**
 * A publication holds every area of the GTA in one item, about 120 KB of JSON for the 330
 * areas of the seed: it is stored gzipped (a quarter of that), far below DynamoDB's 400 KB
 * item limit even for a brokerage's thousand neighbourhoods.
 */
const toPublicationItem = (document: MonthPublicationDocument) => ({
  ...propertyKeys.monthPublication(document.month),
  gz: gzipSync(JSON.stringify(document)),
});
const fromPublicationItem = (item: Record<string, unknown>): MonthPublicationDocument =>
  JSON.parse(gunzipSync(item.gz as Uint8Array).toString('utf8')) as MonthPublicationDocument;

/** Reads items by key in BatchGetItem calls of up to 100 keys, by `PK|SK`. */
async function batchGet(keys: Key[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < keys.length; start += 100) {
    let requested: Record<string, unknown>[] = keys.slice(start, start + 100);
    for (let attempt = 0; requested.length > 0 && attempt < 5; attempt++) {
      const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: requested } } }));
      for (const item of answer.Responses?.[table()] ?? []) found.set(`${item.PK}|${item.SK}`, item);
      requested = (answer.UnprocessedKeys?.[table()]?.Keys ?? []) as Record<string, unknown>[];
    }
    if (requested.length > 0) throw new Error(`${requested.length} sold-report items stayed unprocessed`);
  }
  return found;
}

function pick<T>(found: Map<string, Record<string, unknown>>, key: Key): T | undefined {
  const item = found.get(`${key.PK}|${key.SK}`);
  return item ? fromItem<T>(item) : undefined;
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

/**
 * Publishes a month for visitors, once: the put succeeds only where no publication of the
 * month exists. Where one does (an earlier run published it, and stopped before recording
 * it), that one stands and is returned: a publication is never overwritten.
 */
export async function publishMonthOnce(
  document: MonthPublicationDocument,
): Promise<{ document: MonthPublicationDocument; published: boolean }> {
  const key = propertyKeys.monthPublication(document.month);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: toPublicationItem(document),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { document, published: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
    return { document: fromPublicationItem(Item!), published: false };
  }
}

/**
 * Stores a publication in place of its month's: only for one whose days on market an older
 * rule published (`withDomChecked`), which withholds figures and changes no other. Nothing
 * else ever replaces a publication.
 */
export async function replacePublication(document: MonthPublicationDocument): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: toPublicationItem(document) }));
}

/** The stored publications of `months` (a month never published is left out). */
export async function getMonthPublications(months: readonly Month[]): Promise<MonthPublicationDocument[]> {
  const keys = months.map((month) => propertyKeys.monthPublication(month));
  const found = await batchGet(keys);
  return keys.flatMap((key) => {
    const item = found.get(`${key.PK}|${key.SK}`);
    return item ? [fromPublicationItem(item)] : [];
  });
}

export async function getVisitorSeries(area: AreaKey): Promise<VisitorSeriesDocument | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: propertyKeys.visitorSeries(area), ConsistentRead: true }),
  );
  return Item ? fromItem<VisitorSeriesDocument>(Item) : undefined;
}

/**
 * Writes the areas' visitor series, the GTA's last: the job reads the GTA's to know which
 * months are published everywhere, so a run stopped half-way leaves it behind and the next
 * run writes them all again.
 */
export async function putVisitorSeries(documents: readonly VisitorSeriesDocument[]): Promise<number> {
  const item = (document: VisitorSeriesDocument) => toItem(propertyKeys.visitorSeries(document.area), document);
  await writeBatches(table(), documents.filter((d) => d.area !== gtaArea).map(item));
  await writeBatches(table(), documents.filter((d) => d.area === gtaArea).map(item));
  return documents.length;
}

function areaKeyOf(place: ReportPlace, area: PlaceArea): AreaKey {
  if (area === 'neighbourhood') return neighbourhoodArea(place.id);
  return area === 'community' ? communityArea(place.community) : gtaArea;
}

const reportKeysOf = (place: ReportPlace, months: readonly AreaMonth[]) =>
  months.map(({ area, month }) => ({
    area,
    month: month as Month,
    key: propertyKeys.soldReport(areaKeyOf(place, area), month),
  }));

function pickReports(
  found: Map<string, Record<string, unknown>>,
  keys: ReturnType<typeof reportKeysOf>,
): PlaceAreaReport[] {
  return keys.flatMap(({ area, month, key }) => {
    const report = pick<AreaReportDocument>(found, key);
    return report ? [{ area, month, report }] : [];
  });
}

/** A signed-in caller's sold report: the neighbourhood's report of the month and the three areas' series. */
export async function getSoldReportParts(place: ReportPlace, month: Month): Promise<SoldReportParts> {
  const keys = {
    report: propertyKeys.soldReport(areaKeyOf(place, 'neighbourhood'), month),
    neighbourhoodSeries: propertyKeys.areaSeries(areaKeyOf(place, 'neighbourhood')),
    communitySeries: propertyKeys.areaSeries(areaKeyOf(place, 'community')),
    gtaSeries: propertyKeys.areaSeries(areaKeyOf(place, 'gta')),
  };
  const found = await batchGet(Object.values(keys));
  return {
    report: pick<AreaReportDocument>(found, keys.report),
    neighbourhoodSeries: pick<AreaSeriesDocument>(found, keys.neighbourhoodSeries),
    communitySeries: pick<AreaSeriesDocument>(found, keys.communitySeries),
    gtaSeries: pick<AreaSeriesDocument>(found, keys.gtaSeries),
  };
}

/** A visitor's sold report: the three areas' published months, and the areas' reports of the months given. */
export async function getVisitorSoldReportParts(
  place: ReportPlace,
  reports: readonly AreaMonth[],
): Promise<{
  neighbourhood?: VisitorSeriesDocument;
  community?: VisitorSeriesDocument;
  gta?: VisitorSeriesDocument;
  reports: PlaceAreaReport[];
}> {
  const series = {
    neighbourhood: propertyKeys.visitorSeries(areaKeyOf(place, 'neighbourhood')),
    community: propertyKeys.visitorSeries(areaKeyOf(place, 'community')),
    gta: propertyKeys.visitorSeries(areaKeyOf(place, 'gta')),
  };
  const reportKeys = reportKeysOf(place, reports);
  const found = await batchGet([...Object.values(series), ...reportKeys.map(({ key }) => key)]);
  const published = Object.fromEntries(
    Object.entries(series).flatMap(([part, key]) => {
      const document = pick<VisitorSeriesDocument>(found, key);
      return document ? [[part, document]] : [];
    }),
  );
  return { ...published, reports: pickReports(found, reportKeys) };
}

/** The place's areas' signed-in reports of some months (a month the job never wrote is left out). */
export async function getAreaReports(place: ReportPlace, reports: readonly AreaMonth[]): Promise<PlaceAreaReport[]> {
  const keys = reportKeysOf(place, reports);
  return pickReports(await batchGet(keys.map(({ key }) => key)), keys);
}

/** A month's sales of every neighbourhood, and for a visitor the month's publication, in one BatchGetItem. */
export async function getNeighbourhoodSales(
  month: Month,
  options: { visitor: boolean },
): Promise<{ sales?: NeighbourhoodSalesDocument; publication?: MonthPublicationDocument }> {
  const salesKey = propertyKeys.neighbourhoodSales(month);
  const publicationKey = propertyKeys.monthPublication(month);
  const found = await batchGet(options.visitor ? [salesKey, publicationKey] : [salesKey]);
  const sales = pick<NeighbourhoodSalesDocument>(found, salesKey);
  const publicationItem = found.get(`${publicationKey.PK}|${publicationKey.SK}`);
  const publication = publicationItem && fromPublicationItem(publicationItem);
  return { ...(sales && { sales }), ...(publication && { publication }) };
}
