import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { tableList } from '../../../../functions/lib/tables';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { createTables } from '../../../../infra/local/provision/tables';

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
});
