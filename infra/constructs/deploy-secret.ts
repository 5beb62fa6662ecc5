import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface DeploySecretProps {
  description: string;
  /**
   * DESTROY (the default) when nothing outside the stack holds the value: a replaced or
   * destroyed secret is named by nothing. RETAIN when something outside does, like the links
   * already mailed.
   */
  removalPolicy?: RemovalPolicy;
}

/**
 * A random value that Secrets Manager generates when the stack is first deployed, and that
 * CloudFormation writes into the settings that need it (a CloudFormation dynamic reference,
 * `{{resolve:secretsmanager:...}}`): no value is committed or derived from anything public,
 * and no role needs to read it at run time. CloudFormation resolves the reference again only
 * when the setting around it changes, so a secret is rotated by replacing it (a new
 * `secretsGeneration`, README "Rotating the deploy-time secrets"), never by a new value alone.
 */
export class DeploySecret extends Construct {
  readonly secret: Secret;
  /** The dynamic reference; CloudFormation puts the value in its place at deploy time. */
  readonly value: string;

  constructor(scope: Construct, id: string, props: DeploySecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: props.description,
      // Letters and digits only: the value travels in an HTTP header. 64 of them are ~380 bits.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.removalPolicy ?? RemovalPolicy.DESTROY,
    });
    // Deliberately unwrapped: the point is that CloudFormation puts it in the settings.
    this.value = this.secret.secretValue.unsafeUnwrap();

    NagSuppressions.addResourceSuppressions(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by deploying a new secretsGeneration (README), which updates CloudFront and the functions with it; a rotation Lambda could change the value but not the settings that hold it. Accepted risk: the value changes only when someone rotates it.',
      },
    ]);
  }
}
