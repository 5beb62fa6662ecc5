import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  Mfa,
  UserPool,
  UserPoolEmail,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { IdentityPool, UserPoolAuthenticationProvider } from 'aws-cdk-lib/aws-cognito-identitypool';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { groupRoles } from '@shared/roles';
import { addressOf, displayNameOf } from '../../functions/lib/mail/mailbox';
import type { MailSettings } from '../../functions/lib/mail/render';
import { confirmationRefusedLog, metricsNamespace, signUpRefusedLog } from '../../functions/lib/signals/metric-names';
import { webClientTokens } from '../web-client-tokens';
import { arnInFinding } from './nag-finding';
import { ServiceFunction } from './service-function';
import { SignInFirewall } from './sign-in-firewall';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface UserAuthProps {
  /** The product's sender (`Name <address>` or an address), a verified SES identity in this region. */
  mailFrom: string;
  /**
   * Whose mail it is, as on the site and in every other e-mail: the product (also the sender's
   * name when `mailFrom` gives none) and the brokerage of the footer. The custom message trigger
   * words Cognito's code e-mails with it.
   */
  branding: MailSettings;
  /** The domain of `mailFrom` when the verified identity is that domain rather than the address. */
  mailDomain?: string;
}

/**
 * Sign-in: a user pool where people sign in with their e-mail address, the groups that
 * carry the roles (`cognito:groups` in the ID token), the web app's client, and an identity
 * pool for the browser. The pool is retained: it holds every account.
 */
export class UserAuth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly identityPool: IdentityPool;
  /** Rate-limits the e-mail step's probe (and the other calls that reveal an account) per address. */
  readonly firewall: SignInFirewall;
  private readonly branding: MailSettings;

  constructor(scope: Construct, id: string, props: UserAuthProps) {
    super(scope, id);
    this.branding = props.branding;

    this.userPool = new UserPool(this, 'UserPool', {
      // Codes (sign-up, a changed address, a forgotten password) go through SES from the
      // product's address: Cognito's own sender allows about 50 a day, from
      // no-reply@verificationemail.com. The identity must be verified in SES in this region
      // before the stack deploys (README "Deploying to AWS"). Cognito checks the exact identity
      // it is given: the domain's, when the mail domain stack made one, or else the address's.
      // Their words are the custom message trigger's (attachSignUpTriggers).
      email: UserPoolEmail.withSES({
        fromEmail: addressOf(props.mailFrom),
        fromName: displayNameOf(props.mailFrom) ?? props.branding.productName,
        sesRegion: Stack.of(this).region,
        ...(props.mailDomain && { sesVerifiedDomain: props.mailDomain }),
      }),
      // Open sign-up here; invitation-only is enforced by a pre-sign-up trigger.
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // A changed address takes effect only once its code is confirmed: until then `email`
      // (and `email_verified: true`) stay the old, verified ones, so nobody can put someone
      // else's address on their account and have it trusted.
      keepOriginal: { email: true },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const role of groupRoles) {
      // Memberships live in the groups: they outlive the stack like the pool does.
      this.userPool.addGroup(`${role}Group`, { groupName: role }).applyRemovalPolicy(RemovalPolicy.RETAIN);
    }

    // No secret: the client is a browser app. USER_PASSWORD_AUTH is what cognito-local
    // supports, so the same Amplify code signs in locally and in AWS. The sign-in flow
    // (document 1 §4.3) picks its next step from "user not found" versus "not authorized",
    // so existence errors stay on: the accepted cost is that e-mail addresses can be probed.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      // Sign-in happens in the app's own pages, never the hosted UI.
      disableOAuth: true,
      preventUserExistenceErrors: false,
      idTokenValidity: Duration.minutes(webClientTokens.idTokenMinutes),
      accessTokenValidity: Duration.minutes(webClientTokens.accessTokenMinutes),
      refreshTokenValidity: Duration.days(webClientTokens.refreshTokenDays),
      // What a signed-in user may change about themselves with UpdateUserAttributes. Cognito
      // applies the same list to SignUp, which sends `email` (a required attribute, so it must
      // be writable) and `name`; the account page edits the profile through the API and writes
      // no attribute. Nothing else (picture, phone_number, website...) is writable.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, fullname: true }),
    });
    // The calls that can probe an address are rate-limited per client address by WAF instead
    // (DECISIONS row 28).
    this.firewall = new SignInFirewall(this, 'Firewall', { userPool: this.userPool });

    this.identityPool = new IdentityPool(this, 'IdentityPool', {
      allowUnauthenticatedIdentities: false,
      authenticationProviders: {
        userPools: [
          new UserPoolAuthenticationProvider({ userPool: this.userPool, userPoolClient: this.userPoolClient }),
        ],
      },
    });

    const stack = Stack.of(this);
    new CfnOutput(stack, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(stack, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(stack, 'IdentityPoolId', { value: this.identityPool.identityPoolId });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason: "MFA off - the spec's sign-in has no second factor. Accepted risk: password-only accounts.",
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          "Essentials feature plan - the Plus plan's threat protection is billed per active user. Accepted risk: no adaptive authentication or compromised-credential checks; the password policy still applies.",
      },
    ]);
  }

  /**
   * Invitation-only sign-up, enforced by the pool itself (document 1 §1): a pre-sign-up
   * trigger refuses an address without an open invitation, and a post-confirmation trigger
   * creates the profile, links it to the inviting agent, uses up the invitation and puts
   * invited agents and admins in their group. A post-authentication trigger counts sign-ins, and
   * a custom message trigger words the code e-mails Cognito sends (QA 64 M2). The local stack
   * serves the same handlers to cognito-local (infra/local/gateway/triggers.ts). Returns the
   * triggers by name, for their alarms.
   */
  attachSignUpTriggers(userTable: Table, uploadsBucket: Bucket): ReadonlyMap<UserPoolTriggerName, ServiceFunction> {
    // Named `<stack>-<trigger>`: the stateless stack's alarms watch them by that name, so no
    // cross-stack export pins them (an export in use would block replacing a trigger).
    const triggerFunction = (id: string, file: string, environment: Record<string, string>) =>
      new ServiceFunction(this, id, {
        entry: `${projectRoot}functions/user/accounts/triggers/${file}`,
        environment,
        // Cognito waits 5 seconds for a trigger, then fails the sign-up or sign-in anyway.
        timeout: Duration.seconds(5),
        functionName: userPoolTriggerFunctionName(
          Stack.of(this).stackName,
          file.replace(/\.ts$/, '') as UserPoolTriggerName,
        ),
      });
    /** A trigger that reads or writes the user table (every one but the custom message). */
    const trigger = (id: string, file: string, environment: Record<string, string> = {}) =>
      triggerFunction(id, file, { USER_TABLE: userTable.tableName, ...environment });
    const preSignUp = trigger('PreSignUp', 'pre-sign-up.ts');
    // Reads the invitation; stamps it with the sign-up begun (`markSignUpBegun`, review 68 M1).
    preSignUp.grantTable(userTable, 'readWrite');
    // Cognito refuses a sign-up only when the trigger throws, so Lambda counts every refusal
    // (no invitation, a stale link) as an error; its errors alarm subtracts the line the
    // trigger logs for each (functions/user/accounts/triggers/pre-sign-up.ts).
    preSignUp.function.logGroup.addMetricFilter('Refusals', {
      filterPattern: FilterPattern.literal(`"${signUpRefusedLog}"`),
      metricNamespace: signUpRefusals.namespace,
      metricName: signUpRefusals.metricName,
      metricValue: '1',
    });
    const postConfirmation = trigger('PostConfirmation', 'post-confirmation.ts', {
      UPLOADS_BUCKET: uploadsBucket.bucketName,
    });
    postConfirmation.grantTable(userTable, 'readWrite');
    // A confirmation it undoes (its invitation withdrawn meanwhile) throws, so that Cognito tells
    // the person: its errors alarm subtracts the line it logs for each, as pre-sign-up's does.
    postConfirmation.function.logGroup.addMetricFilter('Refusals', {
      filterPattern: FilterPattern.literal(`"${confirmationRefusedLog}"`),
      metricNamespace: confirmationRefusals.namespace,
      metricName: confirmationRefusals.metricName,
      metricValue: '1',
    });
    keepInvitedPictures(postConfirmation, uploadsBucket);

    // Only this pool (review 67 L7): in a policy of its own, attached to the trigger's role. Put
    // in the role's default policy, the pool's ARN would make a cycle (the pool names the
    // function, which waits for its role's default policy); this policy waits for the pool and
    // the role, and nothing waits for it. AdminDeleteUser: a confirmation whose invitation was
    // withdrawn meanwhile is undone.
    new Policy(this, 'PostConfirmationPoolAccess', {
      roles: [postConfirmation.role],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp.function);
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation.function);

    // Each sign-in counted (web analytics, DECISIONS row 44): the pool calls it only after a
    // correct password, so a login cannot be forged from outside.
    const postAuthentication = trigger('PostAuthentication', 'post-authentication.ts');
    postAuthentication.grantTable(userTable, 'readWrite');
    this.userPool.addTrigger(UserPoolOperation.POST_AUTHENTICATION, postAuthentication.function);

    // The code e-mails (sign-up, a password reset, a new address, an admin-made account) in the
    // product's words and frame; Cognito still sends them, through SES. It reads only the
    // branding, the same settings the other e-mails' footers carry (functions/lib/env.ts).
    const { productName, brokerageName, brokerageAddress, brokerageUrl, contactEmail } = this.branding;
    const customMessage = triggerFunction('CustomMessage', 'custom-message.ts', {
      PRODUCT_NAME: productName,
      BROKERAGE_NAME: brokerageName,
      BROKERAGE_ADDRESS: brokerageAddress,
      BROKERAGE_URL: brokerageUrl,
      CONTACT_EMAIL: contactEmail,
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, customMessage.function);
    return new Map([
      ['pre-sign-up', preSignUp],
      ['post-confirmation', postConfirmation],
      ['post-authentication', postAuthentication],
      ['custom-message', customMessage],
    ]);
  }
}

/** The sign-ups the pre-sign-up trigger refused on purpose, counted from the line it logs for each. */
export const signUpRefusals = { namespace: metricsNamespace, metricName: 'SignUpsRefused' } as const;

/** The confirmations the post-confirmation trigger undid on purpose, counted the same way. */
export const confirmationRefusals = { namespace: metricsNamespace, metricName: 'ConfirmationsRefused' } as const;

/** The pool's Lambda triggers, named as their alarms are (`<stack>-<name>-errors`). */
export type UserPoolTriggerName = 'pre-sign-up' | 'post-confirmation' | 'post-authentication' | 'custom-message';
export const userPoolTriggerNames: readonly UserPoolTriggerName[] = [
  'pre-sign-up',
  'post-confirmation',
  'post-authentication',
  'custom-message',
];

/** A trigger's function name: `<stack>-<trigger>`, known to both stacks without an export. */
export const userPoolTriggerFunctionName = (stackName: string, trigger: UserPoolTriggerName) =>
  `${stackName}-${trigger}`;

/**
 * A picture the inviter chose is kept under `headshots/{inviter}-…`; at sign-up the trigger
 * reads it (HeadObject, then CopyObject's source) and copies it to `headshots/{sub}-…`
 * (functions/user/accounts/headshot.ts `adoptImage`). CDK's read grant also lists the bucket:
 * without s3:ListBucket S3 answers a missing key with 403 instead of 404, and the trigger
 * treats only NotFound as "no picture", so a deleted picture would fail the sign-up. The put
 * grant carries the tagging right a copy needs to take the source's tags along.
 */
function keepInvitedPictures(trigger: ServiceFunction, uploadsBucket: Bucket): void {
  const keptPictures = 'headshots/*';
  uploadsBucket.grantRead(trigger.role, keptPictures);
  uploadsBucket.grantPut(trigger.role, keptPictures);
  NagSuppressions.addResourceSuppressions(
    trigger.role,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "A new user's picture gets a key made at sign-up (headshots/{sub}-{random}), so the grant covers the kept pictures' prefix with the action groups of CDK's read and put grants, and lists the bucket so a missing picture reads as missing. Accepted risk: the trigger may read and overwrite any kept picture, and list the uploads bucket's keys.",
        appliesTo: [
          `Resource::${arnInFinding(uploadsBucket)}/${keptPictures}`,
          'Action::s3:GetObject*',
          'Action::s3:GetBucket*',
          'Action::s3:List*',
          'Action::s3:Abort*',
        ],
      },
    ],
    true,
  );
}
