import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IdentityPool } from 'aws-cdk-lib/aws-cognito-identitypool';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { MailSettings } from '../functions/lib/mail/render';
import { type TableDefinition, type TableKey, tables as tableDefinitions } from '../functions/lib/tables';
import { AccessLogsBucket } from './constructs/access-logs-bucket';
import { PrivateBucket } from './constructs/private-bucket';
import type { ServiceFunction } from './constructs/service-function';
import {
  UserAuth,
  userPoolTriggerFunctionName,
  userPoolTriggerNames,
  type UserPoolTriggerName,
} from './constructs/user-auth';

/** What the stateless stack builds on; passed as constructs, not looked up by export name. */
export interface StatefulResources {
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  identityPool: IdentityPool;
  tables: Record<TableKey, Table>;
  photosBucket: Bucket;
  uploadsBucket: Bucket;
  logsBucket: Bucket;
  /** The user pool's Lambda triggers' function names, which the stateless stack's alarms watch. */
  userPoolTriggerFunctions: ReadonlyMap<UserPoolTriggerName, string>;
}

export interface StatefulStackProps extends StackProps {
  /** The product's sender (`-c mailFrom`, `Name <address>` or a bare address): a verified SES identity. */
  mailFrom: string;
  /**
   * The deployment's branding (`-c productName=...`, `-c brokerageName=...`: the site's, with its
   * defaults): the sender's name when `mailFrom` gives none, as the product's own mail does, and
   * the words and footer of the code e-mails the user pool sends.
   */
  branding: MailSettings;
  /**
   * The domain of `mailFrom` when it is an SES identity of its own (the mail domain stack,
   * `-c mailDomainZone`): the pool then names that identity. Without it, the address's.
   */
  mailDomain?: string;
}

/** Photos are served under `/p/*`, so CloudFront only ever needs objects under `p/`. */
const photosKeyPrefix = 'p/';

/** Items a job marks with `expiresAt` (epoch seconds) are removed by DynamoDB. */
const ttlAttribute = 'expiresAt';

/**
 * Browser uploads land under `uploads/` and are temporary: whatever the product keeps (a
 * headshot, an imported CSV) must be copied elsewhere (e.g. `headshots/`) by the API.
 */
const uploadsPrefix = 'uploads/';
const uploadsExpireAfter = Duration.days(7);
/** Generated downloads (contacts and waitlist exports): fetched at once through a 5-minute link. */
const exportsPrefix = 'exports/';
const exportsExpireAfter = Duration.days(1);
/** A contact import's report and list of invitees (DECISIONS row 43: rejected-import reports 30 days). */
const importsPrefix = 'imports/';
const importsExpireAfter = Duration.days(30);

/**
 * Everything that holds data: the user pool, the tables and the buckets. Retained on
 * delete, so the stateless stack can be torn down and rebuilt freely.
 */
export class StatefulStack extends Stack implements StatefulResources {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly identityPool: IdentityPool;
  readonly tables: Record<TableKey, Table>;
  readonly photosBucket: Bucket;
  readonly uploadsBucket: Bucket;
  readonly logsBucket: Bucket;
  readonly userPoolTriggers: ReadonlyMap<UserPoolTriggerName, ServiceFunction>;
  readonly userPoolTriggerFunctions: ReadonlyMap<UserPoolTriggerName, string>;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    const { mailFrom, branding, mailDomain, ...stackProps } = props;
    super(scope, id, stackProps);

    const auth = new UserAuth(this, 'Auth', { mailFrom, branding, ...(mailDomain && { mailDomain }) });
    this.userPool = auth.userPool;
    this.userPoolClient = auth.userPoolClient;
    this.identityPool = auth.identityPool;

    this.tables = Object.fromEntries(
      Object.entries(tableDefinitions).map(([key, definition]) => [key, this.createTable(definition)]),
    ) as Record<TableKey, Table>;
    // Where `npm run first-admin` writes the first admin's profile (README "Deploy", step 6).
    new CfnOutput(this, 'UserTableName', { value: this.tables.user.tableName });

    this.logsBucket = new AccessLogsBucket(this, 'AccessLogs');
    this.photosBucket = new PrivateBucket(this, 'Photos', {
      accessLogs: { bucket: this.logsBucket, prefix: 's3/photos/' },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.uploadsBucket = new PrivateBucket(this, 'Uploads', {
      accessLogs: { bucket: this.logsBucket, prefix: 's3/uploads/' },
      removalPolicy: RemovalPolicy.RETAIN,
      // No CORS here: the stateless stack allows the site's origin (constructs/uploads-cors.ts),
      // as only it knows the distribution's address.
      lifecycleRules: [
        { prefix: uploadsPrefix, expiration: uploadsExpireAfter },
        { prefix: exportsPrefix, expiration: exportsExpireAfter },
        { prefix: importsPrefix, expiration: importsExpireAfter },
      ],
    });
    this.allowCloudFrontToReadPhotos();
    // After the uploads bucket: the post-confirmation trigger copies an invited user's picture in it.
    this.userPoolTriggers = auth.attachSignUpTriggers(this.tables.user, this.uploadsBucket);
    // Plain names, not the functions' references: no export between the stacks (user-auth.ts).
    this.userPoolTriggerFunctions = new Map(
      userPoolTriggerNames.map((name) => [name, userPoolTriggerFunctionName(this.stackName, name)]),
    );
  }

  private createTable(definition: TableDefinition): Table {
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new Table(this, `${pascal(definition.name)}Table`, {
      partitionKey: key(definition.partitionKey),
      sortKey: key(definition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of definition.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      });
    }
    return table;
  }

  /**
   * The distribution lives in the stateless stack; naming its id here would make the two
   * stacks depend on each other. So any distribution of this account may read `p/*` — the
   * photos are public pictures served under `/p/*` anyway.
   */
  private allowCloudFrontToReadPhotos(): void {
    this.photosBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.photosBucket.arnForObjects(`${photosKeyPrefix}*`)],
        conditions: {
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}

/** `home-value` → `HomeValue`, for readable logical ids. */
function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}
