/**
 * The three DynamoDB tables: one definition that the CDK stack and the local stack both
 * create from, so their keys and indexes cannot drift. Every key attribute is a string;
 * the items' own keys live in each service's `keys.ts`.
 */
export interface TableIndex {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDefinition {
  /** Logical name; also the suffix of the local table name. */
  name: 'user' | 'property' | 'home-value';
  /** Environment variable that carries the physical table name to the functions. */
  envVar: 'USER_TABLE' | 'PROPERTY_TABLE' | 'HOME_VALUE_TABLE';
  partitionKey: 'PK';
  sortKey: 'SK';
  indexes: TableIndex[];
}

const gsi = (n: number): TableIndex => ({ name: `GSI${n}`, partitionKey: `GSI${n}PK`, sortKey: `GSI${n}SK` });

export const tables = {
  user: { name: 'user', envVar: 'USER_TABLE', partitionKey: 'PK', sortKey: 'SK', indexes: [gsi(1), gsi(2), gsi(3)] },
  property: {
    name: 'property',
    envVar: 'PROPERTY_TABLE',
    partitionKey: 'PK',
    sortKey: 'SK',
    indexes: [gsi(1), gsi(2)],
  },
  homeValue: {
    name: 'home-value',
    envVar: 'HOME_VALUE_TABLE',
    partitionKey: 'PK',
    sortKey: 'SK',
    indexes: [gsi(1), gsi(2), gsi(3)],
  },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tables;
export const tableList: TableDefinition[] = Object.values(tables);
