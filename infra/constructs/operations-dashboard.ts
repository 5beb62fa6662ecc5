import { Duration, Stack } from 'aws-cdk-lib';
import { Dashboard, GraphWidget, MathExpression, TextWidget, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { businessMetrics, metricsNamespace, type BusinessMetric } from '../../functions/lib/signals/metric-names';

export interface OperationsDashboardProps {
  api: { serverErrorRate: IMetric; latencyP95: IMetric };
  ses: { bounceRate: IMetric; complaintRate: IMetric };
  campaignHoursOpen: IMetric;
  jobs: { name: string; fn: IFunction; deadLetters: IQueue }[];
  functions: { name: string; fn: IFunction }[];
}

const period = Duration.minutes(5);

/**
 * A business metric summed over every dimension set it is emitted with (each job, each route):
 * a SEARCH, which dashboards allow and alarms do not.
 */
function everywhere(metric: BusinessMetric, statistic = 'Sum'): MathExpression {
  const { name } = businessMetrics[metric];
  return new MathExpression({
    expression: `SUM(SEARCH('{${metricsNamespace},Job} MetricName="${name}" OR {${metricsNamespace},Service,Route} MetricName="${name}"', '${statistic}', ${period.toSeconds()}))`,
    usingMetrics: {},
    label: name,
    period,
  });
}

/** One dashboard with the figures the alarms watch, and the business metrics beside them. */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: 12, height: 6 });
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Operations\nEvery alarm of this dashboard mails the operators; docs/operations.md says what to do for each.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API: 5xx rate (%) and p95 latency (ms)', [props.api.serverErrorRate], [props.api.latencyP95]),
      graph(
        'Lambda throttles',
        props.functions.map(({ name, fn }) => fn.metricThrottles({ period, label: name })),
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Job errors',
        props.jobs.map(({ name, fn }) => fn.metricErrors({ period, label: name })),
      ),
      graph(
        'Job dead-letter queues (messages)',
        props.jobs.map(({ name, deadLetters }) =>
          deadLetters.metricApproximateNumberOfMessagesVisible({ period, label: name, statistic: 'Maximum' }),
        ),
      ),
    );
    this.dashboard.addWidgets(
      graph('Mail: sent, failed, suppressed', [
        everywhere('mailSent'),
        everywhere('mailFailed'),
        everywhere('mailSuppressed'),
      ]),
      graph('SES reputation: bounce and complaint rates', [props.ses.bounceRate, props.ses.complaintRate]),
    );
    this.dashboard.addWidgets(
      graph('Jobs: runs, failures, items', [everywhere('jobRuns'), everywhere('jobFailures'), everywhere('jobItems')]),
      graph('Jobs: duration (ms, max)', [everywhere('jobDuration', 'Maximum')]),
    );
    this.dashboard.addWidgets(
      graph(
        'Newsletter campaign: settled, remaining; hours open',
        [everywhere('campaignSettled', 'Maximum'), everywhere('campaignRemaining', 'Maximum')],
        [props.campaignHoursOpen],
      ),
      graph(
        'Imports and estimates',
        [everywhere('importRowsAccepted'), everywhere('importRowsRejected'), everywhere('estimatesMade')],
        [everywhere('estimateLatency', 'p95')],
      ),
    );
  }
}
