import { Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildStacks, testApp } from './stacks';

/**
 * One app per stack under check: `Annotations.fromStack` re-synthesizes with `force`, and a
 * second synthesis re-runs the checks on a tree whose cross-stack references are already
 * rendered as imports, which no longer match the suppressions' `appliesTo`.
 */
function checked(name: 'stateful' | 'edge' | 'stateless') {
  const app = testApp();
  Aspects.of(app).add(new AwsSolutionsChecks());
  const stack = buildStacks(app)[name];
  const annotations = Annotations.fromStack(stack);
  return { annotations, template: Template.fromStack(stack) };
}

interface Suppression {
  id: string;
  reason: string;
}

describe.each(['stateful', 'edge', 'stateless'] as const)('cdk-nag AwsSolutions on the %s stack', (name) => {
  const { annotations, template } = checked(name);
  const nagFinding = Match.stringLikeRegexp('AwsSolutions-.*');

  it('reports no unsuppressed error', () => {
    expect(annotations.findError('*', nagFinding)).toEqual([]);
  });

  it('reports no unsuppressed warning', () => {
    expect(annotations.findWarning('*', nagFinding)).toEqual([]);
  });

  it('suppresses per resource only, never stack-wide', () => {
    expect(template.toJSON().Metadata?.cdk_nag).toBeUndefined();
  });

  const resources = Object.values(template.toJSON().Resources) as {
    Metadata?: { cdk_nag?: { rules_to_suppress: Suppression[] } };
  }[];
  const suppressions = resources.flatMap((resource) => resource.Metadata?.cdk_nag?.rules_to_suppress ?? []);

  it('names the accepted risk in every suppression', () => {
    for (const suppression of suppressions) {
      expect(suppression.reason, suppression.id).toMatch(/Accepted risk: \S/);
    }
  });

  it('no longer accepts a distribution without a web ACL (CFR2): it has one', () => {
    expect(suppressions.map((suppression) => suppression.id)).not.toContain('AwsSolutions-CFR2');
  });
});
