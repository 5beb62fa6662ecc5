import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { requiresToken, routeKey, type Route } from '../../functions/lib/route';
import { stageThrottle, type RouteLimit } from '../api-capacity';

/**
 * The stage is named like the path prefix CloudFront forwards unchanged (`/api/...`), so API
 * Gateway strips it and `event.routeKey` reads `GET /myprofile`, as the route tables say.
 */
export const apiStageName = 'api';

/** A host name of the API's own, served regionally with an ACM certificate of the API's region. */
export interface ApiCustomDomain {
  domainName: string;
  certificateArn: string;
}

export interface HttpApiProps {
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /**
   * When set, CloudFront reaches the API by this name and the default execute-api endpoint is
   * disabled; without it, that endpoint is CloudFront's origin and stays on.
   */
  customDomain?: ApiCustomDomain;
  /** Routes with a throttle of their own, below the stage's, by route key (api-capacity.ts). */
  routeLimits?: Record<string, RouteLimit>;
}

/**
 * The HTTP API: one stage with throttling and access logs, and the routes of every
 * service's route table. Routes that need a token get Cognito's JWT authorizer for the web
 * client's ID token, a second wall in front of the check the handlers make themselves.
 */
export class ServiceHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** Host name CloudFront forwards `/api/*` to: the custom domain, else the execute-api endpoint. */
  readonly domainName: string;
  /** With a custom domain: the host name its DNS record (CNAME or alias) must point to. */
  readonly customDomainTarget?: string;
  private readonly authorizer: HttpJwtAuthorizer;
  private readonly routeLimits: Record<string, RouteLimit>;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    const { customDomain } = props;
    this.routeLimits = props.routeLimits ?? {};
    this.api = new HttpApi(this, 'Api', {
      createDefaultStage: false,
      // Only with a domain of its own: CloudFront needs one way in.
      disableExecuteApiEndpoint: customDomain !== undefined,
    });
    const domain =
      customDomain &&
      new DomainName(this, 'Domain', {
        domainName: customDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
      });
    this.domainName = customDomain?.domainName ?? `${this.api.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}`;
    this.customDomainTarget = domain?.regionalDomainName;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: apiStageName,
      autoDeploy: true,
      // The ceiling for all callers together, calculated from the Lambdas' reserved concurrency
      // and latency (api-capacity.ts); WAF limits each client first (edge-firewall.ts).
      throttle: stageThrottle(),
      // `/api/...` on the custom domain reaches this stage with `/api` taken off, as the stage's
      // name is on the execute-api endpoint, so route keys read the same either way.
      ...(domain && { domainMapping: { domainName: domain, mappingKey: apiStageName } }),
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    this.authorizer = new HttpJwtAuthorizer(
      'CognitoIdToken',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      {
        // The browser sends the ID token, whose `aud` is the client id.
        jwtAudience: [props.userPoolClient.userPoolClientId],
        identitySource: ['$request.header.Authorization'],
      },
    );
  }

  /** Mounts one service's route table on its Lambda. */
  addService(name: string, handler: IFunction, routes: readonly Route[]): void {
    const scope = new Construct(this, name);
    // One invoke permission for the whole API instead of one per route keeps the
    // function's resource policy small as route tables grow.
    const integration = new HttpLambdaIntegration(`${name}Integration`, handler, { scopePermissionToRoute: false });
    for (const route of routes) {
      const guarded = requiresToken(route.access);
      const httpRoute = new HttpRoute(scope, routeKey(route).replaceAll('/', '~'), {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer: guarded ? this.authorizer : undefined,
      });
      const limit = this.routeLimits[routeKey(route)];
      if (limit) this.limitRoute(routeKey(route), httpRoute, limit);
      if (!guarded) {
        NagSuppressions.addResourceSuppressions(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey(route)} is '${String(route.access)}' in the route table: anonymous callers are part of the spec, and the handler still verifies any token sent. Accepted risk: the route is reachable without signing in.`,
          },
        ]);
      }
    }
  }

  /**
   * A route's own throttle, below the stage's (api-capacity.ts). CloudFormation refuses route
   * settings for a route the stage does not yet have, so the stage waits for the route.
   */
  private limitRoute(key: string, route: HttpRoute, limit: RouteLimit): void {
    const stage = this.stage.node.defaultChild as CfnStage;
    stage.addPropertyOverride(`RouteSettings.${key}`, {
      ThrottlingRateLimit: limit.rateLimit,
      ThrottlingBurstLimit: limit.burstLimit,
    });
    stage.node.addDependency(route);
  }
}

/** HTTP APIs support only some `$context` variables, so the standard REST formats do not fit. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);
