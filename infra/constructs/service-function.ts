import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Grant } from '../../functions/services';
import { metricsNamespace } from '../../functions/lib/signals/metric-names';
import { arnInFinding } from './nag-finding';

export interface ServiceFunctionProps {
  /** Absolute path of the entry file; it exports `handler`. */
  entry: string;
  environment: Record<string, string>;
  /** Defaults: 512 MB and 10 s, an API handler's. */
  memorySize?: number;
  timeout?: Duration;
  /** Where Lambda puts an asynchronous invocation's event after its last retry failed. */
  deadLetterQueue?: IQueue;
  /** Executions reserved for it, and its most at once (the API's, infra/api-capacity.ts). */
  reservedConcurrency?: number;
  /** A fixed name, for a function another stack watches by name (no cross-stack export). */
  functionName?: string;
}

/**
 * One Lambda with the house defaults baked in: Node 22 on ARM, a minified ESM bundle with
 * source maps, a month of logs, active X-Ray tracing (functions/lib/signals/), and a role that
 * starts with no rights but writing those logs and traces. Table and bucket access is added
 * grant by grant.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of the AWS-managed basic execution policy, which may write to
    // any log group of the account.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.functionName && { functionName: props.functionName }),
      role: this.role,
      logGroup,
      // The Powertools Tracer records the handler and every SDK call as subsegments.
      tracing: Tracing.ACTIVE,
      ...(props.deadLetterQueue && { deadLetterQueue: props.deadLetterQueue }),
      ...(props.reservedConcurrency && { reservedConcurrentExecutions: props.reservedConcurrency }),
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace,
      },
      bundling: {
        minify: true,
        sourceMap: true,
        target: 'node22',
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // Some CommonJS dependencies call `require`, which an ES module lacks.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });

    this.acceptWildcards(
      ['Resource::*'],
      'X-Ray: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so CDK grants them on *. Accepted risk: the function may write trace segments of any trace id of the account.',
    );

    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the project targets and tests against. Accepted risk: a newer Node.js runtime is not used until the project moves to it.',
      },
    ]);
  }

  grantTable(table: Table, grant: Grant): void {
    if (grant === 'readWrite') table.grantReadWriteData(this.role);
    else table.grantReadData(this.role);
    this.acceptWildcards(
      [`Resource::${arnInFinding(table)}/index/*`],
      "Queries use the table's global secondary indexes, so the grant covers every index of this one table. Accepted risk: an index added later is readable without a new grant.",
    );
  }

  grantBucket(bucket: Bucket, grant: Grant): void {
    const actions = ['Action::s3:GetObject*', 'Action::s3:GetBucket*', 'Action::s3:List*'];
    if (grant === 'readWrite') {
      bucket.grantReadWrite(this.role);
      actions.push('Action::s3:DeleteObject*', 'Action::s3:Abort*');
    } else {
      bucket.grantRead(this.role);
    }
    this.acceptWildcards(
      [`Resource::${arnInFinding(bucket)}/*`, ...actions],
      "Object keys are chosen at run time (listings, uploads), so the grant covers the objects of this one bucket with the action groups of CDK's read/readWrite grants. Accepted risk: the function reaches every object of that bucket, including tags and versions.",
    );
  }

  /** Wildcards that CDK's grants write into the role's policy, each accepted by name. */
  private acceptWildcards(appliesTo: string[], reason: string): void {
    NagSuppressions.addResourceSuppressions(this.role, [{ id: 'AwsSolutions-IAM5', reason, appliesTo }], true);
  }
}
