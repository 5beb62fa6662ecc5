import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Per client address, over WAF's 5-minute window, for `/api/` requests: 5 a second on
 * average. The stage allows 50 a second for all callers together (http-api.ts), so one
 * address can take at most a tenth of it, and it takes ten at full rate to reach it. A
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
 * API, then AWS's common rule set (bad bots, LFI/RFI, XSS, SSRF probes). Everything else is
 * allowed. CloudFront takes only web ACLs made in us-east-1, so this lives in a stack there
 * (edge-stack.ts); the regional one guarding the user pool stays in ca-central-1.
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

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Guards the site distribution: a per-client rate on /api/ and the AWS common rule set.',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      rules: [
        {
          // First, so a flood is turned away before the managed rules inspect it.
          name: 'ApiRequestsPerClient',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              // CloudFront-scope WAF sees the viewer's own address, not a proxy's.
              aggregateKeyType: 'IP',
              limit: apiRateLimit.limit,
              evaluationWindowSec: apiRateLimit.evaluationWindowSec,
              // The site's files and photos are cached at the edge and never reach the stage.
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('api-per-client'),
        },
        {
          name: 'AwsCommonRuleSet',
          priority: 1,
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
