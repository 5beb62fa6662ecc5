import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { webConfigDefaults } from '@shared/web-config';
import { tableList } from '../../functions/lib/tables';
import { statefulSettings } from '../../infra/gta-homes-app';
import { StatefulStack } from '../../infra/stateful-stack';
import { buildStacks, logicalId, testApp, testEnv } from './stacks';

const { stateful } = buildStacks();
const template = Template.fromStack(stateful);

describe('stateful stack: user pool', () => {
  it('signs in by e-mail with open sign-up, no MFA and recovery by e-mail', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      MfaConfiguration: 'OFF',
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('requires 8 characters with lower and upper case, a digit and a symbol', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });
  });

  it('retains the pool and its role groups admin and agent', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    for (const group of ['admin', 'agent']) {
      template.hasResource('AWS::Cognito::UserPoolGroup', {
        DeletionPolicy: 'Retain',
        Properties: { GroupName: group },
      });
    }
  });

  it('gives the web app a secret-less client with password and SRP sign-in and no hosted UI', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlowsUserPoolClient: false,
      // The sign-in flow tells "user not found" from "not authorized" (document 1 §4.3).
      PreventUserExistenceErrors: 'LEGACY',
    });
  });

  it("states the tokens' lifetimes the local stack copies: an hour for the ID and access tokens, 30 days to refresh", () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('keeps the verified address until a new one is verified', () => {
    // Without this, UpdateUserAttributes swaps `email` at once and marks it unverified.
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  it('lets the web client write only the attributes sign-up sends, e-mail and name', () => {
    // The account page saves through PUT /myprofile and writes no Cognito attribute; the
    // sign-up form sends `email` (required, so it must stay writable) and `name`. Every other
    // standard attribute (picture, phone_number, website...) is read-only to a signed-in user.
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect([...(client?.Properties.WriteAttributes ?? [])].sort()).toEqual(['email', 'name']);
  });

  it('has an identity pool for signed-in users of the web client only', () => {
    template.hasResourceProperties('AWS::Cognito::IdentityPool', {
      AllowUnauthenticatedIdentities: false,
      CognitoIdentityProviders: [Match.objectLike({ ClientId: { Ref: logicalId(stateful.userPoolClient) } })],
    });
  });

  it('attaches the invitation-only sign-up triggers to the pool', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const { PreSignUp, PostConfirmation } = pool.Properties.LambdaConfig;
    const functionIds = Object.keys(template.findResources('AWS::Lambda::Function'));
    expect(functionIds).toContain(PreSignUp['Fn::GetAtt'][0]);
    expect(functionIds).toContain(PostConfirmation['Fn::GetAtt'][0]);
    expect(PreSignUp['Fn::GetAtt'][0]).not.toBe(PostConfirmation['Fn::GetAtt'][0]);
  });

  it("gives each trigger Cognito's own 5 seconds, no more (a longer run fails the sign-in all the same)", () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const functions = template.toJSON().Resources as Record<string, { Properties: { Timeout?: number } }>;
    const triggers = Object.values(pool.Properties.LambdaConfig as Record<string, { 'Fn::GetAtt': [string] }>);
    expect(triggers).toHaveLength(4);
    for (const trigger of triggers) expect(functions[trigger['Fn::GetAtt'][0]]!.Properties.Timeout).toBe(5);
  });

  it('attaches the post-authentication trigger that counts sign-ins', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const { PostAuthentication, PostConfirmation } = pool.Properties.LambdaConfig;
    const functionIds = Object.keys(template.findResources('AWS::Lambda::Function'));
    expect(functionIds).toContain(PostAuthentication['Fn::GetAtt'][0]);
    expect(PostAuthentication['Fn::GetAtt'][0]).not.toBe(PostConfirmation['Fn::GetAtt'][0]);
  });

  it("words Cognito's code e-mails with a custom message trigger, told the site's branding (QA 64 M2)", () => {
    const app = testApp({
      context: { productName: 'Lakeshore Homes', brokerageName: 'Lakeshore Realty Ltd., Brokerage' },
    });
    const branded = Template.fromStack(new StatefulStack(app, 'Stateful', { env: testEnv, ...statefulSettings(app) }));
    const pool = Object.values(branded.findResources('AWS::Cognito::UserPool'))[0]!;
    const { CustomMessage } = pool.Properties.LambdaConfig;
    const functions = branded.toJSON().Resources as Record<string, { Properties: Record<string, unknown> }>;

    const customMessage = functions[CustomMessage['Fn::GetAtt'][0]]!.Properties;

    expect(customMessage.Handler).toBe('index.handler');
    expect(customMessage.FunctionName).toBe('Stateful-custom-message');
    // The e-mails' footer too, as every other mail's: the given names, the defaults for the rest.
    expect((customMessage.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      PRODUCT_NAME: 'Lakeshore Homes',
      BROKERAGE_NAME: 'Lakeshore Realty Ltd., Brokerage',
      BROKERAGE_ADDRESS: webConfigDefaults.brokerageAddress,
      BROKERAGE_URL: webConfigDefaults.brokerageUrl,
      CONTACT_EMAIL: webConfigDefaults.contactEmail,
    });
  });

  it('lets the pre-sign-up trigger stamp the invitation it reads (review 68 M1: a read-only grant refused every sign-up)', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const preSignUp = pool.Properties.LambdaConfig.PreSignUp['Fn::GetAtt'][0] as string;
    const functions = template.toJSON().Resources as Record<string, { Properties: Record<string, unknown> }>;
    const role = (functions[preSignUp]!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const actions = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((statement) => [statement.Action].flat());

    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem']));
  });

  it('lets only the post-confirmation trigger add users to groups, or delete them, and only in its own pool', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const groupGrants = statements.filter((statement) =>
      [statement.Action]
        .flat()
        .some((action) => action === 'cognito-idp:AdminAddUserToGroup' || action === 'cognito-idp:AdminDeleteUser'),
    );
    expect(groupGrants).toHaveLength(1);
    // Its pool's ARN, not every pool of the account (review 67 L7).
    const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
    expect(groupGrants[0]!.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
  });

  it("sends its codes through SES from the product's address, not Cognito's 50-a-day default sender", () => {
    // The address and name of the stacks' mailFrom (test/infra/stacks.ts), in ca-central-1.
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'GTA Homes <no-reply@homes.example.com>',
        SourceArn: 'arn:aws:ses:ca-central-1:111111111111:identity/no-reply@homes.example.com',
      },
    });
  });

  it('names the product as the sender when mailFrom is a bare address', () => {
    const app = testApp({ context: { mailFrom: 'no-reply@homes.example.com', productName: 'Lakeshore Homes' } });
    const pool = Object.values(
      Template.fromStack(new StatefulStack(app, 'Stateful', { env: testEnv, ...statefulSettings(app) })).findResources(
        'AWS::Cognito::UserPool',
      ),
    )[0]!;
    expect(pool.Properties.EmailConfiguration.From).toBe('Lakeshore Homes <no-reply@homes.example.com>');
  });

  it("keeps Cognito's verification message by code", () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      VerificationMessageTemplate: {
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailMessage: 'The verification code to your new account is {####}',
        EmailSubject: 'Verify your new account',
      },
    });
  });

  it('outputs the pool ids', () => {
    for (const output of ['UserPoolId', 'UserPoolClientId', 'IdentityPoolId']) template.hasOutput(output, {});
  });
});

describe('stateful stack: tables', () => {
  it("outputs the user table's name, which `npm run first-admin` writes the first admin's profile to", () => {
    const output = template.findOutputs('UserTableName');
    const table = Object.keys(template.findResources('AWS::DynamoDB::Table')).find((id) => id.startsWith('UserTable'));

    expect(output.UserTableName?.Value).toEqual({ Ref: table });
  });

  it('creates exactly the tables of functions/lib/tables.ts', () => {
    expect(Object.keys(template.findResources('AWS::DynamoDB::Table'))).toHaveLength(tableList.length);
  });

  it.each(tableList)('$name: on-demand, point-in-time recovery, TTL on expiresAt, retained', (definition) => {
    const attributes = [
      definition.partitionKey,
      definition.sortKey,
      ...definition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        KeySchema: [
          { AttributeName: definition.partitionKey, KeyType: 'HASH' },
          { AttributeName: definition.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexes: definition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });
});

describe('stateful stack: buckets', () => {
  const buckets = template.findResources('AWS::S3::Bucket');

  it('retains every bucket, blocks public access, encrypts and logs access', () => {
    expect(Object.keys(buckets)).toHaveLength(3);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.DeletionPolicy, id).toBe('Retain');
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
        id,
      ).toEqual({
        SSEAlgorithm: 'AES256',
      });
    }
  });

  it('refuses plain-HTTP requests on every bucket', () => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('expires uploads/, exports/ and imports/ objects and declares no CORS, which the stateless stack sets to the site', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [
          { Prefix: 'uploads/', ExpirationInDays: 7, Status: 'Enabled' },
          { Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' },
          { Prefix: 'imports/', ExpirationInDays: 30, Status: 'Enabled' },
        ],
      },
    });
    for (const bucket of Object.values(buckets)) expect(bucket.Properties.CorsConfiguration).toBeUndefined();
  });

  it('lets CloudFront read only the p/ prefix of the photos bucket', () => {
    const photos = logicalId(stateful.photosBucket);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: photos },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [photos, 'Arn'] }, '/p/*']] },
          }),
        ]),
      },
    });
  });
});

describe("stateful stack: the post-confirmation trigger keeps an invited user's picture", () => {
  type Statement = { Action: string | string[]; Resource: unknown };
  const resources = template.toJSON().Resources as Record<string, { Properties: Record<string, unknown> }>;
  const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
  const triggerIds = Object.fromEntries(
    Object.entries(pool.Properties.LambdaConfig as Record<string, { 'Fn::GetAtt': [string, string] }>).map(
      ([event, arn]) => [event, arn['Fn::GetAtt'][0]],
    ),
  );
  const uploads = logicalId(stateful.uploadsBucket);
  const bucketArn = { 'Fn::GetAtt': [uploads, 'Arn'] };
  const headshots = { 'Fn::Join': ['', [bucketArn, '/headshots/*']] };
  /** Every statement of the policies attached to the role of the function with this logical id. */
  const statementsOf = (functionId: string): Statement[] => {
    const role = (resources[functionId]!.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  };
  const s3Statements = (functionId: string) =>
    statementsOf(functionId).filter((statement) => [statement.Action].flat().some((a) => a.startsWith('s3:')));
  const postConfirmation = triggerIds.PostConfirmation!;

  it('is told the uploads bucket, where the inviter kept the picture', () => {
    const variables = (resources[postConfirmation]!.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(variables.UPLOADS_BUCKET).toEqual({ Ref: uploads });
  });

  it('may write objects under headshots/ of the uploads bucket and nowhere else', () => {
    const writes = s3Statements(postConfirmation).filter((statement) =>
      [statement.Action].flat().some((action) => /^s3:(Put|Delete|Abort|\*)/.test(action)),
    );
    expect(writes.map((statement) => [statement.Action].flat())).toContainEqual(
      expect.arrayContaining(['s3:PutObject']),
    );
    for (const statement of writes) expect([statement.Resource].flat()).toEqual([headshots]);
  });

  it('may read headshots/ and list the bucket, so that a missing picture answers NotFound rather than 403', () => {
    const statements = s3Statements(postConfirmation);
    const reads = statements.filter((statement) => [statement.Action].flat().includes('s3:GetObject*'));
    expect(reads.length).toBeGreaterThan(0);
    for (const statement of reads) expect([statement.Resource].flat()).toEqual([bucketArn, headshots]);
    expect(statements.some((statement) => [statement.Action].flat().includes('s3:List*'))).toBe(true);
  });

  it('gives the pre-sign-up, post-authentication and custom message triggers no access to the bucket', () => {
    for (const event of ['PreSignUp', 'PostAuthentication', 'CustomMessage'])
      expect(s3Statements(triggerIds[event]!), event).toEqual([]);
  });

  it('gives the custom message trigger no data at all: no table, no bucket, no user pool', () => {
    const functionId = triggerIds.CustomMessage!;
    const dataActions = statementsOf(functionId).filter((statement) =>
      [statement.Action].flat().some((action) => /^(dynamodb|s3|cognito-idp):/.test(action)),
    );
    const variables = (resources[functionId]!.Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;

    expect(dataActions).toEqual([]);
    expect(variables).not.toHaveProperty('USER_TABLE');
  });
});
