import { Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../functions/lib/route';
import { ServiceHttpApi } from '../../infra/constructs/http-api';
import { testApp, testEnv } from './stacks';

/** A route table with every access level, which the real tables may not have yet. */
const common = { answer: { status: 200 }, spec: 'test', run: async () => ({ status: 200 }) } as const;
const routes: Route[] = [
  { method: 'GET', path: '/reports/{month}', access: 'public', owner: 'none', ...common },
  { method: 'GET', path: '/listings', access: 'optional', owner: 'none', ...common },
  { method: 'PUT', path: '/myprofile', access: 'signedIn', owner: 'none', ...common },
  { method: 'DELETE', path: '/users/{id}', access: ['admin'], owner: 'none', ...common },
  { method: 'PATCH', path: '/contacts/{id}', access: ['admin', 'agent'], owner: 'none', ...common },
];

const stack = new Stack(testApp(), 'ApiTest', { env: testEnv });
const userPool = new UserPool(stack, 'Pool');
const api = new ServiceHttpApi(stack, 'Http', { userPool, userPoolClient: userPool.addClient('Client') });
api.addService(
  'test',
  new LambdaFunction(stack, 'Fn', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async () => ({});'),
  }),
  routes,
);
// Checks only the API's own resources: the stand-in pool and function are not under test.
Aspects.of(api).add(new AwsSolutionsChecks());
const annotations = Annotations.fromStack(stack);
const template = Template.fromStack(stack);

describe('ServiceHttpApi', () => {
  it.each([
    ['GET /reports/{month}', false],
    ['GET /listings', false],
    ['PUT /myprofile', true],
    ['DELETE /users/{id}', true],
    ['PATCH /contacts/{id}', true],
  ])('%s has the JWT authorizer: %s', (routeKey, guarded) => {
    const route = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }),
    );
    expect(route).toHaveLength(1);
    expect(route[0]?.Properties.AuthorizationType ?? 'NONE').toBe(guarded ? 'JWT' : 'NONE');
    expect(route[0]?.Properties.AuthorizerId !== undefined).toBe(guarded);
  });

  it('lets API Gateway invoke the function once for the whole API, not once per route', () => {
    expect(Object.keys(template.findResources('AWS::Lambda::Permission'))).toHaveLength(1);
  });

  it('passes cdk-nag, accepting anonymous routes on purpose with a recorded reason', () => {
    expect(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
    const suppressed = template.findResources('AWS::ApiGatewayV2::Route', {
      Metadata: { cdk_nag: { rules_to_suppress: [Match.objectLike({ id: 'AwsSolutions-APIG4' })] } },
    });
    expect(
      Object.values(suppressed)
        .map((route) => route.Properties.RouteKey)
        .sort(),
    ).toEqual(['GET /listings', 'GET /reports/{month}']);
  });
});
