import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { probedOperations, signInRateLimit } from '../../infra/constructs/sign-in-firewall';
import { buildStacks, logicalId } from './stacks';

/** DECISIONS row 28: the e-mail step's probe of Cognito is rate-limited per client address in AWS. */
describe('the sign-in firewall on the user pool', () => {
  const { stateful } = buildStacks();
  const template = Template.fromStack(stateful);
  const acls = template.findResources('AWS::WAFv2::WebACL');
  const [aclId, acl] = Object.entries(acls)[0]!;

  it('is one regional web ACL that allows by default', () => {
    expect(Object.keys(acls)).toHaveLength(1);
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
  });

  it("blocks a client address over the rate, counting only Cognito's probe-able operations", () => {
    const rules = acl.Properties.Rules as { Action: unknown; Statement: { RateBasedStatement: unknown } }[];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Action).toEqual({ Block: {} });
    expect(rules[0]!.Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      Limit: signInRateLimit.limit,
      EvaluationWindowSec: signInRateLimit.evaluationWindowSec,
      ScopeDownStatement: {
        OrStatement: {
          Statements: probedOperations.map((operation) => ({
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
              PositionalConstraint: 'EXACTLY',
              SearchString: `awscognitoidentityproviderservice.${operation.toLowerCase()}`,
              TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
            },
          })),
        },
      },
    });
  });

  it("scopes down to the e-mail step's InitiateAuth, and to SignUp and ForgotPassword", () => {
    expect(probedOperations).toEqual(expect.arrayContaining(['InitiateAuth', 'SignUp', 'ForgotPassword']));
  });

  it('is limited to what a person never reaches and an enumeration soon does', () => {
    // At most 100 probes in any 5 minutes from one address.
    expect(signInRateLimit.limit).toBeLessThanOrEqual(100);
    expect(signInRateLimit.limit).toBeGreaterThanOrEqual(30);
    expect([60, 120, 300, 600]).toContain(signInRateLimit.evaluationWindowSec);
  });

  it('is associated with the user pool', () => {
    template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [logicalId(stateful.userPool), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('keeps metrics and sampled requests, to see who was blocked', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      VisibilityConfig: Match.objectLike({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true }),
      Rules: [Match.objectLike({ VisibilityConfig: Match.objectLike({ CloudWatchMetricsEnabled: true }) })],
    });
  });
});
