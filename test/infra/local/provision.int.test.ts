import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, ListBucketsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { tableList } from '../../../functions/lib/tables';
import { localCredentials } from '../../../infra/local/emulators';
import { createBuckets, createTables, ensureUserPool } from '../../../infra/local/provision';

const emulators = inject('emulators');
const options = { region: 'ca-central-1', credentials: localCredentials };
const dynamo = new DynamoDBClient({ ...options, endpoint: emulators.dynamodbEndpoint });
const s3 = new S3Client({ ...options, endpoint: emulators.s3Endpoint, forcePathStyle: true });
const cognito = new CognitoIdentityProviderClient({ ...options, endpoint: emulators.cognitoEndpoint });
const unique = () => randomUUID().slice(0, 8);

describe('provisioning the stand-ins', () => {
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

  it('creates missing buckets with CORS for the browser, and keeps existing ones and their objects', async () => {
    const bucket = `b${unique()}`;
    await createBuckets(s3, [bucket]);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'p/1/1.jpg', Body: 'jpeg' }));

    await createBuckets(s3, [bucket]);

    const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets.filter((b) => b.Name === bucket)).toHaveLength(1);
    const { CORSRules = [] } = await s3.send(new GetBucketCorsCommand({ Bucket: bucket }));
    expect(CORSRules[0]?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT', 'POST']));
  });

  it('creates the user pool once, with the password policy, e-mail sign-in, the groups and a public client', async () => {
    const name = `pool-${unique()}`;

    const first = await ensureUserPool(cognito, { name });
    const byName = await ensureUserPool(cognito, { name });
    const byIds = await ensureUserPool(cognito, { name, existing: first });

    expect(byName).toEqual(first);
    expect(byIds).toEqual(first);
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: first.userPoolId }));
    expect(UserPool?.UsernameAttributes).toEqual(['email']);
    expect(UserPool?.Policies?.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireUppercase: true,
      RequireLowercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
    const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId: first.userPoolId }));
    expect(Groups.map((group) => group.GroupName).sort()).toEqual(['admin', 'agent']);
    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: first.userPoolId, ClientId: first.userPoolClientId }),
    );
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(UserPoolClient?.ClientSecret).toBeUndefined();
  });

  it('finds the pool by name when the saved ids are stale', async () => {
    const name = `pool-${unique()}`;
    const pool = await ensureUserPool(cognito, { name });

    const found = await ensureUserPool(cognito, {
      name,
      existing: { userPoolId: 'local_gone', userPoolClientId: 'gone' },
    });

    expect(found).toEqual(pool);
  });
});
