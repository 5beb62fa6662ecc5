import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { agentPictureRateLimit } from '../../infra/agent-pictures';
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

  const uriMatch = (constraint: string, searchString: string) => ({
    ByteMatchStatement: {
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: constraint,
      SearchString: searchString,
      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
    },
  });
  const agentPicture = {
    AndStatement: { Statements: [uriMatch('STARTS_WITH', '/api/agents/'), uriMatch('ENDS_WITH', '/headshot')] },
  };

  it("answers 429 to a client address over its rate of /api/ requests, the agents' pictures apart", () => {
    expect(rule('ApiRequestsPerClient')).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: apiRateLimit.limit,
          EvaluationWindowSec: apiRateLimit.evaluationWindowSec,
          ScopeDownStatement: {
            AndStatement: {
              Statements: [uriMatch('STARTS_WITH', '/api/'), { NotStatement: { Statement: agentPicture } }],
            },
          },
        },
      },
    });
  });

  // QA 45c: a mail provider's image proxy opening a newsletter for its readers reads the agent's
  // picture once a reader; counted with the API, it spent the address's whole /api/ budget.
  it("counts the agents' pictures in e-mails on their own, at three times the API's rate", () => {
    expect(rule('AgentPicturesPerClient')).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: agentPictureRateLimit.limit,
          EvaluationWindowSec: agentPictureRateLimit.evaluationWindowSec,
          ScopeDownStatement: agentPicture,
        },
      },
    });
    expect(agentPictureRateLimit.limit).toBe(3 * apiRateLimit.limit);
    expect(agentPictureRateLimit.evaluationWindowSec).toBe(apiRateLimit.evaluationWindowSec);
  });

  it('holds one client well under the stage limit all callers share, and a person far under its own', () => {
    const perSecond = apiRateLimit.limit / apiRateLimit.evaluationWindowSec;
    const [stage] = Object.values(statelessTemplate.findResources('AWS::ApiGatewayV2::Stage'));
    const stageRate = (stage!.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number }).ThrottlingRateLimit;
    expect(perSecond).toBeLessThanOrEqual(stageRate / 10);
    // Pictures that miss CloudFront's cache (many ids) reach the stage too.
    expect(agentPictureRateLimit.limit / agentPictureRateLimit.evaluationWindowSec).toBeLessThanOrEqual(stageRate / 10);
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
    expect(rules.map((candidate) => candidate.Name)).toEqual([
      'ApiRequestsPerClient',
      'AgentPicturesPerClient',
      'AwsCommonRuleSet',
    ]);
    expect(rule('ApiRequestsPerClient')!.Priority).toBeLessThan(rule('AwsCommonRuleSet')!.Priority);
    expect(rule('AgentPicturesPerClient')!.Priority).toBeLessThan(rule('AwsCommonRuleSet')!.Priority);
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
