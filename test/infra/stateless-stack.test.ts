import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { requiresToken, routeKey } from '../../functions/lib/route';
import { tables, type TableKey } from '../../functions/lib/tables';
import { services, type ServiceDefinition } from '../../functions/services';
import { serviceMemoryMb, stageThrottle } from '../../infra/api-capacity';
import { buildStacks, logicalId } from './stacks';

const { stateful, stateless } = buildStacks();
const template = Template.fromStack(stateless);

type Resource = { Properties: Record<string, unknown> };
type ServiceName = ServiceDefinition['name'];
const routesByKey = new Map(
  Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>).map((route) => [
    route.Properties.RouteKey as string,
    route.Properties,
  ]),
);

describe('stateless stack: API routes', () => {
  const table = services.flatMap((service) => service.routes.map((route) => ({ service: service.name, route })));

  it('creates one API route per route-table entry and no other', () => {
    expect([...routesByKey.keys()].sort()).toEqual(table.map(({ route }) => routeKey(route)).sort());
  });

  it.each(table.map(({ service, route }) => [service, routeKey(route), route] as const))(
    '%s: %s is guarded by the JWT authorizer exactly when it needs a token',
    (_service, key, route) => {
      const properties = routesByKey.get(key);
      expect(properties).toBeDefined();
      if (requiresToken(route.access)) {
        expect(properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
      } else {
        expect(properties?.AuthorizerId).toBeUndefined();
        expect(properties?.AuthorizationType ?? 'NONE').toBe('NONE');
      }
    },
  );

  it('accepts Cognito ID tokens of the web client from the Authorization header', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp(logicalId(stateful.userPoolClient)) })],
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.ca-central-1.amazonaws.com/',
              { 'Fn::ImportValue': Match.stringLikeRegexp(logicalId(stateful.userPool)) },
            ],
          ],
        },
      },
    });
  });

  it('serves the API from a stage named api with the calculated throttling and access logs', () => {
    const { rateLimit, burstLimit } = stageThrottle();
    expect(Object.keys(template.findResources('AWS::ApiGatewayV2::Stage'))).toHaveLength(1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'api',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('routeKey') },
    });
  });
});

describe('stateless stack: functions', () => {
  it.each(services.map((service) => service.name))('%s runs Node 22 on ARM with the house defaults', (name) => {
    const fn = template.toJSON().Resources[logicalId(stateless.functions.get(name)!.function)];
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: serviceMemoryMb[name],
      Timeout: 10,
      Handler: 'index.handler',
      Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
    });
  });

  it('gives the home-value service a whole vCPU, the others 512 MB', () => {
    // A cold instance loads the valuation engine before its first answer: CPU-bound work that
    // at 512 MB (0.29 of a vCPU) would take most of the handler's 10 s.
    expect(serviceMemoryMb).toEqual({ property: 512, user: 512, 'home-value': 1769, 'user-files': 512 });
  });

  it.each(services.map((service) => service.name))(
    '%s gets every variable of functions/lib/env.ts it needs, and no local one',
    (name) => {
      const fn = template.toJSON().Resources[logicalId(stateless.functions.get(name)!.function)];
      const variables = Object.keys(fn.Properties.Environment.Variables);
      expect(variables).toEqual(
        expect.arrayContaining([
          'USER_TABLE',
          'PROPERTY_TABLE',
          'HOME_VALUE_TABLE',
          'PHOTOS_BUCKET',
          'UPLOADS_BUCKET',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'SES_CONFIGURATION_SET',
          'MAIL_FROM',
          'PRINT_DESK_EMAIL',
          'SHOWING_DESK_EMAIL',
          'SITE_URL',
          'PRODUCT_NAME',
          'BROKERAGE_NAME',
          'BROKERAGE_ADDRESS',
          'BROKERAGE_URL',
          'CONTACT_EMAIL',
        ]),
      );
      expect(variables.filter((variable) => variable.endsWith('_ENDPOINT') || variable.startsWith('LOCAL_'))).toEqual(
        [],
      );
    },
  );

  it('keeps a month of logs per function', () => {
    for (const service of services) {
      const fn = template.toJSON().Resources[logicalId(stateless.functions.get(service.name)!.function)];
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
    }
  });
});

describe('stateless stack: least-privilege grants', () => {
  /** The statements of a service role's policy that name a resource of the stateful stack. */
  function statementsOn(service: ServiceName, resourceLogicalId: string): { Action: string | string[] }[] {
    const role = stateless.functions.get(service)!.role;
    const policy = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: logicalId(role) }] } }),
    )[0] as Resource;
    const statements = (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement;
    return statements.filter((statement) => JSON.stringify(statement).includes(resourceLogicalId));
  }
  const actionsOf = (statements: { Action: string | string[] }[]) => statements.flatMap((s) => [s.Action].flat());

  for (const service of services) {
    it.each(Object.keys(tables) as TableKey[])(`${service.name}: table %s exactly as granted`, (table) => {
      const actions = actionsOf(statementsOn(service.name, logicalId(stateful.tables[table])));
      const grant = service.tables[table];
      expect(actions.includes('dynamodb:Query')).toBe(grant !== undefined);
      expect(actions.includes('dynamodb:PutItem')).toBe(grant === 'readWrite');
    });

    it.each(['photos', 'uploads'] as const)(`${service.name}: bucket %s exactly as granted`, (bucket) => {
      const construct = bucket === 'photos' ? stateful.photosBucket : stateful.uploadsBucket;
      const actions = actionsOf(statementsOn(service.name, logicalId(construct)));
      const grant = service.buckets[bucket];
      expect(actions.includes('s3:GetObject*')).toBe(grant !== undefined);
      expect(actions.includes('s3:PutObject')).toBe(grant === 'readWrite');
    });

    // No ses:FromAddress condition since agents may send from their own verified address
    // (DECISIONS row 12): SES itself sends only from the account's verified identities.
    it(`${service.name}: sends mail only through the configuration set`, () => {
      const role = stateless.functions.get(service.name)!.role;
      const sending = Match.objectLike({
        Action: ['ses:SendEmail', 'ses:SendRawEmail'],
        Resource: Match.arrayWith([Match.objectLike({ 'Fn::Join': Match.anyValue() })]),
      });
      const policies = template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: logicalId(role) }], PolicyDocument: { Statement: Match.arrayWith([sending]) } },
      });
      expect(Object.keys(policies).length).toBe(service.sendsMail ? 1 : 0);
    });
  }
});

/**
 * An AwsCustomResource call (a JSON text joined with CloudFormation functions), parsed, with
 * each function written as `{GetAtt Id.Attribute}` or `{ImportValue Name}`.
 */
function sdkCall(joined: unknown): { action: string; parameters: unknown } {
  const parts = (joined as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const { 'Fn::GetAtt': getAtt, 'Fn::ImportValue': importValue } = part as Record<string, unknown>;
      if (getAtt) return `{GetAtt ${(getAtt as string[]).join('.')}}`;
      if (importValue) return `{ImportValue ${String(importValue)}}`;
      throw new Error(`Unexpected function in a call: ${JSON.stringify(part)}`);
    })
    .join('');
  return JSON.parse(text) as { action: string; parameters: unknown };
}

/** The export name of a stateful resource's Ref, as the stateless stack imports it. */
function importName(construct: IConstruct): string {
  const ref = Object.values(template.toJSON().Resources as Record<string, Resource>)
    .map((resource) => JSON.stringify(resource.Properties))
    .join('')
    .match(new RegExp(`"Fn::ImportValue":"([^"]*ExportsOutputRef${logicalId(construct)}[^"]*)"`));
  if (!ref) throw new Error(`No import of ${logicalId(construct)}`);
  return ref[1]!;
}

describe('stateless stack: web distribution', () => {
  const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
  const config = distribution.Properties.DistributionConfig as {
    CacheBehaviors: Record<string, unknown>[];
    CustomErrorResponses?: unknown;
    DefaultCacheBehavior: Record<string, unknown>;
    DefaultRootObject: string;
  };
  const behaviour = (path: string) => config.CacheBehaviors.find((b) => b.PathPattern === path);

  it('forwards /api/* uncached, with every method and the viewer headers but Host', () => {
    expect(behaviour('/api/*')).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
  });

  it('sends /api/* to the API’s own domain, path unchanged', () => {
    const originId = behaviour('/api/*')?.TargetOriginId;
    const origins = (config as unknown as { Origins: { Id: string; DomainName: unknown; OriginPath?: string }[] })
      .Origins;
    const origin = origins.find((o) => o.Id === originId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.ca-central-1.');
    expect(origin?.OriginPath).toBeUndefined();
  });

  it('serves /p/* from the photos bucket through origin access control, cached', () => {
    expect(behaviour('/p/*')).toMatchObject({ CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' }); // CachingOptimized
    const originId = behaviour('/p/*')?.TargetOriginId;
    const origins = (
      config as unknown as { Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[] }
    ).Origins;
    const origin = origins.find((o) => o.Id === originId);
    expect(JSON.stringify(origin?.DomainName)).toContain(logicalId(stateful.photosBucket));
    expect(origin?.OriginAccessControlId).toBeDefined();
  });

  it('falls back to index.html by a viewer-request function, not by error responses that would hide API 404s', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
  });

  it('writes /config.json with the pool ids at deploy time', () => {
    // One deployment without a build, three with one (web-distribution.test.ts): config.json is the last's.
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Resource[];
    const markers = JSON.stringify(deployments.map((deployment) => deployment.Properties.SourceMarkers));
    for (const construct of [stateful.userPool, stateful.userPoolClient, stateful.identityPool]) {
      expect(markers).toContain(logicalId(construct));
    }
  });

  it("lets browsers PUT to the uploads bucket from the site's own origin only, set at deploy time", () => {
    const calls = Object.values(template.findResources('Custom::AWS') as Record<string, Resource>).filter((call) =>
      JSON.stringify(call.Properties.Create).includes('putBucketCors'),
    );
    expect(calls).toHaveLength(1);
    const { Create, Update, Delete } = calls[0]!.Properties;
    const create = sdkCall(Create);
    expect(create.parameters).toEqual({
      Bucket: `{ImportValue ${importName(stateful.uploadsBucket)}}`,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedMethods: ['PUT'],
            // The distribution's domain, resolved at deploy time.
            AllowedOrigins: [`https://{GetAtt ${logicalId(stateless.web.distribution)}.DomainName}`],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    });
    expect(Update).toEqual(Create);
    expect(sdkCall(Delete)).toMatchObject({ action: 'deleteBucketCors' });
  });

  it('lets the CORS call change the uploads bucket’s CORS and nothing else', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[],
    );
    const cors = statements.filter((statement) => JSON.stringify(statement.Action).includes('PutBucketCORS'));
    expect(cors).toEqual([
      expect.objectContaining({
        Action: 's3:PutBucketCORS',
        Resource: { 'Fn::ImportValue': expect.stringMatching(logicalId(stateful.uploadsBucket)) },
      }),
    ]);
  });

  it('outputs the site and API URLs', () => {
    template.hasOutput('SiteUrl', {});
    template.hasOutput('ApiUrl', { Value: { 'Fn::Join': ['', ['https://', Match.anyValue(), '/api']] } });
  });
});

describe('stateless stack: user management', () => {
  it("lets only the user service archive users and change their groups, on the stack's own pool", () => {
    const statements = Object.entries(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).flatMap(
      ([id, policy]) =>
        ((policy.Properties.PolicyDocument as { Statement: { Action: unknown }[] }).Statement ?? [])
          .filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp:AdminDisableUser'))
          .map((statement) => ({ id, statement })),
    );

    expect(statements).toHaveLength(1);
    expect(statements[0]?.id).toMatch(/^userService/);
    expect(statements[0]?.statement).toMatchObject({
      Action: expect.arrayContaining(['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup']),
      Resource: { 'Fn::ImportValue': expect.stringMatching(/UserPool/) },
    });
  });
});

describe('stateless stack: the user deletion job', () => {
  const policies = Object.entries(template.findResources('AWS::IAM::Policy') as Record<string, Resource>);
  const statementsOf = (role: string) =>
    policies
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(role))
      .flatMap(
        ([, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
      );
  const job = stateless.jobs.get('user-deletion')!;
  const jobFunction = logicalId(job.function.function);

  // The planner queues the deletions; its queue's worker runs them (issue 28).
  const worker = stateless.jobQueues.get('user-deletion')!.worker;

  it('lets only the deletion job’s worker delete Cognito users, on the stack’s own pool, and nothing more of the pool', () => {
    const deleting = policies.flatMap(([id, policy]) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement.filter(
        (statement) => JSON.stringify(statement.Action).includes('cognito-idp:AdminDeleteUser'),
      ).map((statement) => ({ id, statement })),
    );
    const jobPool = statementsOf(logicalId(worker.role)).filter((statement) =>
      JSON.stringify(statement.Action).includes('cognito-idp:'),
    );
    const plannerPool = statementsOf(logicalId(job.function.role)).filter((statement) =>
      JSON.stringify(statement.Action).includes('cognito-idp:'),
    );

    expect(plannerPool).toEqual([]);
    expect(deleting).toHaveLength(1);
    expect(deleting[0]?.id).toMatch(/^UserDeletionQueueWorker/);
    expect(jobPool).toHaveLength(1);
    expect(jobPool[0]).toEqual({
      Effect: 'Allow',
      Action: expect.arrayContaining(['cognito-idp:ListUsers', 'cognito-idp:AdminDeleteUser']),
      Resource: { 'Fn::ImportValue': expect.stringMatching(/UserPool/) },
    });
    expect(jobPool[0]?.Action).toHaveLength(2);
  });

  it('names the job to the user service, which may invoke exactly that function, and no other service may', () => {
    const userService = stateless.functions.get('user')!;
    const environment = (stateless.resolve(
      (userService.function.node.defaultChild as { environment?: unknown }).environment,
    ) ?? {}) as { variables?: Record<string, unknown> };
    const invokers = policies
      .filter(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument).includes('lambda:InvokeFunction'))
      .map(([id, policy]) => ({ id, statements: JSON.stringify(policy.Properties.PolicyDocument) }));

    expect(environment.variables?.USER_DELETION_FUNCTION).toEqual({ Ref: jobFunction });
    const deleters = invokers.filter((invoker) => invoker.statements.includes(jobFunction));
    expect(deleters).toHaveLength(1);
    expect(deleters[0]?.id).toMatch(/^userService/);
    // The other invoker is the contact files' Lambda, which starts the contact import only.
    expect(invokers.map((invoker) => invoker.id).sort()).toEqual([
      expect.stringMatching(/^userService/),
      expect.stringMatching(/^userfilesService/),
    ]);
    const contactImport = logicalId(stateless.jobs.get('contact-import')!.function.function);
    const files = invokers.find((invoker) => /^userfilesService/.test(invoker.id))!;
    expect(files.statements).toContain(contactImport);
    expect(files.statements).not.toContain(jobFunction);
  });

  it('gives the job’s worker the user, home-value and uploads rights its steps need, and no mail', () => {
    const statements = JSON.stringify(statementsOf(logicalId(worker.role)));

    expect(statements).toMatch(/UserTable/);
    expect(statements).toMatch(/HomeValueTable/);
    expect(statements).toContain('s3:DeleteObject');
    expect(statements).toMatch(/Uploads/);
    expect(statements).not.toContain('ses:SendEmail');
  });
});
