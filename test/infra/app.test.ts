import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { defineApp } from '../../infra/gta-homes-app';
import { testApp } from './stacks';

/** The app exactly as `cdk deploy --all` builds it, with no `-c` option beyond cdk.json's. */
const app = testApp();
const { stateful, edge, stateless } = defineApp(app);
const stacks = app.node.children.filter((child): child is Stack => child instanceof Stack);
const templates = stacks.map((stack) => ({
  name: stack.stackName,
  json: JSON.stringify(Template.fromStack(stack).toJSON()),
}));

describe('the deployed app', () => {
  it('keeps the product in ca-central-1 and only the web ACL CloudFront needs in us-east-1', () => {
    expect(stacks.map((stack) => [stack.stackName, stack.region])).toEqual([
      ['GtaHomes-Stateful', 'ca-central-1'],
      ['GtaHomes-Edge', 'us-east-1'],
      ['GtaHomes-Stateless', 'ca-central-1'],
    ]);
    expect(Template.fromStack(edge).toJSON().Resources).toSatisfy((resources: Record<string, { Type: string }>) =>
      Object.values(resources).some((resource) => resource.Type === 'AWS::WAFv2::WebACL'),
    );
  });

  it('deploys the stateless stack after the two it reads from', () => {
    expect(stateless.dependencies).toEqual(expect.arrayContaining([stateful, edge]));
  });

  it('lets no bucket take browser uploads from any origin', () => {
    // Either a bucket's own CorsConfiguration or a PutBucketCors made at deploy time.
    for (const { name, json } of templates) {
      const corsRules = [...json.matchAll(/"AllowedOrigins\\?"\s*:\s*\[([^\]]*)\]/g)].map((match) => match[1]);
      for (const origins of corsRules) expect(origins, name).not.toMatch(/\\?"\*\\?"/);
    }
  });
});
