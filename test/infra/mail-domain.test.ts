import { Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { defineApp, mailDomainSettings } from '../../infra/gta-homes-app';
import { MailDomainStack } from '../../infra/mail-domain-stack';
import { testApp, testEnv } from './stacks';

const zoneId = 'Z0123456789ABCDEFGHIJ';
/** The settings of a deployment whose sender's domain has a public hosted zone of its own. */
const withZone = {
  mailFrom: 'GTA Homes <no-reply@homes.example.com>',
  mailDomainZone: 'homes.example.com',
  mailDomainZoneId: zoneId,
};

/** The mail domain stack alone, as the app builds it from these settings. */
function mailDomainTemplate(context: Record<string, unknown>) {
  const app = testApp({ context });
  const settings = mailDomainSettings(app);
  if (!settings) throw new Error('no mail domain settings');
  return Template.fromStack(new MailDomainStack(app, 'MailDomain', { env: testEnv, ...settings }));
}

/** The Route 53 record sets of a template, by type, as `[name, values]`. */
function recordsOf(template: Template, type: string) {
  return Object.values(template.findResources('AWS::Route53::RecordSet', { Properties: { Type: type } })).map(
    (resource) => [resource.Properties.Name, resource.Properties.ResourceRecords] as const,
  );
}

describe('with -c mailDomainZone: the sending domain', () => {
  const app = testApp({ context: withZone });
  const { stateful, mailDomain } = defineApp(app);
  const template = Template.fromStack(mailDomain!);

  it('is a stack of its own in ca-central-1, deployed before the stateful stack', () => {
    expect([mailDomain?.stackName, mailDomain?.region]).toEqual(['GtaHomes-MailDomain', 'ca-central-1']);
    expect(stateful.dependencies).toContain(mailDomain);
  });

  it("makes the sender's domain an SES identity with Easy DKIM and a MAIL FROM domain under it", () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'homes.example.com',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      MailFromAttributes: { MailFromDomain: 'bounce.homes.example.com', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
  });

  it("writes the three DKIM CNAMEs SES names into the domain's hosted zone", () => {
    for (const token of [1, 2, 3]) {
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        HostedZoneId: zoneId,
        Type: 'CNAME',
        Name: { 'Fn::GetAtt': [Match.anyValue(), `DkimDNSTokenName${token}`] },
        ResourceRecords: [{ 'Fn::GetAtt': [Match.anyValue(), `DkimDNSTokenValue${token}`] }],
      });
    }
    expect(recordsOf(template, 'CNAME')).toHaveLength(3);
  });

  it("writes the MAIL FROM domain's MX to SES's feedback endpoint and its SPF record", () => {
    expect(recordsOf(template, 'MX')).toEqual([
      ['bounce.homes.example.com.', ['10 feedback-smtp.ca-central-1.amazonses.com']],
    ]);
    expect(recordsOf(template, 'TXT')).toEqual([
      ['bounce.homes.example.com.', ['"v=spf1 include:amazonses.com ~all"']],
    ]);
    template.allResourcesProperties('AWS::Route53::RecordSet', { HostedZoneId: zoneId });
  });

  it('writes no DMARC record unless asked', () => {
    expect(JSON.stringify(template.toJSON())).not.toMatch(/_dmarc|DMARC1/);
  });

  it('has the user pool send its codes through the domain identity', () => {
    Template.fromStack(stateful).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        From: 'GTA Homes <no-reply@homes.example.com>',
        SourceArn: 'arn:aws:ses:ca-central-1:111111111111:identity/homes.example.com',
      },
    });
  });

  it('passes the cdk-nag AwsSolutions checks', () => {
    const checkedApp = testApp({ context: withZone });
    Aspects.of(checkedApp).add(new AwsSolutionsChecks());
    const stack = new MailDomainStack(checkedApp, 'MailDomain', { env: testEnv, ...mailDomainSettings(checkedApp)! });
    const annotations = Annotations.fromStack(stack);
    const nagFinding = Match.stringLikeRegexp('AwsSolutions-.*');
    expect(annotations.findError('*', nagFinding)).toEqual([]);
    expect(annotations.findWarning('*', nagFinding)).toEqual([]);
  });
});

describe('with -c mailDomainZone: other zones and options', () => {
  it("puts a sender's subdomain in the zone of the domain it is under", () => {
    const template = mailDomainTemplate({ ...withZone, mailDomainZone: 'example.com.' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'homes.example.com',
      MailFromAttributes: { MailFromDomain: 'bounce.homes.example.com' },
    });
    expect(recordsOf(template, 'MX').map(([name]) => name)).toEqual(['bounce.homes.example.com.']);
  });

  it('writes a p=none DMARC record with no reporting address with -c mailDomainDmarc=true', () => {
    const template = mailDomainTemplate({ ...withZone, mailDomainDmarc: 'true' });
    expect(recordsOf(template, 'TXT')).toContainEqual(['_dmarc.homes.example.com.', ['"v=DMARC1; p=none"']]);
  });
});

describe('without -c mailDomainZone', () => {
  it('builds no identity and writes no DNS record, and the pool names the address, as before', () => {
    const app = testApp({ context: { mailFrom: 'no-reply@homes.example.com' } });
    const { stateful, mailDomain } = defineApp(app);
    expect(mailDomain).toBeUndefined();
    for (const stack of app.node.children.filter((child): child is Stack => child instanceof Stack)) {
      const template = Template.fromStack(stack);
      template.resourceCountIs('AWS::SES::EmailIdentity', 0);
      template.resourceCountIs('AWS::Route53::RecordSet', 0);
    }
    Template.fromStack(stateful).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { SourceArn: 'arn:aws:ses:ca-central-1:111111111111:identity/no-reply@homes.example.com' },
    });
  });
});

describe('synth refuses a mail domain setting that cannot work', () => {
  const settings = (context: Record<string, unknown>) => () => mailDomainSettings(testApp({ context }));

  it("refuses a zone that does not serve the sender's domain", () => {
    expect(settings({ ...withZone, mailDomainZone: 'other.example.com' })).toThrow(
      'mailDomainZone other.example.com does not serve the sender\'s domain: mailFrom "no-reply@homes.example.com" must be an address at other.example.com or at a domain under it.',
    );
    // A domain that merely ends in the zone's name is not under it.
    expect(settings({ ...withZone, mailFrom: 'no-reply@myhomes.example.com' })).toThrow(/does not serve/);
  });

  it('refuses a zone without its id, an id without its zone and a malformed id', () => {
    expect(settings({ mailDomainZone: 'homes.example.com' })).toThrow(
      /mailDomainZone and mailDomainZoneId go together/,
    );
    expect(settings({ mailDomainZoneId: zoneId })).toThrow(/mailDomainZone and mailDomainZoneId go together/);
    expect(settings({ ...withZone, mailDomainZoneId: '/hostedzone/x' })).toThrow(/mailDomainZoneId must be/);
  });

  it('refuses a DMARC record without a zone, and a DMARC setting that is not true or false', () => {
    expect(settings({ mailDomainDmarc: 'true' })).toThrow(/mailDomainDmarc writes a record/);
    expect(settings({ ...withZone, mailDomainDmarc: 'yes' })).toThrow(/mailDomainDmarc must be true or false/);
    expect(settings({ mailDomainDmarc: 'yes' })).toThrow(/mailDomainDmarc must be true or false/);
  });

  it("refuses a sender's domain in capitals, which the pool would name differently from the identity", () => {
    expect(settings({ ...withZone, mailFrom: 'no-reply@Homes.example.com' })).toThrow(/lower case/);
  });
});
