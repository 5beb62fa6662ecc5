import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeKey } from '../../functions/lib/route';
import { services } from '../../functions/services';
import {
  capacityOf,
  contactFilesLimits,
  routeLimits,
  headroom,
  lambdaCapacity,
  stageThrottle,
  type LambdaCapacity,
} from '../../infra/api-capacity';
import { buildStacks, testApp } from './stacks';

const { stateless } = buildStacks();
const template = Template.fromStack(stateless);
const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
const routeSettings = stage.Properties.RouteSettings as Record<
  string,
  { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
>;
const stageDefaults = stage.Properties.DefaultRouteSettings as {
  ThrottlingRateLimit: number;
  ThrottlingBurstLimit: number;
};

const lambda = (reservedConcurrency: number, plannedMs: number): LambdaCapacity => ({
  reservedConcurrency,
  plannedMs,
  benchP95Ms: plannedMs,
  measured: 'test',
});

describe("the API's ceiling (issue 28)", () => {
  it('lets through headroom × the smallest Lambda capacity, so no mix of routes makes one throttle', () => {
    const throttle = stageThrottle({
      property: lambda(100, 50), // 2,000 a second
      user: lambda(40, 100), // 400 a second: the smallest
      'home-value': lambda(100, 200), // 500 a second
      'user-files': lambda(1, 5000), // its routes have their own limits
    });
    expect(throttle).toEqual({ rateLimit: Math.floor(headroom * 400), burstLimit: 40 });
  });

  it('plans no handler faster than the floor, whatever the local bench measured', () => {
    expect(capacityOf(lambda(100, 2))).toBe(capacityOf(lambda(100, 50)));
  });

  it('is sized above the old fixed 50 a second, and every API Lambda has its capacity row', () => {
    expect(stageDefaults.ThrottlingRateLimit).toBeGreaterThan(50);
    expect(Object.keys(lambdaCapacity).sort()).toEqual(services.map((service) => service.name).sort());
  });

  it('reserves each API Lambda the concurrency its capacity is calculated with', () => {
    for (const service of services) {
      const fn = stateless.functions.get(service.name)!.function;
      const resolved = stateless.resolve(
        (fn.node.defaultChild as { reservedConcurrentExecutions?: number }).reservedConcurrentExecutions,
      );
      expect(resolved, service.name).toBe(lambdaCapacity[service.name].reservedConcurrency);
    }
  });

  it('reserves nothing with -c reserveConcurrency=false (an account still on the 10-execution quota)', () => {
    const small = buildStacks(testApp({ context: { reserveConcurrency: 'false' } })).stateless;
    for (const service of services) {
      const fn = small.functions.get(service.name)!.function;
      expect(
        (fn.node.defaultChild as { reservedConcurrentExecutions?: number }).reservedConcurrentExecutions,
      ).toBeUndefined();
    }
  });

  it('gives every contact-file route a limit of its own, and together they stay within that Lambda', () => {
    const keys = new Set(services.flatMap((service) => service.routes.map(routeKey)));
    const limits = routeLimits(services);
    expect(Object.keys(routeSettings).sort()).toEqual(Object.keys(limits).sort());
    for (const [key, limit] of Object.entries(routeSettings)) {
      expect(keys.has(key), key).toBe(true);
      expect(limit.ThrottlingRateLimit).toBeLessThan(stageDefaults.ThrottlingRateLimit);
      expect(limit.ThrottlingBurstLimit).toBeLessThanOrEqual(stageDefaults.ThrottlingBurstLimit);
    }
    const files = services.find((service) => service.name === 'user-files')!.routes.map(routeKey);
    for (const key of files) expect(routeSettings[key], key).toBeDefined();
    const total = files.reduce((sum, key) => sum + routeSettings[key]!.ThrottlingRateLimit, 0);
    expect(total).toBeLessThanOrEqual(headroom * capacityOf(lambdaCapacity['user-files']));
    const bursts = files.reduce((sum, key) => sum + routeSettings[key]!.ThrottlingBurstLimit, 0);
    expect(bursts).toBeLessThanOrEqual(lambdaCapacity['user-files'].reservedConcurrency);
    expect(Object.keys(routeSettings)).toEqual(expect.arrayContaining(['POST /homevalue/{id}/report']));
  });

  it('shares the contact files capacity equally, with a burst of at least one', () => {
    const limits = contactFilesLimits(['a', 'b', 'c'], lambda(3, 1000));
    expect(limits.a).toMatchObject({ rateLimit: 0.5, burstLimit: 1 });
  });

  it('makes the stage wait for the routes its settings name (CloudFormation refuses unknown route keys)', () => {
    const [stageId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Stage'));
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const dependsOn = (template.toJSON().Resources[stageId!] as { DependsOn?: string[] }).DependsOn ?? [];
    const limits = routeLimits(services);
    const limited = Object.entries(routes)
      .filter(([, route]) => (route.Properties.RouteKey as string) in limits)
      .map(([id]) => id);
    expect(limited).toHaveLength(Object.keys(limits).length);
    expect(dependsOn).toEqual(expect.arrayContaining(limited));
  });

  it("states the same figures in the README's arithmetic", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf("### The API's ceiling"), readme.indexOf('### Rotating'));
    const n = (value: number) => value.toLocaleString('en-US');
    expect(section).toContain(
      `${stageDefaults.ThrottlingRateLimit} requests a second, burst ${stageDefaults.ThrottlingBurstLimit}`,
    );
    for (const [name, capacity] of Object.entries(lambdaCapacity)) {
      const planned = capacity.plannedMs >= 1000 ? `${capacity.plannedMs / 1000} s` : `${capacity.plannedMs} ms`;
      expect(section, name).toMatch(
        new RegExp(
          `\\| ${name} \\| ${capacity.reservedConcurrency} \\|[^\\n]*\\| ${planned}[^|]*\\| ${n(capacityOf(capacity))}/s \\|`,
        ),
      );
    }
    const reserved = Object.values(lambdaCapacity).reduce((sum, c) => sum + c.reservedConcurrency, 0);
    expect(section).toContain(`adds up to ${reserved} executions`);
    expect(section).toContain(`at least ${reserved + 100}`);
    const files = Object.values(
      contactFilesLimits(services.find((s) => s.name === 'user-files')!.routes.map(routeKey)),
    )[0]!;
    expect(section).toContain(`${files.rateLimit} a second, burst ${files.burstLimit} each`);
  });
});
