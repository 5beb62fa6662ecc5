import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { tableList } from '../../../../functions/lib/tables';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { createTables, tableWait } from '../../../../infra/local/provision/tables';

const emulators = inject('emulators');
const dynamo = new DynamoDBClient({
  region: 'ca-central-1',
  credentials: localCredentials,
  endpoint: emulators.dynamodbEndpoint,
});
const unique = () => randomUUID().slice(0, 8);

describe('provisioning the tables', () => {
  it('creates every table of tableList with its keys and indexes, and a second run changes nothing', async () => {
    const prefix = `p${unique()}-`;

    const first = await createTables(dynamo, prefix);
    const second = await createTables(dynamo, prefix);

    expect(second).toEqual(first);
    expect(first).toEqual({ user: `${prefix}user`, property: `${prefix}property`, homeValue: `${prefix}home-value` });
    for (const definition of tableList) {
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: `${prefix}${definition.name}` }));
      expect(Table?.TableStatus).toBe('ACTIVE');
      expect(Table?.KeySchema).toEqual([
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ]);
      expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
        definition.indexes.map((index) => index.name).sort(),
      );
    }
  });

  it('makes a table of an older data folder again with the index added since, its items kept', async () => {
    const prefix = `p${unique()}-`;
    const name = `${prefix}home-value`;
    // The home-value table as data folders made before GSI3 hold it: GSI1 and GSI2 only.
    const key = (AttributeName: string, KeyType: 'HASH' | 'RANGE') => ({ AttributeName, KeyType });
    const attributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'];
    await dynamo.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.slice(0, 6).map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [key('PK', 'HASH'), key('SK', 'RANGE')],
        GlobalSecondaryIndexes: [1, 2].map((n) => ({
          IndexName: `GSI${n}`,
          KeySchema: [key(`GSI${n}PK`, 'HASH'), key(`GSI${n}SK`, 'RANGE')],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    // dynalite marks a new table active a moment after it answers (CI saw a put refused before then).
    await waitUntilTableExists({ client: dynamo, ...tableWait }, { TableName: name });
    const items = Array.from({ length: 60 }, (_, i) => ({
      PK: { S: `HV#v${i}` },
      SK: { S: 'VALUATION' },
      GSI1PK: { S: 'OWNER#u1' },
      GSI1SK: { S: `2026-01-01#v${i}` },
      GSI3PK: { S: 'VALUATIONS#0' },
      GSI3SK: { S: `v${i}` },
      value: { N: String(1_000_000 + i) },
    }));
    for (const Item of items) await dynamo.send(new PutItemCommand({ TableName: name, Item }));

    await createTables(dynamo, prefix);

    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['GSI1', 'GSI2', 'GSI3']);
    const { Items = [] } = await dynamo.send(new ScanCommand({ TableName: name }));
    expect(Items.map((item) => item.value?.N).sort()).toEqual(items.map((item) => item.value.N).sort());
    // The items are in the new index, and still in the old ones.
    const byIndex = async (index: string, partition: string) =>
      (
        await dynamo.send(
          new QueryCommand({
            TableName: name,
            IndexName: index,
            KeyConditionExpression: `${index}PK = :pk`,
            ExpressionAttributeValues: { ':pk': { S: partition } },
          }),
        )
      ).Count;
    expect(await byIndex('GSI3', 'VALUATIONS#0')).toBe(60);
    expect(await byIndex('GSI1', 'OWNER#u1')).toBe(60);
  });
});
