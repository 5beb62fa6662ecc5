import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeValueKeys, valuationShardOf, valuationShards } from '../../../functions/home-value/keys';
import {
  eachValuation,
  eachValuationFacts,
  eachValuationId,
  putHistoryPoint,
  putValuationAsIs,
} from '../../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';
import { dynamo } from '../../../functions/lib/aws-clients';
import { env } from '../../../functions/lib/env';
import { mapleValuation } from '../../support/maple-valuation';
import { useTestStack } from '../../support/test-stack';

/*
 * QA 47d M2: the daily jobs and the admin's overview read every valuation. A scan of the table
 * read every history point too (one a valuation a day, kept for good), so each run grew by a
 * year of points per valuation per year. Now the valuations are read from GSI3, and a day's point
 * expires after 400 days, but the 1st of each month and the valuation's first.
 */

const valuation = (fields: Partial<ValuationRecord> = {}) =>
  mapleValuation({ id: `v-${randomUUID()}`, ownerId: 'owner-1', shareToken: `s-${randomUUID()}`, ...fields });

/** A valuation as stored before GSI3 existed: the same item without the index's keys. */
async function putWithoutIndexKeys(record: ValuationRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: env().HOME_VALUE_TABLE,
      Item: { ...homeValueKeys.valuation(record.id), GSI1PK: `OWNER#${record.ownerId}`, GSI1SK: record.id, ...record },
    }),
  );
}

/** The commands `work` sends to DynamoDB, by name. */
async function commandsOf(work: () => Promise<unknown>): Promise<string[]> {
  const commands: string[] = [];
  const client = dynamo();
  client.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  try {
    await work();
  } finally {
    client.middlewareStack.remove('recordCommands');
  }
  return commands;
}

const rawItem = async (key: Record<string, string>) =>
  (await dynamo().send(new GetCommand({ TableName: env().HOME_VALUE_TABLE, Key: key }))).Item;

beforeAll(async () => {
  await useTestStack();
});

describe('reading every valuation', () => {
  it('finds the valuations stored before the index, gives them its keys at the first job run, and scans no more after it', async () => {
    const indexed = [valuation(), valuation(), valuation()];
    const older = [valuation(), valuation()];
    for (const record of indexed) await putValuationAsIs(record);
    for (const record of older) await putWithoutIndexKeys(record);
    // A year of one valuation's daily points, which a scan read with the valuations.
    for (let day = 0; day < 40; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      await putHistoryPoint(indexed[0]!, { day: date, value: 1_000_000 + day });
    }
    const every = [...indexed, ...older].map((record) => record.id).sort();

    // The admin's overview before any job ran: every valuation, by the scan of old.
    const before: string[] = [];
    const overviewBefore = await commandsOf(() =>
      eachValuationFacts<{ id: string }>(['id'], async (page) => {
        before.push(...page.map((record) => record.id));
      }),
    );
    expect(before.sort()).toEqual(every);
    expect(overviewBefore).toContain('ScanCommand');

    // The revaluation's planner, the first job run: every valuation, the older given their keys.
    const planned: string[] = [];
    await eachValuationId(async (ids) => {
      planned.push(...ids);
    });
    expect(planned.sort()).toEqual(every);
    for (const record of older) {
      expect(await rawItem(homeValueKeys.valuation(record.id))).toMatchObject({
        GSI3PK: `VALUATIONS#${valuationShardOf(record.id)}`,
        GSI3SK: record.id,
      });
    }

    // From then on: the index only, no history point read, the whole records for the one-process run.
    const ids: string[] = [];
    const records: ValuationRecord[] = [];
    const after = await commandsOf(async () => {
      await eachValuationId(async (page) => {
        ids.push(...page);
      });
      await eachValuationFacts<{ id: string }>(['id'], async (page) => {
        ids.push(...page.map((record) => record.id));
      });
      await eachValuation(async (page) => {
        records.push(...page);
      });
    });
    expect(after).not.toContain('ScanCommand');
    expect(after).toContain('QueryCommand');
    expect(ids.sort()).toEqual([...every, ...every].sort());
    expect(records.map((record) => record.id).sort()).toEqual(every);
    expect(records.find((record) => record.id === older[0]!.id)).toEqual(older[0]);
  });

  it('spreads the valuations over the index partitions and lists each valuation once', async () => {
    const shards = new Set(Array.from({ length: 200 }, () => valuationShardOf(`v-${randomUUID()}`)));
    expect(shards.size).toBe(valuationShards);
    const counts = await Promise.all(
      Array.from({ length: valuationShards }, async (_, shard) => {
        const { Count = 0 } = await dynamo().send(
          new QueryCommand({
            TableName: env().HOME_VALUE_TABLE,
            IndexName: 'GSI3',
            KeyConditionExpression: 'GSI3PK = :pk',
            ExpressionAttributeValues: { ':pk': `VALUATIONS#${shard}` },
          }),
        );
        return Count;
      }),
    );
    // The five valuations of the test before, and nothing else: no history point, no marker.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
  });
});

describe('the value history kept', () => {
  it("expires a day's point 400 days after its day, and keeps the 1st of each month and the valuation's first day", async () => {
    // Made at 23:30 in Toronto on 10 April: already the 11th in UTC.
    const record = valuation({ createdAt: '2026-04-11T03:30:00.000Z' });
    await putValuationAsIs(record);
    for (const day of ['2026-04-10', '2026-04-11', '2026-05-01', '2026-05-15']) {
      await putHistoryPoint(record, { day, value: 1_000_000 });
    }
    const expiryOf = async (day: string) => (await rawItem(homeValueKeys.history(record.id, day)))?.expiresAt;

    expect(await expiryOf('2026-04-10')).toBeUndefined();
    expect(await expiryOf('2026-05-01')).toBeUndefined();
    // 400 days after each day, at its start (UTC): 2027-05-16 and 2027-06-19.
    expect(await expiryOf('2026-04-11')).toBe(Date.parse('2027-05-16T00:00:00Z') / 1000);
    expect(await expiryOf('2026-05-15')).toBe(Date.parse('2027-06-19T00:00:00Z') / 1000);

    // The first day's point written again later that day (the revaluation, an edit) stays kept.
    await putHistoryPoint(record, { day: '2026-04-10', value: 1_010_000 });
    expect(await rawItem(homeValueKeys.history(record.id, '2026-04-10'))).toMatchObject({ value: 1_010_000 });
    expect(await expiryOf('2026-04-10')).toBeUndefined();
  });
});
