import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { webConfigDefaults } from '@shared/web-config';
import { WebDistribution } from '../../infra/constructs/web-distribution';
import { shellFileFor } from '../../web/prerender/shell-routes';
import { buildStacks, testApp, testEnv } from './stacks';

const webConfig = {
  apiUrl: '/api',
  photosUrl: '/p',
  region: 'ca-central-1',
  userPoolId: 'p',
  userPoolClientId: 'c',
  ...webConfigDefaults,
};

/** A stack with the web distribution alone, of the build in `webDist`. */
function webDistributionStack(name: string, webDist: string): Stack {
  const stack = new Stack(testApp(), name, { env: testEnv });
  new WebDistribution(stack, 'Web', {
    apiDomainName: 'abc123.execute-api.ca-central-1.amazonaws.com',
    originVerifySecret: 'test-origin-secret',
    webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/site/0b8e1b8f-4f6a-4b8e-9f3e-2a1d5c6b7a80',
    photosBucket: new Bucket(stack, 'Photos'),
    uploadsBucket: new Bucket(stack, 'Uploads'),
    logsBucket: new Bucket(stack, 'Logs'),
    webDist,
    webConfig,
  });
  return stack;
}

/** Runs the CloudFront Function's code on a viewer request for `uri`. */
function rewrite(code: string, uri: string): string {
  const handler = runInNewContext(`${code}; handler`) as (event: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET', headers: {} } }).uri;
}

/** The code of the stack's CloudFront Function whose logical id starts with `name`. */
function functionCode(stack: Stack, name: string): string {
  const functions = Template.fromStack(stack).findResources('AWS::CloudFront::Function');
  const [, fn] = Object.entries(functions).find(([id]) => id.includes(name)) ?? [];
  return fn?.Properties.FunctionCode as string;
}

describe('SPA fallback function', () => {
  const { stateless } = buildStacks();
  const code = functionCode(stateless, 'SpaFallback');

  it.each([
    // `/` opens the map search (DECISIONS row 2): its prerendered page.
    ['/', '/shells/home-search-map.html'],
    ['/home-search/gallery/sale', '/shells/home-search-gallery.html'],
    ['/neighbourhood/map', '/shells/neighbourhood-map.html'],
    ['/neighbourhoods', '/shells/neighbourhoods.html'],
    ['/sold-report/casa-loma/2024-5/condo', '/shells/sold-report.html'],
    ['/neighbourhood/casa-loma', '/shells/sold-report.html'],
    ['/property-details/', '/shells/property-details.html'],
    ['/home-valuation/property-address', '/shells/valuation-address.html'],
    ['/home-valuation-summary/abc123', '/shells/valuation-summary.html'],
    ['/home-valuation/property-details', '/shells/valuations.html'],
    ['/get-started', '/shells/landing.html'],
    ['/sign-in', '/shells/auth.html'],
    ['/unsubscribe', '/shells/unsubscribe.html'],
    ['/profile', '/index.html'],
    // The dashboard's signed-in pages: the spinner, with their code preloaded.
    ['/dashboard/users', '/shells/dashboard-users.html'],
    ['/dashboard/users/agent-contacts', '/shells/dashboard-users.html'],
    ['/dashboard/users/eyJzIjoibmFtZSJ9/agent-contacts', '/shells/dashboard-users.html'],
    ['/dashboard/users/invite-user', '/shells/dashboard.html'],
    ['/dashboard/today', '/shells/dashboard.html'],
    ['/dashboard', '/shells/dashboard-home.html'],
    ['/dashboard/email-analytics', '/shells/email-analytics.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
    ['/glyphs/Noto%20Sans%20Regular/0-255.pbf', '/glyphs/Noto%20Sans%20Regular/0-255.pbf'],
    // An invited contact's page: its last segment is an e-mail, whose ".com" is no file (QA 44 M1).
    ['/dashboard/users/profile/hannah.lee%40example.com', '/shells/dashboard.html'],
    ['/dashboard/users/profile/a.b%40c.ca', '/shells/dashboard.html'],
  ])('sends %s to %s', (uri, expected) => {
    expect(rewrite(code, uri)).toBe(expected);
  });

  it('agrees with the local static server on every prerendered path (one list: web/prerender/shell-routes.ts)', () => {
    for (const path of ['/', '/home-search/map/lease', '/neighbourhood', '/property/C1234567', '/sign-up', '/about']) {
      expect(rewrite(code, path)).toBe(shellFileFor(path));
    }
  });
});

describe("the API's spec paths function (/api/*)", () => {
  const { stateless } = buildStacks();
  const code = functionCode(stateless, 'ApiSpecPaths');

  it.each([
    ['/api/homevalue/agent/', '/api/homevalue/agent'],
    ['/api/homevalue/agent', '/api/homevalue/agent'],
    ['/api/homevalue/agent/reports', '/api/homevalue/agent/reports'],
    ['/api/myprofile/', '/api/myprofile/'],
  ])('sends %s to %s', (uri, expected) => {
    expect(rewrite(code, uri)).toBe(expected);
  });
});

describe('WebDistribution with a build', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'gta-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'shells'));
  writeFileSync(join(webDist, 'index.html'), '<title>{{productName}}</title>');
  writeFileSync(join(webDist, 'shells', 'landing.html'), '<h1>{{productName}}</h1>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const stack = webDistributionStack('WebBuiltTest', webDist);
  const template = Template.fromStack(stack);
  const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as {
    Properties: {
      DestinationBucketKeyPrefix?: string;
      SystemMetadata?: Record<string, string>;
      Prune: boolean;
      Exclude?: string[];
      DistributionPaths?: string[];
    };
  }[];
  const assets = deployments.find((deployment) => deployment.Properties.DestinationBucketKeyPrefix === 'assets/');

  it('caches the hashed assets a year and keeps older ones for pages loaded before a deployment', () => {
    expect(assets?.Properties.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(assets?.Properties.Prune).toBe(false);
  });

  it('has browsers revalidate everything else, and prunes only what the other deployments do not write', () => {
    const others = deployments.filter((deployment) => deployment !== assets);
    expect(others).toHaveLength(2);
    for (const deployment of others) {
      expect(deployment.Properties.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=0, s-maxage=86400' });
    }
    const last = others.find((deployment) => deployment.Properties.DistributionPaths);
    expect(last?.Properties.Prune).toBe(true);
    expect(last?.Properties.Exclude).toEqual(['assets/*', '*.html']);
  });

  it('compresses what it serves (brotli and gzip: CachingOptimized)', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          Compress: true,
          CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
        }),
      }),
    });
  });
});

describe("the agents' pictures in e-mails", () => {
  const { stateless } = buildStacks();
  const template = Template.fromStack(stateless);
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const config = distribution!.Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; CachePolicyId: unknown; AllowedMethods: string[]; TargetOriginId: string }[];
  };
  const behaviours = config.CacheBehaviors;
  const picture = behaviours.find((behaviour) => behaviour.PathPattern === '/api/agents/*/headshot');
  const api = behaviours.find((behaviour) => behaviour.PathPattern === '/api/*');

  // QA 45c: every open of a newsletter read the picture from Lambda, as nothing under /api/* is cached.
  it('are cached at the edge, as long as the answer says and never past 25 minutes, keyed on the path alone', () => {
    expect(behaviours.indexOf(picture!)).toBeLessThan(behaviours.indexOf(api!));
    expect(picture!.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(picture!.TargetOriginId).toBe(api!.TargetOriginId);
    const policyId = (picture!.CachePolicyId as { Ref: string }).Ref;
    expect(template.toJSON().Resources[policyId].Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 25 * 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it('leave the rest of the API uncached', () => {
    expect(api!.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
  });
});

describe('WebDistribution without a build', () => {
  const stack = webDistributionStack('WebTest', '/nonexistent/web/dist');

  it('warns to run npm run build first', () => {
    Annotations.fromStack(stack).hasWarning('/WebTest/Web', Match.stringLikeRegexp('npm run build'));
  });

  it('deploys only config.json and leaves the live site in place', () => {
    Template.fromStack(stack).hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: Match.arrayEquals([Match.anyValue()]),
      Prune: false,
    });
  });
});
