import * as z from 'zod';
import { webConfigDefaults } from '@shared/web-config';

/**
 * The functions' environment, parsed once. The same variables are set by the CDK stack in
 * AWS and by the local stack on a laptop; the `*_ENDPOINT` ones exist only locally.
 */
const envSchema = z.object({
  AWS_REGION: z.string().default('ca-central-1'),
  USER_TABLE: z.string().default('user'),
  PROPERTY_TABLE: z.string().default('property'),
  HOME_VALUE_TABLE: z.string().default('home-value'),
  PHOTOS_BUCKET: z.string().default('photos'),
  UPLOADS_BUCKET: z.string().default('uploads'),
  USER_POOL_ID: z.string().default(''),
  USER_POOL_CLIENT_ID: z.string().default(''),
  SES_CONFIGURATION_SET: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@example.com'),
  SITE_URL: z.string().default('http://localhost:5173'),
  /** Where showing requests go when the caller has no agent (the brokerage's desk; `-c showingDeskEmail`). */
  SHOWING_DESK_EMAIL: z.email().default('showings@example.com'),
  /** The brokerage's print desk: an annual report's print request is e-mailed there (DECISIONS row 23). */
  PRINT_DESK_EMAIL: z.email().default('print-desk@example.com'),
  /**
   * Whose mail it is (functions/lib/mail/): the product in the From name, the brokerage, its
   * mailing address and its contact address in every footer (CASL). The same settings as the
   * site's `/config.json`.
   */
  PRODUCT_NAME: z.string().default(webConfigDefaults.productName),
  BROKERAGE_NAME: z.string().default(webConfigDefaults.brokerageName),
  BROKERAGE_ADDRESS: z.string().min(1).default(webConfigDefaults.brokerageAddress),
  BROKERAGE_URL: z.string().default(webConfigDefaults.brokerageUrl),
  CONTACT_EMAIL: z.string().default(webConfigDefaults.contactEmail),
  /**
   * The value CloudFront sends in `x-origin-verify` on `/api/*` requests (AWS only): a request
   * that carries it came through the distribution, so its `cloudfront-viewer-address` is true.
   */
  // At least 32 characters when set: an empty or short value is a deployment fault, and the
  // functions then refuse to start (fail closed) rather than take it for "no CloudFront" (review 47 M5).
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /**
   * The previous generation's value while secrets rotate (README "Rotating the deploy-time
   * secrets"): CloudFront's edges take minutes to send the new one, and in between a request
   * carrying the old one still came through the distribution.
   */
  ORIGIN_VERIFY_PREVIOUS_SECRET: z.string().optional(),
  /**
   * The key of the rate-limit counters' HMAC (functions/user/rate-limits/rate-limits.ts): a deploy-time
   * secret in AWS, a fresh one per start on the local stack. Without it (or with one under
   * 32 characters) every rate-limited call fails closed.
   */
  RATE_KEY_SECRET: z.string().optional(),
  /**
   * The HMAC key of the signed links in e-mails (unsubscribe tokens, functions/lib/mail/): a
   * deploy-time secret in AWS, kept per data folder on the local stack. Without it (or with one
   * under 32 characters) no list mail is sent and no unsubscribe link is believed.
   */
  LINK_SIGNING_SECRET: z.string().optional(),
  /**
   * How fast an import's invitation e-mails go out: SES's sending rate for the account (14 a
   * second is SES's usual starting quota out of the sandbox). Tests and the local stack send faster.
   */
  IMPORT_MAILS_PER_SECOND: z.coerce.number().positive().default(14),
  /**
   * The contact import's queue workers that run at once (the SQS event source's maximum
   * concurrency, set from the same value by the CDK stack): each sends at its share of the rate.
   */
  IMPORT_WORKERS: z.coerce.number().int().positive().default(2),
  /**
   * How many invitation e-mails an agent may send in a (Toronto) day, invitations, resends and
   * imports together (DECISIONS row 46; functions/user/invitations/invitation-limits.ts); admins have none.
   * The stack sets it from `-c invitationDailyBudget=`; tests and the bench set their own.
   */
  INVITATION_DAILY_BUDGET: z.coerce.number().int().positive().default(500),
  /**
   * How fast the monthly newsletter goes out: about 80% of SES's sending rate (14 a second),
   * so that an invitation or a showing request sent meanwhile is not throttled.
   */
  NEWSLETTER_MAILS_PER_SECOND: z.coerce.number().positive().default(11),
  /**
   * The newsletter workers that run at once (the SQS event source's maximum concurrency, set
   * from the same value by the CDK stack): each spaces its sends to its share of the rate.
   */
  NEWSLETTER_WORKERS: z.coerce.number().int().positive().default(2),
  /**
   * The user-deletion job's Lambda (AWS only), which `DELETE /users/{id}` starts with an
   * asynchronous invoke; without it (the local stack, tests) the job runs in this process.
   */
  USER_DELETION_FUNCTION: z.string().optional(),
  /** The contact-import job's Lambda (AWS only), started the same way by an import's start call. */
  CONTACT_IMPORT_FUNCTION: z.string().optional(),
  /** An ISO instant: the injected clock (DESIGN "Controls"). */
  NOW: z.string().optional(),
  /** Local stand-ins only; never set in AWS. */
  DYNAMODB_ENDPOINT: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  SES_ENDPOINT: z.string().optional(),
  COGNITO_ENDPOINT: z.string().optional(),
  /** cognito-local's issuer domain; turns on the local token verifier. */
  LOCAL_COGNITO_ISSUER: z.string().optional(),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The parsed environment; tests that change variables call `resetEnv()`. */
export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}
