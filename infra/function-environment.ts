import type { Env } from '../functions/lib/env';
import type { WebConfig } from '@shared/web-config';
import type { MailSending } from './constructs/mail-sending';
import type { StatefulResources } from './stateful-stack';

/** Variables the functions read (functions/lib/env.ts) that the stack sets. */
export type FunctionEnvironment = Required<
  Pick<
    Env,
    | 'USER_TABLE'
    | 'PROPERTY_TABLE'
    | 'HOME_VALUE_TABLE'
    | 'PHOTOS_BUCKET'
    | 'UPLOADS_BUCKET'
    | 'USER_POOL_ID'
    | 'USER_POOL_CLIENT_ID'
    | 'SES_CONFIGURATION_SET'
    | 'MAIL_FROM'
    | 'PRINT_DESK_EMAIL'
    | 'SHOWING_DESK_EMAIL'
    | 'SITE_URL'
    | 'PRODUCT_NAME'
    | 'BROKERAGE_NAME'
    | 'BROKERAGE_ADDRESS'
    | 'BROKERAGE_URL'
    | 'CONTACT_EMAIL'
  >
> & {
  /** A number, as every variable is text. */
  INVITATION_DAILY_BUDGET: string;
};

/**
 * What only the API functions get, set from the deploy-time secrets. RATE_KEY_SECRET keys the
 * rate-limit counters (an HMAC, so a counter's key gives no address away); LINK_SIGNING_SECRET
 * signs the links in e-mails and checks them when they come back (unsubscribe).
 */
export type ServiceSecrets = Record<'ORIGIN_VERIFY_SECRET' | 'RATE_KEY_SECRET' | 'LINK_SIGNING_SECRET', string> & {
  /** The origin secret's generation before, while a rotation reaches CloudFront's edges. */
  ORIGIN_VERIFY_PREVIOUS_SECRET?: string;
};

export interface FunctionEnvironmentSources {
  data: StatefulResources;
  mail: MailSending;
  siteUrl: string;
  webConfig: WebConfig;
  printDeskEmail: string;
  showingDeskEmail: string;
  invitationDailyBudget: number;
}

/** What every function of the stack is told: its tables, buckets, pool, mail settings and the site's names. */
export function functionEnvironment(sources: FunctionEnvironmentSources): FunctionEnvironment {
  const { data, mail, webConfig } = sources;
  return {
    USER_TABLE: data.tables.user.tableName,
    PROPERTY_TABLE: data.tables.property.tableName,
    HOME_VALUE_TABLE: data.tables.homeValue.tableName,
    PHOTOS_BUCKET: data.photosBucket.bucketName,
    UPLOADS_BUCKET: data.uploadsBucket.bucketName,
    USER_POOL_ID: data.userPool.userPoolId,
    USER_POOL_CLIENT_ID: data.userPoolClient.userPoolClientId,
    SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
    MAIL_FROM: mail.mailFrom,
    PRINT_DESK_EMAIL: sources.printDeskEmail,
    SHOWING_DESK_EMAIL: sources.showingDeskEmail,
    INVITATION_DAILY_BUDGET: String(sources.invitationDailyBudget),
    SITE_URL: sources.siteUrl,
    // The mail footers name the same brokerage as the site.
    PRODUCT_NAME: webConfig.productName,
    BROKERAGE_NAME: webConfig.brokerageName,
    BROKERAGE_ADDRESS: webConfig.brokerageAddress,
    BROKERAGE_URL: webConfig.brokerageUrl,
    CONTACT_EMAIL: webConfig.contactEmail,
  };
}
