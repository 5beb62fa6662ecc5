import { runInNewContext } from 'node:vm';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { webConfigDefaults } from '@shared/web-config';
import { WebDistribution } from '../../infra/constructs/web-distribution';
import { buildStacks, testApp, testEnv } from './stacks';

/** Runs the CloudFront Function's code on a viewer request for `uri`. */
function rewrite(code: string, uri: string): string {
  const handler = runInNewContext(`${code}; handler`) as (event: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET', headers: {} } }).uri;
}

describe('SPA fallback function', () => {
  const { stateless } = buildStacks();
  const fn = Object.values(Template.fromStack(stateless).findResources('AWS::CloudFront::Function'))[0];
  const code = fn?.Properties.FunctionCode as string;

  it.each([
    ['/', '/index.html'],
    ['/neighbourhood/map', '/index.html'],
    ['/sold-report/casa-loma/sale/2024-5', '/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
  ])('sends %s to %s', (uri, expected) => {
    expect(rewrite(code, uri)).toBe(expected);
  });
});

describe('WebDistribution without a build', () => {
  const stack = new Stack(testApp(), 'WebTest', { env: testEnv });
  const logs = new Bucket(stack, 'Logs');
  new WebDistribution(stack, 'Web', {
    apiDomainName: 'abc123.execute-api.ca-central-1.amazonaws.com',
    originVerifySecret: 'test-origin-secret',
    webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/site/0b8e1b8f-4f6a-4b8e-9f3e-2a1d5c6b7a80',
    photosBucket: new Bucket(stack, 'Photos'),
    uploadsBucket: new Bucket(stack, 'Uploads'),
    logsBucket: logs,
    webDist: '/nonexistent/web/dist',
    webConfig: {
      apiUrl: '/api',
      photosUrl: '/p',
      region: 'ca-central-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      ...webConfigDefaults,
    },
  });

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
