import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStacks, testApp } from './stacks';

const certificateArn = 'arn:aws:acm:ca-central-1:111111111111:certificate/0b8e1b8f-4f6a-4b8e-9f3e-2a1d5c6b7a80';

function synthesize(context: Record<string, unknown>) {
  const { stateless } = buildStacks(testApp({ context }));
  const template = Template.fromStack(stateless);
  const config = (
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
          Origins: { Id: string; DomainName: unknown }[];
        };
      };
    }
  ).Properties.DistributionConfig;
  const apiOriginId = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*')!.TargetOriginId;
  const apiOrigin = config.Origins.find((origin) => origin.Id === apiOriginId)!;
  return { template, apiOrigin };
}

/**
 * The HTTP API's own execute-api endpoint can be switched off only when the API has a domain
 * of its own for CloudFront to reach it by (`-c apiDomain=... -c apiCertificateArn=...`).
 */
describe('the API endpoint CloudFront forwards /api/* to', () => {
  const plain = synthesize({});

  it('is the default execute-api endpoint, left enabled, when no API domain is configured', () => {
    const { template, apiOrigin } = plain;
    const [api] = Object.values(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(api!.Properties.DisableExecuteApiEndpoint ?? false).toBe(false);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.ca-central-1.');
    template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
  });

  describe('with -c apiDomain', () => {
    const { template, apiOrigin } = synthesize({
      apiDomain: 'api.homes.example.com',
      apiCertificateArn: certificateArn,
    });

    it('is that domain, and the execute-api endpoint is disabled', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
      expect(apiOrigin.DomainName).toBe('api.homes.example.com');
    });

    it('serves the domain regionally with the given certificate', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
        DomainName: 'api.homes.example.com',
        DomainNameConfigurations: [Match.objectLike({ CertificateArn: certificateArn, EndpointType: 'REGIONAL' })],
      });
    });

    it('maps /api on the domain to the api stage, so paths and route keys stay as on execute-api', () => {
      const [mapping] = Object.values(template.findResources('AWS::ApiGatewayV2::ApiMapping'));
      const [stageId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Stage'));
      const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'));
      expect(mapping).toMatchObject({
        Properties: { ApiId: { Ref: apiId }, ApiMappingKey: 'api', Stage: 'api' },
        DependsOn: expect.arrayContaining([stageId]),
      });
    });

    it('outputs the host name the domain’s DNS record must point to', () => {
      template.hasOutput('ApiDomainTarget', {});
    });
  });

  it('refuses an API domain without its certificate', () => {
    expect(() => synthesize({ apiDomain: 'api.homes.example.com' })).toThrow(/apiCertificateArn/);
  });
});
