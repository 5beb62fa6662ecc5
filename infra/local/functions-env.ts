import type { TableNames } from './provision/tables';
import { localCredentials } from './stand-ins/emulators';

/**
 * The environment the Lambda handlers read (functions/lib/env.ts): what the CDK stack sets in
 * AWS, plus the `*_ENDPOINT` variables that point the SDK clients at the stand-ins. The
 * handlers run in this process, so these go into `process.env` before they are loaded.
 */
export interface FunctionsEnvInput {
  region: string;
  tables: TableNames;
  buckets: { photos: string; uploads: string };
  userPoolId: string;
  userPoolClientId: string;
  siteUrl: string;
  /** The brokerage's print desk (`PRINT_DESK_EMAIL`, issue 17); functions/lib/env.ts's default when unset. */
  printDeskEmail?: string;
  now?: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  cognitoEndpoint: string;
  cognitoIssuerDomain: string;
  /**
   * The rate-limit counters' HMAC key (`RATE_KEY_SECRET`). The stack makes a fresh one per
   * start (stack.ts), and the command-line tools one per run (local-data.ts: the import job
   * counts its invitation e-mails).
   */
  rateKeySecret?: string;
  /**
   * The HMAC key of the links in the product's e-mails (`LINK_SIGNING_SECRET`), kept per data
   * folder (link-signing-secret.ts) so a captured mail's links outlive a restart.
   */
  linkSigningSecret?: string;
}

export function functionsEnv(input: FunctionsEnvInput): Record<string, string> {
  return {
    AWS_REGION: input.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    USER_TABLE: input.tables.user,
    PROPERTY_TABLE: input.tables.property,
    HOME_VALUE_TABLE: input.tables.homeValue,
    PHOTOS_BUCKET: input.buckets.photos,
    UPLOADS_BUCKET: input.buckets.uploads,
    USER_POOL_ID: input.userPoolId,
    USER_POOL_CLIENT_ID: input.userPoolClientId,
    SITE_URL: input.siteUrl,
    ...(input.printDeskEmail && { PRINT_DESK_EMAIL: input.printDeskEmail }),
    ...(input.now && { NOW: input.now }),
    DYNAMODB_ENDPOINT: input.dynamodbEndpoint,
    S3_ENDPOINT: input.s3Endpoint,
    SES_ENDPOINT: input.sesEndpoint,
    COGNITO_ENDPOINT: input.cognitoEndpoint,
    LOCAL_COGNITO_ISSUER: input.cognitoIssuerDomain,
    // aws-ses-v2-local has no sending quota: the newsletter a first start catches up (to the
    // demo contacts) need not hold the site's opening back at SES's 14 a second.
    NEWSLETTER_MAILS_PER_SECOND: '200',
    ...(input.rateKeySecret && { RATE_KEY_SECRET: input.rateKeySecret }),
    ...(input.linkSigningSecret && { LINK_SIGNING_SECRET: input.linkSigningSecret }),
  };
}
