import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { webConfigDefaults } from '@shared/web-config';
import { buildStacks, logicalId, testApp } from './stacks';

/**
 * The `/config.json` the deployment writes (the JSON asset the stateless stack stages), and the
 * user service's environment, whose mail footers name the brokerage too (functions/lib/mail/).
 */
function deployed(context: Record<string, unknown>) {
  const { app, stateless } = buildStacks(testApp({ context }));
  const template = Template.fromStack(stateless);
  const userFunction = template.toJSON().Resources[logicalId(stateless.functions.get('user')!.function)];
  const mailSettings = userFunction.Properties.Environment.Variables as Record<string, unknown>;
  for (const entry of readdirSync(app.outdir)) {
    const file = join(app.outdir, entry, 'config.json');
    if (existsSync(file))
      return { config: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, mailSettings };
  }
  throw new Error(`No config.json was staged under ${app.outdir}`);
}

/** The stateless stack's synth warnings that name `setting`, for the given `-c` context. */
function synthWarnings(context: Record<string, unknown>, setting: string): string[] {
  return Annotations.fromStack(buildStacks(testApp({ context })).stateless)
    .findWarning('*', Match.stringLikeRegexp(setting))
    .map((warning) => String(warning.entry.data));
}

/** The About and Privacy pages speak as the brokerage that deploys the site (issue 12). */
// The default-address case synthesizes the stacks inside its own time.
describe("the deployed /config.json's branding", { timeout: 60_000 }, () => {
  const { config, mailSettings } = deployed({
    brokerageName: 'Maple Leaf Realty Ltd., Brokerage',
    brokerageAddress: '200 Sample Avenue, Unit 5, Mississauga, ON L5B 0A2',
    contactEmail: 'privacy@maple.example',
  });

  it('carries the brokerage name, mailing address and contact address given as -c context', () => {
    expect(config.brokerageName).toBe('Maple Leaf Realty Ltd., Brokerage');
    expect(config.brokerageAddress).toBe('200 Sample Avenue, Unit 5, Mississauga, ON L5B 0A2');
    expect(config.contactEmail).toBe('privacy@maple.example');
  });

  it('falls back to the defaults for what the context leaves out', () => {
    expect(config.productName).toBe(webConfigDefaults.productName);
    expect(config.brokerageUrl).toBe(webConfigDefaults.brokerageUrl);
  });

  it("falls back to the default mailing address without -c brokerageAddress, in config.json and the mail's", () => {
    const { config: plain, mailSettings: plainMail } = deployed({});

    expect(plain.brokerageAddress).toBe(webConfigDefaults.brokerageAddress);
    expect(plainMail.BROKERAGE_ADDRESS).toBe(webConfigDefaults.brokerageAddress);
  });

  it("gives the functions the same names for the e-mails' sender and footer", () => {
    expect(mailSettings).toMatchObject({
      BROKERAGE_NAME: 'Maple Leaf Realty Ltd., Brokerage',
      BROKERAGE_ADDRESS: '200 Sample Avenue, Unit 5, Mississauga, ON L5B 0A2',
      CONTACT_EMAIL: 'privacy@maple.example',
      PRODUCT_NAME: webConfigDefaults.productName,
      BROKERAGE_URL: webConfigDefaults.brokerageUrl,
    });
  });
});

/** The admin's 'Google Analytics' button opens a configured report, and is hidden without one (DECISIONS row 16). */
// Each case synthesizes the stacks (seconds on a busy machine), inside the test's own time.
describe("the deployed /config.json's googleAnalyticsUrl", { timeout: 60_000 }, () => {
  it('carries the URL given as -c googleAnalyticsUrl', () => {
    const { config } = deployed({ googleAnalyticsUrl: 'https://analytics.google.com/analytics/web/#/p123/reports' });

    expect(config.googleAnalyticsUrl).toBe('https://analytics.google.com/analytics/web/#/p123/reports');
  });

  it('leaves it out when no URL is given, so the button stays hidden', () => {
    const { config } = deployed({});

    expect(config).not.toHaveProperty('googleAnalyticsUrl');
  });

  it('refuses at synth a value that is not an http(s) URL', () => {
    expect(() => deployed({ googleAnalyticsUrl: 'javascript:alert(1)' })).toThrow(/googleAnalyticsUrl/);
  });
});

/** Annual reports' print requests go to the brokerage's print desk (DECISIONS row 23, issue 17). */
describe("the print desk's address", { timeout: 60_000 }, () => {
  const homeValueEnv = (context: Record<string, unknown>) => {
    const { stateless } = buildStacks(testApp({ context }));
    const fn =
      Template.fromStack(stateless).toJSON().Resources[logicalId(stateless.functions.get('home-value')!.function)];
    return fn.Properties.Environment.Variables as Record<string, unknown>;
  };

  it('reaches the home-value service as given with -c printDeskEmail', () => {
    expect(homeValueEnv({ printDeskEmail: 'print@maple.example' }).PRINT_DESK_EMAIL).toBe('print@maple.example');
  });

  it("is cdk.json's default without one", () => {
    expect(homeValueEnv({}).PRINT_DESK_EMAIL).toBe('print-desk@example.com');
  });

  it('refuses at synth a value that is not an e-mail address', () => {
    expect(() => homeValueEnv({ printDeskEmail: 'print desk at maple' })).toThrow(/printDeskEmail/);
  });

  it('warns at synth that print requests reach no one while it is the example.com default', () => {
    const warningsOf = (context: Record<string, unknown>) => synthWarnings(context, 'printDeskEmail');
    expect(warningsOf({})).toEqual([expect.stringContaining('will not reach anyone')]);
    expect(warningsOf({ printDeskEmail: 'print@maple.example' })).toEqual([]);
  });
});

/**
 * A signed-in user with no agent (staff, a client whose agent left) asks for a showing: the
 * request goes to the brokerage's showing desk (ops review 74 M3: no deployment could set it, so
 * such requests went to showings@example.com, bounced, and suppressed the address for good).
 */
describe("the showing desk's address", { timeout: 60_000 }, () => {
  const propertyEnv = (context: Record<string, unknown>) => {
    const { stateless } = buildStacks(testApp({ context }));
    const fn =
      Template.fromStack(stateless).toJSON().Resources[logicalId(stateless.functions.get('property')!.function)];
    return fn.Properties.Environment.Variables as Record<string, unknown>;
  };

  it('reaches the property service as given with -c showingDeskEmail', () => {
    expect(propertyEnv({ showingDeskEmail: 'desk@maple.example' }).SHOWING_DESK_EMAIL).toBe('desk@maple.example');
  });

  it('refuses at synth a value that is not an e-mail address', () => {
    expect(() => propertyEnv({ showingDeskEmail: 'the front desk' })).toThrow(/showingDeskEmail/);
  });

  it('warns at synth that such requests reach no one while it is the example.com default', () => {
    const warningsOf = (context: Record<string, unknown>) => synthWarnings(context, 'showingDeskEmail');
    expect(warningsOf({})).toEqual([expect.stringContaining('will not reach anyone')]);
    expect(warningsOf({ showingDeskEmail: 'desk@maple.example' })).toEqual([]);
  });
});

describe("the brokerage's mailing address", { timeout: 60_000 }, () => {
  it("warns at synth while every mail's footer would give the example mailing address", () => {
    const warningsOf = (context: Record<string, unknown>) => synthWarnings(context, 'brokerageAddress');
    expect(warningsOf({})).toEqual([expect.stringContaining("every e-mail's footer")]);
    expect(warningsOf({ brokerageAddress: '1 Maple Lane, Toronto, ON M4M 1A1' })).toEqual([]);
  });
});
