import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccountRecovery, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { IdentityPool, UserPoolAuthenticationProvider } from 'aws-cdk-lib/aws-cognito-identitypool';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { groupRoles } from '@shared/roles';

/**
 * Sign-in: a user pool where people sign in with their e-mail address, the groups that
 * carry the roles (`cognito:groups` in the ID token), the web app's client, and an identity
 * pool for the browser. The pool is retained: it holds every account.
 */
export class UserAuth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly identityPool: IdentityPool;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      // Open sign-up here; invitation-only is enforced by a pre-sign-up trigger.
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
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
    });

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
}
