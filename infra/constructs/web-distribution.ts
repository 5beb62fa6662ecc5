import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contract } from '@shared/contract';
import type { RouteRow } from '@shared/contract/route';
import type { WebConfig } from '@shared/web-config';
import { agentPicturePaths } from '../agent-pictures';
import { originVerifyHeader } from '../../functions/lib/http/origin-verify';
import { fillBranding, shellFolder, shellRoutes, shellFile } from '../../web/prerender/shell-routes';
import {
  cognitoEndpointsOf,
  contentSecurityPolicy,
  frameOption,
  referrerPolicy,
  strictTransportSecurity,
} from '../security-headers';
import { fileExtensions, hashedAssetsPrefix, immutableCacheControl, revalidateCacheControl } from '../web-caching';
import { suppressDeploymentFindings, suppressDistributionFindings } from './web-distribution-findings';
import { PrivateBucket } from './private-bucket';

export interface WebDistributionProps {
  /** Host name of the HTTP API; `/api/*` is forwarded to it unchanged. */
  apiDomainName: string;
  /**
   * Sent to the API in `x-origin-verify` on every `/api/*` request, so the functions (which get
   * the same value) can tell a request that came through CloudFront from one sent straight to
   * the API's public endpoint. A dynamic reference to a deploy-time secret (deploy-secret.ts),
   * never a literal in the repository.
   */
  originVerifySecret: string;
  /** The CloudFront-scope AWS WAF web ACL in front of everything (constructs/edge-firewall.ts). */
  webAclArn: string;
  /**
   * Where browsers PUT presigned uploads and read headshots from: named in the
   * Content-Security-Policy (its bucket's regional origin).
   */
  uploadsBucket: IBucket;
  /** Served under `/p/*`; its bucket policy (in the stateful stack) lets CloudFront read `p/*`. */
  photosBucket: IBucket;
  logsBucket: IBucket;
  /** Absolute path of the built web app (`npm run build`). */
  webDist: string;
  /** Written to `/config.json` at deploy time. */
  webConfig: WebConfig;
}

/**
 * The site's one origin: the SPA from a private bucket, the API under `/api/*` and the
 * listing photos under `/p/*`, so the browser never needs CORS for either. Each public page
 * is served its prerendered HTML (web/prerender/shell-routes.ts); the site's files are
 * compressed (brotli or gzip, CACHING_OPTIMIZED), hashed assets cached a year, the rest
 * revalidated (infra/web-caching.ts, which the local static server follows too).
 */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);

    const siteBucket = new PrivateBucket(this, 'Site', {
      accessLogs: { bucket: props.logsBucket, prefix: 's3/site/' },
      // The build is rebuilt from source; nothing in this bucket is worth keeping.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Imported by name: adding this distribution to the photos bucket's own policy would make
    // the stateful stack depend on this one. The stateful stack grants CloudFront instead.
    const securityHeaders = this.securityHeaders(props.uploadsBucket);
    const photos = Bucket.fromBucketAttributes(this, 'Photos', {
      bucketArn: props.photosBucket.bucketArn,
      bucketRegionalDomainName: props.photosBucket.bucketRegionalDomainName,
    });
    const api = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // CloudFront overwrites a viewer's header of the same name, so only it can send this.
      customHeaders: { [originVerifyHeader]: props.originVerifySecret },
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName} site`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: this.spaFallback(), eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before `/api/*`: CloudFront takes the first pattern that matches.
        [agentPicturePaths.pattern]: {
          origin: api,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: this.agentPictureCaching(),
          responseHeadersPolicy: securityHeaders,
        },
        '/api/*': {
          origin: api,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway answers only to its own host name, so the viewer's Host stays behind.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: this.specPaths(), eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        '/p/*': {
          origin: S3BucketOrigin.withOriginAccessControl(photos),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The stateful stack's photos bucket policy lets the account's distributions read p/*.",
    );

    this.deploySite(siteBucket, props);
    suppressDistributionFindings(this.distribution);
  }

  /**
   * The site's Content-Security-Policy and security headers (infra/security-headers.ts, which
   * the local static server sends too), replacing whatever an origin sends.
   */
  private securityHeaders(uploadsBucket: IBucket): ResponseHeadersPolicy {
    const hstsMaxAge = Duration.seconds(strictTransportSecurity.maxAgeSeconds);
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Content-Security-Policy and security headers of the site',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognito: cognitoEndpointsOf(Stack.of(this).region),
            // The host the SDK presigns for: virtual-hosted style, regional endpoint.
            uploads: [`https://${uploadsBucket.bucketRegionalDomainName}`],
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: hstsMaxAge,
          includeSubdomains: strictTransportSecurity.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: referrerPolicy as HeadersReferrerPolicy, override: true },
        frameOptions: { frameOption: frameOption as HeadersFrameOption, override: true },
      },
    });
  }

  /**
   * The agents' pictures in e-mails (agent-pictures.ts): kept as long as the function's answer
   * says (`s-maxage=1200`), keyed on the path alone (the route is public and reads
   * nothing else), and never longer than the signed link it sends on to stays good.
   */
  private agentPictureCaching(): CachePolicy {
    return new CachePolicy(this, 'AgentPictureCaching', {
      comment: "An agent's picture in e-mails: the API's 302, as long as its Cache-Control says",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      // Over the function's `s-maxage` (20 minutes), which CloudFront honours within it.
      maxTtl: Duration.minutes(25),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
    });
  }

  /**
   * The spec's spellings of API paths that API Gateway cannot mount (a trailing slash,
   * `RouteRow.specPath`): rewritten to the route's own path before the request leaves CloudFront,
   * as the local gateway does.
   */
  private specPaths(): CloudFrontFunction {
    const rows = Object.values(contract).flatMap((service) => Object.values(service) as RouteRow[]);
    const rewrites = Object.fromEntries(
      rows.flatMap((row) => (row.specPath ? [[`/api${row.specPath}`, `/api${row.path}`]] : [])),
    );
    return new CloudFrontFunction(this, 'ApiSpecPaths', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(`var rewrites = ${JSON.stringify(rewrites)};
function handler(event) {
  var request = event.request;
  if (Object.prototype.hasOwnProperty.call(rewrites, request.uri)) request.uri = rewrites[request.uri];
  return request;
}`),
    });
  }

  /**
   * Client-side routes (`/neighbourhood/map`) have no file behind them: a path whose last
   * segment ends in none of the site's files' extensions (`fileExtensions`; an invited
   * contact's page ends in an e-mail address) gets its prerendered page (shell-routes.ts, in its order), or
   * the app's index.html. Only on the default behaviour, so an API 404 stays a 404.
   */
  private spaFallback(): CloudFrontFunction {
    const shells = shellRoutes
      .map((route) => `[new RegExp(${JSON.stringify(route.pattern)}), ${JSON.stringify(shellFile(route.name))}]`)
      .join(',\n  ');
    return new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(`var shells = [
  ${shells}
];
var fileExtensions = ${JSON.stringify(fileExtensions)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  var dot = lastSegment.lastIndexOf('.');
  if (dot !== -1 && fileExtensions.indexOf(lastSegment.substring(dot + 1).toLowerCase()) !== -1) return request;
  request.uri = '/index.html';
  for (var i = 0; i < shells.length; i++) {
    if (shells[i][0].test(uri)) {
      request.uri = shells[i][1];
      break;
    }
  }
  return request;
}`),
    });
  }

  private deploySite(siteBucket: Bucket, props: WebDistributionProps): void {
    const built = existsSync(props.webDist);
    if (!built) {
      Annotations.of(this).addWarningV2(
        'gta-homes:webNotBuilt',
        `${props.webDist} does not exist: run \`npm run build\` first. Only /config.json is deployed.`,
      );
    }
    const revalidate = [CacheControl.fromString(revalidateCacheControl)];
    // Hashed assets first, kept a year (and never pruned: a page loaded before this deployment
    // may still ask for its chunks); then the pages that name them.
    const assets = built
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(join(props.webDist, hashedAssetsPrefix))],
          destinationBucket: siteBucket,
          destinationKeyPrefix: hashedAssetsPrefix,
          cacheControl: [CacheControl.fromString(immutableCacheControl)],
          prune: false,
        })
      : undefined;
    const pages = built
      ? new BucketDeployment(this, 'DeployPages', {
          sources: this.prerenderedPages(props),
          destinationBucket: siteBucket,
          cacheControl: revalidate,
          prune: false,
        })
      : undefined;
    if (assets && pages) pages.node.addDependency(assets);
    // Everything else (the favicon, the map's glyphs, the pictures, config.json), last, with
    // the invalidation. Its pruning leaves the other two deployments' files alone.
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources: [
        ...(built ? [Source.asset(props.webDist, { exclude: [`${hashedAssetsPrefix}*`, '*.html'] })] : []),
        Source.jsonData('config.json', props.webConfig),
      ],
      destinationBucket: siteBucket,
      cacheControl: revalidate,
      exclude: [`${hashedAssetsPrefix}*`, '*.html'],
      // Without a build, keep whatever site is live rather than wiping it.
      prune: built,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    for (const earlier of [assets, pages]) if (earlier) deployment.node.addDependency(earlier);
    suppressDeploymentFindings(deployment, siteBucket);
  }

  /**
   * index.html and the prerendered pages, with this deployment's branding filled in (the
   * build is the same for every deployment; the local static server fills it in as it serves).
   */
  private prerenderedPages(props: WebDistributionProps): ISource[] {
    const shells = existsSync(join(props.webDist, shellFolder))
      ? readdirSync(join(props.webDist, shellFolder)).filter((file) => file.endsWith('.html'))
      : [];
    return ['index.html', ...shells.map((file) => `${shellFolder}/${file}`)].map((key) =>
      Source.data(key, fillBranding(readFileSync(join(props.webDist, key), 'utf8'), props.webConfig)),
    );
  }
}
