import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag prints a resource's ARN in a finding (`<LogicalId.Arn>`), also across stacks,
 * so a suppression's `appliesTo` can name that one resource instead of a pattern.
 */
export function arnInFinding(resource: IConstruct): string {
  return `<${Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement)}.Arn>`;
}
