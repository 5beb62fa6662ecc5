import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { agentPicturePaths, agentPictureRateLimit } from '../agent-pictures';

/**
 * Per client address, over WAF's 5-minute window, for `/api/` requests but the agents'
 * pictures (`agentPictureRateLimit`): 5 a second on average. The stage allows 250 a second for
 * all callers together (api-capacity.ts), so one address can take at most a fiftieth of it. A
 * person's busiest use (panning the search map, a call or two a second for a few seconds;
 * a sold report's handful of calls) stays far below, and so does an office of a dozen
 * agents behind one address. Over the limit, WAF answers 429 until the rate drops.
 */
export const apiRateLimit = { limit: 1500, evaluationWindowSec: 300 } as const;

/**
 * Rules of AWS's common rule set that only count. SizeRestrictions_BODY blocks bodies over
 * 8 KB, and the API takes JSON bodies up to 64 KiB (functions/lib/http/service.ts, which
 * answers 413 over that); uploads go straight to S3 and never pass here. Its other size
 * rules fit: query strings (2 KB: a search's is a few hundred bytes), URI paths (1 KB),
 * cookies (10 KB).
 */
export const countedCommonRules = ['SizeRestrictions_BODY'] as const;

/**
 * The AWS WAF web ACL of the site's CloudFront distribution: a per-client rate limit on the
 * API and another on the agents' pictures in e-mails, then AWS's common rule set (bad bots,
 * LFI/RFI, XSS, SSRF probes). Everything else is allowed. CloudFront takes only web ACLs made
 * in us-east-1, so this lives in a stack there (edge-stack.ts); the regional one guarding the
 * user pool stays in ca-central-1.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const metricPrefix = Stack.of(this).stackName;
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${metricPrefix}-${name}`,
      sampledRequestsEnabled: true,
    });

    const byteMatch = (positionalConstraint: 'STARTS_WITH' | 'ENDS_WITH', searchString: string) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint,
        searchString,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const uriStartsWith = (prefix: string) => byteMatch('STARTS_WITH', prefix);
    const agentPicture = {
      andStatement: {
        statements: [uriStartsWith(agentPicturePaths.prefix), byteMatch('ENDS_WITH', agentPicturePaths.suffix)],
      },
    };
    // The site's files and photos are cached at the edge and never reach the stage; the
    // CloudFront-scope WAF sees the viewer's own address, not a proxy's.
    const perClient = (
      name: string,
      metric: string,
      priority: number,
      rate: { limit: number; evaluationWindowSec: number },
      scopeDownStatement: CfnWebACL.StatementProperty,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: { customResponse: { responseCode: 429 } } },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: rate.limit,
          evaluationWindowSec: rate.evaluationWindowSec,
          scopeDownStatement,
        },
      },
      visibilityConfig: visibility(metric),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Guards the site distribution: per-client rates on /api/ and the AWS common rule set.',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      rules: [
        // First, so a flood is turned away before the managed rules inspect it.
        perClient('ApiRequestsPerClient', 'api-per-client', 0, apiRateLimit, {
          andStatement: { statements: [uriStartsWith('/api/'), { notStatement: { statement: agentPicture } }] },
        }),
        perClient('AgentPicturesPerClient', 'agent-pictures-per-client', 1, agentPictureRateLimit, agentPicture),
        {
          name: 'AwsCommonRuleSet',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: countedCommonRules.map((name) => ({ name, actionToUse: { count: {} } })),
            },
          },
          visibilityConfig: visibility('common-rule-set'),
        },
      ],
    });
  }
}
