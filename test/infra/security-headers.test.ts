import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStacks, logicalId } from './stacks';
import { bootScriptHash } from '../../web/prerender/boot-script';

/**
 * Issue 11 hole 12: the policy, written out here in full so that any change to it is a
 * deliberate change to this test. The browser calls only its own origin, the user pool's
 * endpoint (Amplify is configured without the identity pool: web/src/lib/cognito.ts) and the
 * uploads bucket (a headshot's presigned PUT; headshots shown and put in the PDF from
 * presigned GETs), whose name CloudFormation gives it at deploy time.
 */
const uploads = 'https://{uploads bucket}.s3.ca-central-1.amazonaws.com';
const expectedPolicy = [
  "default-src 'self'",
  // The prerendered pages' one inline script, by its hash (web/prerender/boot-script.ts).
  `script-src 'self' ${bootScriptHash}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${uploads}`,
  "worker-src 'self' blob:",
  `connect-src 'self' https://cognito-idp.ca-central-1.amazonaws.com ${uploads}`,
  "frame-src 'self' blob:",
  'object-src blob:',
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const { stateful, stateless } = buildStacks();
const template = Template.fromStack(stateless);
const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
const [policyId, policy] = Object.entries(policies)[0] ?? [];
const config = (
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
    Properties: {
      DistributionConfig: {
        DefaultCacheBehavior: Record<string, unknown>;
        CacheBehaviors: Record<string, unknown>[];
      };
    };
  }
).Properties.DistributionConfig;

describe("the site's response headers", () => {
  const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;

  it('carry exactly the Content-Security-Policy of the issue, over any the origin sends', () => {
    expect(Object.keys(policies)).toHaveLength(1);
    expect(headers.ContentSecurityPolicy.Override).toBe(true);
    // The uploads bucket's regional domain name, imported from the stateful stack.
    const [, parts] = headers.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'] as [string, unknown[]];
    const text = parts
      .map((part) => {
        if (typeof part === 'string') return part;
        const imported = (part as { 'Fn::ImportValue': string })['Fn::ImportValue'];
        const uploadsDomain = new RegExp(`${logicalId(stateful.uploadsBucket)}RegionalDomainName`);
        return uploadsDomain.test(imported) ? '{uploads bucket}.s3.ca-central-1.amazonaws.com' : JSON.stringify(part);
      })
      .join('');
    expect(text).toBe(expectedPolicy);
  });

  it('make browsers keep to HTTPS for two years, sniff no types, send only the origin as referrer and never frame the site', () => {
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
  });

  it.each(['default', '/api/*', '/p/*'])('go with every answer of the %s behaviour', (path) => {
    const behaviour =
      path === 'default'
        ? config.DefaultCacheBehavior
        : config.CacheBehaviors.find((candidate) => candidate.PathPattern === path);
    expect(behaviour?.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });
});
