import { Stack, type StackProps } from 'aws-cdk-lib';
import { PublicHostedZone, TxtRecord } from 'aws-cdk-lib/aws-route53';
import {
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  type Identity,
  MailFromBehaviorOnMxFailure,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailDomainStackProps extends StackProps {
  /** The domain of the product's sender (`-c mailFrom`), in lower case. */
  domain: string;
  /** The Route 53 public hosted zone that serves `domain` (it or a domain it is under), in this account. */
  zone: { zoneName: string; hostedZoneId: string };
  /** Also publish a DMARC record that only asks for nothing (`p=none`): opt-in, see the README. */
  dmarc: boolean;
}

/**
 * The MAIL FROM (bounce) domain's label under the sender's domain. Not `mail.`: that name is
 * often taken already (a webmail CNAME), and SES needs an MX and a TXT record of its own there.
 */
export const mailFromLabel = 'bounce';

/** The monitoring-only DMARC policy: it asks receivers to do nothing and sends reports nowhere. */
export const dmarcRecord = 'v=DMARC1; p=none';

/**
 * The product's sending domain as an SES identity of its own, with its DNS records written in
 * the domain's public hosted zone: Easy DKIM (three CNAMEs), so mail is signed with the
 * sender's domain, and a custom MAIL FROM domain (an MX and an SPF TXT record), so bounces go
 * to a subdomain of it. Both align with the From address under DMARC, which mail signed by
 * amazonses.com does not.
 *
 * A stack of its own, deployed before the stateful stack: the user pool names this identity
 * as its sender, and Cognito refuses an identity SES has not yet verified. Were the identity
 * in the stateful stack, a pool refused that way would roll the identity back with it, and
 * every later attempt would start the verification again (README "Deploying to AWS").
 */
export class MailDomainStack extends Stack {
  readonly identity: EmailIdentity;
  /** The sender's domain, which the user pool names as its SES identity. */
  readonly domain: string;

  constructor(scope: Construct, id: string, props: MailDomainStackProps) {
    const { domain, zone: zoneAttributes, dmarc, ...stackProps } = props;
    super(scope, id, stackProps);
    this.domain = domain;
    const zone = PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', zoneAttributes);
    // What `Identity.publicHostedZone(zone)` builds, but for the sender's own domain rather than
    // the zone's apex: the sender may be under the apex, and Cognito checks the exact identity.
    const identity: Identity = { value: domain, hostedZone: zone };
    this.identity = new EmailIdentity(this, 'Identity', {
      identity,
      dkimSigning: true,
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
      mailFromDomain: `${mailFromLabel}.${domain}`,
      // Until SES has seen the MX record, mail still goes out (MAIL FROM amazonses.com) rather
      // than being refused: a code that never arrives is worse than one that is not aligned.
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    });
    if (dmarc) {
      // Route 53 refuses to create a record that exists, so an existing DMARC policy makes the
      // deploy fail rather than being replaced.
      new TxtRecord(this, 'Dmarc', { zone, recordName: `_dmarc.${domain}`, values: [dmarcRecord] });
    }
  }
}
