import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
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

/**
 * The tables the stateful CDK stack creates in AWS (`functions/lib/tables.ts`), on dynalite:
 * `${prefix}${name}` for every table of `tableList` that does not exist yet. Idempotent, so
 * a restart finds the tables of the last run and keeps them.
 */
export async function createTables(client: DynamoDBClient, prefix = ''): Promise<TableNames> {
  const existing = await listAllTables(client);
  for (const table of tableList) {
    const name = `${prefix}${table.name}`;
    if (!existing.has(name)) await client.send(new CreateTableCommand(createTableInput(name, table)));
  }
  return Object.fromEntries(
    (Object.keys(tables) as TableKey[]).map((key) => [key, `${prefix}${tables[key].name}`]),
  ) as TableNames;
}
