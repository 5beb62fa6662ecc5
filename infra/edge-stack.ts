import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewall } from './constructs/edge-firewall';

/**
 * What CloudFront needs from us-east-1: the web ACL of the site's distribution. The stateless
 * stack (ca-central-1) reads its ARN through CDK's cross-region references (an SSM parameter
 * written here and read there at deploy time), so both stacks set `crossRegionReferences`.
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;
  /** The web ACL's ARN, which CloudFront takes as its `webAclId`. */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (props.env?.region !== 'us-east-1') throw new Error(`${id}: CloudFront takes web ACLs from us-east-1 only.`);
    this.firewall = new EdgeFirewall(this, 'Firewall');
    this.webAclArn = this.firewall.webAcl.attrArn;
  }
}
