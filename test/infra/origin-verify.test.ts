import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { services } from '../../functions/services';
import { originVerifyHeader } from '../../functions/user/origin-verify';
import { buildStacks, logicalId } from './stacks';

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}

/**
 * The origin secret (functions/user/origin-verify.ts): CloudFront sends it to the API with
 * every `/api/*` request, and each API function holds the same value to recognise it.
 */
describe('the origin secret between CloudFront and the API', () => {
  const { stateless } = buildStacks();
  const template = Template.fromStack(stateless);
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: unknown }>;

  const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
    Properties: {
      DistributionConfig: { CacheBehaviors: { PathPattern: string; TargetOriginId: string }[]; Origins: Origin[] };
    };
  };
  const config = distribution.Properties.DistributionConfig;
  const apiBehaviour = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*')!;
  const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehaviour.TargetOriginId)!;
  const sent = apiOrigin.OriginCustomHeaders?.find((header) => header.HeaderName === originVerifyHeader);

  it("is sent by the /api/* origin as x-origin-verify, derived from the stack's id at deploy time", () => {
    expect(sent).toBeDefined();
    // A token resolved by CloudFormation, never a value committed in the repository.
    expect(sent!.HeaderValue).toEqual({ 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] });
  });

  it('goes to no other origin', () => {
    const others = config.Origins.filter((origin) => origin.Id !== apiOrigin.Id);
    expect(others.length).toBeGreaterThan(0);
    for (const origin of others) expect(origin.OriginCustomHeaders ?? []).toEqual([]);
  });

  it.each(services.map((service) => service.name))('is in the %s function environment, the same value', (name) => {
    const fn = resources[logicalId(stateless.functions.get(name)!.function)]!;
    const { Environment } = fn.Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(Environment.Variables.ORIGIN_VERIFY_SECRET).toEqual(sent!.HeaderValue);
  });
});
