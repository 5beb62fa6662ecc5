import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { tableList, tables, type TableDefinition, type TableKey } from '../../../functions/lib/tables';

/** The table names of one stack (or one test file's prefix), by table key. */
export type TableNames = Record<TableKey, string>;

function createTableInput(name: string, table: TableDefinition) {
  const attributes = new Set<string>([table.partitionKey, table.sortKey]);
  for (const index of table.indexes) attributes.add(index.partitionKey).add(index.sortKey);
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: table.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: table.sortKey, KeyType: 'RANGE' as const },
    ],
    ...(table.indexes.length > 0 && {
      GlobalSecondaryIndexes: table.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
          { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'ALL' as const },
      })),
    }),
  };
}

async function listAllTables(client: DynamoDBClient): Promise<Set<string>> {
  const names = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) names.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}

/** The indexes of `table` that the table `name` lacks (an index added since it was made). */
async function missingIndexes(client: DynamoDBClient, name: string, table: TableDefinition): Promise<string[]> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  return table.indexes.map((index) => index.name).filter((index) => !present.has(index));
}

/**
 * How long and how often to wait for dynalite to finish creating or deleting a table: a moment.
 * The SDK's waiters poll DynamoDB every 20 s at first (AWS takes that long), which made a rebuild
 * here take 20 s for nothing.
 */
export const tableWait = { maxWaitTime: 60, minDelay: 0.1, maxDelay: 1 };

/**
 * Makes the table `name` again with every index of its definition, its items kept. In AWS,
 * CloudFormation adds an index to the live table; dynalite cannot (its UpdateTable creates no
 * index), so a data folder made before the index would answer every query of it with an error.
 * The items are held in memory meanwhile: a local data folder's tables are small.
 */
async function rebuildWithIndexes(client: DynamoDBClient, name: string, table: TableDefinition): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  await client.send(new DeleteTableCommand({ TableName: name }));
  await waitUntilTableNotExists({ client, ...tableWait }, { TableName: name });
  await client.send(new CreateTableCommand(createTableInput(name, table)));
  await waitUntilTableExists({ client, ...tableWait }, { TableName: name });
  for (let i = 0; i < items.length; i += 25) {
    let unprocessed: Record<string, AttributeValue>[] = items.slice(i, i + 25);
    while (unprocessed.length > 0) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [name]: unprocessed.map((Item) => ({ PutRequest: { Item } })) } }),
      );
      unprocessed = (UnprocessedItems?.[name] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [request.PutRequest.Item] : [],
      );
    }
  }
}

/**
 * The tables the stateful CDK stack creates in AWS (`functions/lib/tables.ts`), on dynalite:
 * `${prefix}${name}` for every table of `tableList` that does not exist yet, and made again with
 * its items for one that lacks an index added since (`rebuildWithIndexes`). Idempotent, so a
 * restart finds the tables of the last run and keeps them.
 */
export async function createTables(client: DynamoDBClient, prefix = ''): Promise<TableNames> {
  const existing = await listAllTables(client);
  for (const table of tableList) {
    const name = `${prefix}${table.name}`;
    if (!existing.has(name)) await client.send(new CreateTableCommand(createTableInput(name, table)));
    else if ((await missingIndexes(client, name, table)).length > 0) await rebuildWithIndexes(client, name, table);
  }
  return Object.fromEntries(
    (Object.keys(tables) as TableKey[]).map((key) => [key, `${prefix}${tables[key].name}`]),
  ) as TableNames;
}
