import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiRateLimit, countedCommonRules } from '../../infra/constructs/edge-firewall';
import { buildStacks } from './stacks';

type Resource = { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> };

interface Rule {
  Name: string;
  Priority: number;
  Action?: unknown;
  OverrideAction?: unknown;
  Statement: {
    RateBasedStatement?: Record<string, unknown>;
    ManagedRuleGroupStatement?: Record<string, unknown>;
  };
  VisibilityConfig: Record<string, unknown>;
}

const { edge, stateless } = buildStacks();
const edgeTemplate = Template.fromStack(edge);
const statelessTemplate = Template.fromStack(stateless);
const acls = edgeTemplate.findResources('AWS::WAFv2::WebACL') as Record<string, Resource>;
const [aclId, acl] = Object.entries(acls)[0] ?? [];
const rules = (acl?.Properties.Rules ?? []) as Rule[];
const rule = (name: string) => rules.find((candidate) => candidate.Name === name);

/** Issue 11 hole 5: one client can no longer use up the API's stage limit for everyone. */
describe("the site's web ACL", () => {
  it('is one CloudFront-scope web ACL, in us-east-1 as CloudFront requires, that allows by default', () => {
    expect(edge.region).toBe('us-east-1');
    expect(edge.account).toBe(stateless.account);
    expect(Object.keys(acls)).toHaveLength(1);
    expect(acl!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('answers 429 to a client address over its rate of /api/ requests', () => {
    expect(rule('ApiRequestsPerClient')).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: apiRateLimit.limit,
          EvaluationWindowSec: apiRateLimit.evaluationWindowSec,
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
              SearchString: '/api/',
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
        },
      },
    });
  });

  it('holds one client well under the stage limit all callers share, and a person far under its own', () => {
    const perSecond = apiRateLimit.limit / apiRateLimit.evaluationWindowSec;
    const [stage] = Object.values(statelessTemplate.findResources('AWS::ApiGatewayV2::Stage'));
    const stageRate = (stage!.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number }).ThrottlingRateLimit;
    expect(perSecond).toBeLessThanOrEqual(stageRate / 10);
    // A person panning the map makes a call or two a second at the most, and not for long.
    expect(perSecond).toBeGreaterThanOrEqual(2);
  });

  it("runs AWS's common rule set, counting only the body-size rule our JSON bodies exceed", () => {
    expect(rule('AwsCommonRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: countedCommonRules.map((name) => ({ Name: name, ActionToUse: { Count: {} } })),
        },
      },
    });
    expect(countedCommonRules).toEqual(['SizeRestrictions_BODY']);
  });

  it('limits the rate before the managed rules run, and has no other rule', () => {
    expect(rules.map((candidate) => candidate.Name)).toEqual(['ApiRequestsPerClient', 'AwsCommonRuleSet']);
    expect(rule('ApiRequestsPerClient')!.Priority).toBeLessThan(rule('AwsCommonRuleSet')!.Priority);
  });

  it('keeps metrics and sampled requests of each rule, to see who was blocked', () => {
    for (const candidate of [acl!.Properties, ...rules]) {
      expect(candidate.VisibilityConfig).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
  });

  it("guards the site's distribution, whose ARN reaches ca-central-1 by CDK's cross-region reference", () => {
    const [distribution] = Object.values(statelessTemplate.findResources('AWS::CloudFront::Distribution'));
    const webAclId = (distribution!.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId;
    // The reader in this stack returns what the writer in the edge stack exported: the ACL's ARN.
    const [readerId, exportName] = (webAclId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    expect(statelessTemplate.toJSON().Resources[readerId].Type).toBe('Custom::CrossRegionExportReader');
    const [writer] = Object.values(edgeTemplate.findResources('Custom::CrossRegionExportWriter'));
    const exported = (writer!.Properties.WriterProps as { exports: Record<string, unknown> }).exports;
    expect(exported[exportName]).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });
});
