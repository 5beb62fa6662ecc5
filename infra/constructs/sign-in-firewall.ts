import { Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * The Cognito calls that take an e-mail address without a signed-in user, and so answer
 * whether it has an account (existence errors stay on, see user-auth.ts): the e-mail step's
 * probe is an `InitiateAuth` with a dummy password. Each is a POST to the user pool's endpoint
 * with `X-Amz-Target: AWSCognitoIdentityProviderService.<operation>`.
 */
export const probedOperations = [
  'InitiateAuth',
  'SignUp',
  'ForgotPassword',
  // Their follow-ups take the address too and answer "user not found" just the same.
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ConfirmForgotPassword',
] as const;

/**
 * Per client address, over WAF's 5-minute window, for all the operations above together.
 * A person makes a handful of these per visit (the debounced e-mail probe, the sign-in, an
 * hourly token refresh, a code or two), so 100 is ten people signing in at the same moment
 * behind one office's address; an enumeration of a list of addresses passes it within
 * minutes and is then held to 20 a minute per address, far below Cognito's own quotas.
 */
export const signInRateLimit = { limit: 100, evaluationWindowSec: 300 } as const;

export interface SignInFirewallProps {
  userPool: IUserPool;
}

/**
 * An AWS WAF web ACL in front of the user pool (DECISIONS row 28: the e-mail step's probe is
 * rate-limited per caller like the invite and waitlist look-ups, which the API counts itself).
 * Everything is allowed except a client address over the rate above, which is blocked
 * (the SDK sees ForbiddenException) until its rate drops. cognito-local has no WAF: locally
 * the probe is not limited.
 */
export class SignInFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SignInFirewallProps) {
    super(scope, id);
    const metricPrefix = Stack.of(this).stackName;

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      description: 'Limits the probes of the sign-in e-mail step per client address.',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `${metricPrefix}-sign-in`,
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'SignInProbesPerAddress',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: signInRateLimit.limit,
              evaluationWindowSec: signInRateLimit.evaluationWindowSec,
              scopeDownStatement: {
                orStatement: { statements: probedOperations.map((operation) => targetIs(operation)) },
              },
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: `${metricPrefix}-sign-in-probes`,
            sampledRequestsEnabled: true,
          },
        },
      ],
    });

    new CfnWebACLAssociation(this, 'UserPoolAssociation', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

/** The request's `X-Amz-Target` names this Cognito operation (compared in lower case). */
function targetIs(operation: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      // `SingleHeader` is a free-form object in CDK's types: its key is written as CloudFormation spells it.
      fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
      positionalConstraint: 'EXACTLY',
      searchString: `AWSCognitoIdentityProviderService.${operation}`.toLowerCase(),
      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
    },
  };
}
