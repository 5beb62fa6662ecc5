import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { maxComparables, type ReportProperty } from '@shared/annual-report/types';
import { deleteBatches } from '../../lib/adapters/batch-write';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { withoutKeys } from '../../lib/item-keys';
import { homeValueIndexKeys, homeValueKeys, homeValueSortPrefixes } from '../keys';
import type { ReportRecord } from './report-record';

/**
 * The only SDK user for annual reports (README.md "Table"). Every invariant is one conditional
 * write, as dynalite has no transactions: one report per valuation and year is the report's
 * key (`attribute_not_exists`), never more than 5 comparables is one conditional UpdateItem.
 */

const table = () => env().HOME_VALUE_TABLE;
const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

function itemOf(record: ReportRecord) {
  return {
    ...homeValueKeys.report(record.valuationId, record.year),
    ...homeValueIndexKeys.reportsOfOwner(record.ownerId, record.createdAt, record.id),
    ...homeValueIndexKeys.reports(record.createdAt, record.id),
    ...record,
  };
}

/**
 * Stores a new report, unless its valuation has one for that year: false then, and nothing
 * stays. The id's pointer goes first (a pointer whose report never arrived leads nowhere: the
 * read checks the report's own id), then the report, conditional on its key being free.
 */
export async function putNewReport(record: ReportRecord): Promise<boolean> {
  const pointer = homeValueKeys.reportId(record.id);
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...pointer, valuationId: record.valuationId, year: record.year },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  try {
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return true;
  } catch (error) {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: pointer }));
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The report with this id, or undefined (also for a pointer left by a report deleted or never made). */
export async function getReport(id: string): Promise<ReportRecord | undefined> {
  const { Item: pointer } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: homeValueKeys.reportId(id) }),
  );
  if (typeof pointer?.valuationId !== 'string' || typeof pointer.year !== 'number') return undefined;
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: homeValueKeys.report(pointer.valuationId, pointer.year),
      ConsistentRead: true,
    }),
  );
  return Item && Item.id === id ? withoutKeys<ReportRecord>(Item) : undefined;
}

const reportKey = (record: Pick<ReportRecord, 'valuationId' | 'year'>) =>
  homeValueKeys.report(record.valuationId, record.year);

/**
 * One conditional UpdateItem on a report's item: true when it was written, false when its
 * condition failed (every report invariant here is such a condition).
 */
async function updateIf(
  record: Pick<ReportRecord, 'valuationId' | 'year'>,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: table(), Key: reportKey(record), ...update }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Adds a comparable in one conditional write: the report is still this one, has fewer than
 * `maxComparables` and not this MLS. False when the condition failed (the caller reads the
 * report again to say why); of racing adds at 4, exactly one wins.
 */
export function addComparable(
  record: Pick<ReportRecord, 'id' | 'valuationId' | 'year'>,
  property: ReportProperty,
  updatedAt: string,
): Promise<boolean> {
  return updateIf(record, {
    UpdateExpression:
      'SET similarSolds = list_append(similarSolds, :property), comparableIds = list_append(comparableIds, :ids), updatedAt = :now',
    ConditionExpression: 'id = :id AND size(comparableIds) < :max AND NOT contains(comparableIds, :mls)',
    ExpressionAttributeValues: {
      ':property': [property],
      ':ids': [property.mls],
      ':mls': property.mls,
      ':id': record.id,
      ':max': maxComparables,
      ':now': updatedAt,
    },
  });
}

/**
 * Removes the comparable at `index`, provided it is still `mls` there (a concurrent change
 * moves it: false, and the caller reads again).
 */
export function removeComparableAt(
  record: Pick<ReportRecord, 'id' | 'valuationId' | 'year'>,
  index: number,
  mls: string,
  updatedAt: string,
): Promise<boolean> {
  return updateIf(record, {
    UpdateExpression: `REMOVE similarSolds[${index}], comparableIds[${index}] SET updatedAt = :now`,
    ConditionExpression: `id = :id AND comparableIds[${index}] = :mls`,
    ExpressionAttributeValues: { ':id': record.id, ':mls': mls, ':now': updatedAt },
  });
}

/** Sets `printRequestAt` if it is not set: true for the one request that set it. */
export function claimPrintRequest(
  record: Pick<ReportRecord, 'id' | 'valuationId' | 'year'>,
  at: string,
): Promise<boolean> {
  return updateIf(record, {
    UpdateExpression: 'SET printRequestAt = :at',
    ConditionExpression: 'id = :id AND attribute_not_exists(printRequestAt)',
    ExpressionAttributeValues: { ':id': record.id, ':at': at },
  });
}

/** Gives a print request's claim back (its e-mail was refused), if it is still the one set at `at`. */
export async function releasePrintRequest(
  record: Pick<ReportRecord, 'id' | 'valuationId' | 'year'>,
  at: string,
): Promise<void> {
  // A claim someone else holds now is theirs: nothing to give back.
  await updateIf(record, {
    UpdateExpression: 'REMOVE printRequestAt',
    ConditionExpression: 'id = :id AND printRequestAt = :at',
    ExpressionAttributeValues: { ':id': record.id, ':at': at },
  });
}

/** Deletes a report (freeing its valuation's year) and its id's pointer. */
export async function deleteReport(record: Pick<ReportRecord, 'id' | 'valuationId' | 'year'>): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: reportKey(record),
        ConditionExpression: 'id = :id',
        ExpressionAttributeValues: { ':id': record.id },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: homeValueKeys.reportId(record.id) }));
}

/** Deletes every report of a valuation with their pointers (the valuation is being deleted). */
export async function deleteReportsOfValuation(valuationId: string): Promise<void> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :report)',
    ExpressionAttributeValues: {
      ':pk': homeValueKeys.valuation(valuationId).PK,
      ':report': homeValueSortPrefixes.report,
    },
    ProjectionExpression: 'PK, SK, id',
  });
  const keys = items.flatMap((item) => [{ PK: item.PK, SK: item.SK }, homeValueKeys.reportId(String(item.id))]);
  // deleteBatches retries what the table leaves unprocessed: no report outlives its valuation.
  await deleteBatches(table(), keys);
}

/** A contact's reports (as made for them), newest first. */
export async function reportsOfOwner(ownerId: string): Promise<ReportRecord[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': homeValueIndexKeys.reportsOfOwner(ownerId, '', '').GSI1PK },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<ReportRecord>(item));
}

/** Every report, newest first (the agent's list filters them to their contacts). */
export async function allReports(): Promise<ReportRecord[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': homeValueIndexKeys.reports('', '').GSI2PK },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<ReportRecord>(item));
}

/** Writes a report and its pointer as given, whatever is stored (tests and fixtures). */
export async function putReportAsIs(record: ReportRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: itemOf(record) }));
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...homeValueKeys.reportId(record.id), valuationId: record.valuationId, year: record.year },
    }),
  );
}

/** Files a valuation's reports under its new owner (the valuation was assigned to a contact). */
export async function moveReportsToOwner(valuationId: string, ownerId: string): Promise<void> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :report)',
    ExpressionAttributeValues: {
      ':pk': homeValueKeys.valuation(valuationId).PK,
      ':report': homeValueSortPrefixes.report,
    },
    ProjectionExpression: 'PK, SK, id, createdAt',
  });
  for (const item of items) {
    const keys = homeValueIndexKeys.reportsOfOwner(ownerId, String(item.createdAt), String(item.id));
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET ownerId = :owner, GSI1PK = :pk, GSI1SK = :sk',
          ConditionExpression: 'id = :id',
          ExpressionAttributeValues: { ':owner': ownerId, ':pk': keys.GSI1PK, ':sk': keys.GSI1SK, ':id': item.id },
        }),
      );
    } catch (error) {
      // Deleted meanwhile: nothing to move.
      if (!isConditionFailure(error)) throw error;
    }
  }
}
