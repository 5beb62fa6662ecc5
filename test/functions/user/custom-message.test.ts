import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { webConfigDefaults } from '@shared/web-config';
import { env } from '../../../functions/lib/env';
import { codeMail, cognitoEmailMessageLimit } from '../../../functions/user/accounts/code-mails';
import { handler } from '../../../functions/user/accounts/triggers/custom-message';

/**
 * The user pool's custom message trigger (QA 64 M2): Cognito's code e-mails in the product's
 * words, each saying what its code is for and what to do when the reader did not ask for it.
 */
const codeParameter = '{####}';
const usernameParameter = '{username}';

function event(triggerSource: string): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_pool',
    userName: 'a1b2c3',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'web-client' },
    triggerSource,
    request: {
      userAttributes: { email: 'hannah.lee@example.com', name: 'Hannah Lee' },
      codeParameter,
      linkParameter: '{##Click here##}',
      usernameParameter: triggerSource === 'CustomMessage_AdminCreateUser' ? usernameParameter : null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

/** What the reader reads: the body's text, without markup. */
const readable = (html: string) =>
  html
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const occurrences = (text: string, part: string) => text.split(part).length - 1;

async function mailFor(triggerSource: string) {
  const { response } = await handler(event(triggerSource));
  return { subject: String(response.emailSubject), html: String(response.emailMessage) };
}

describe('the custom message trigger: the sign-up verification code', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'])(
    '%s: names the product, holds the code once, says what it confirms and what to do if unasked',
    async (source) => {
      const { PRODUCT_NAME } = env();

      const { subject, html } = await mailFor(source);

      expect(subject).toBe(`Your ${PRODUCT_NAME} verification code`);
      expect(occurrences(html, codeParameter)).toBe(1);
      expect(readable(html)).toContain(
        `Welcome to ${PRODUCT_NAME}. To confirm your e-mail address and finish creating your account, enter this verification code: ${codeParameter}`,
      );
      expect(readable(html)).toContain(
        `If you did not create an account on ${PRODUCT_NAME}, you can ignore this e-mail`,
      );
    },
  );
});

describe('the custom message trigger: the password-reset code', () => {
  it('is a password reset, not "Verify your new account", and says the password stays if unasked', async () => {
    const { PRODUCT_NAME } = env();

    const { subject, html } = await mailFor('CustomMessage_ForgotPassword');

    expect(subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(occurrences(html, codeParameter)).toBe(1);
    expect(readable(html)).toContain(`reset the password of your ${PRODUCT_NAME} account`);
    expect(readable(html)).toContain('enter this code on the reset password page');
    expect(readable(html)).toContain(
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is',
    );
    expect(readable(html)).not.toMatch(/verify your new account/i);
  });
});

describe("the custom message trigger: a new address's code", () => {
  it.each(['CustomMessage_UpdateUserAttribute', 'CustomMessage_VerifyUserAttribute'])(
    '%s: asks to confirm the new address, which the account takes only with the code',
    async (source) => {
      const { PRODUCT_NAME } = env();

      const { subject, html } = await mailFor(source);

      expect(subject).toBe(`Confirm your new ${PRODUCT_NAME} e-mail address`);
      expect(occurrences(html, codeParameter)).toBe(1);
      expect(readable(html)).toContain(
        `To make this the e-mail address of your ${PRODUCT_NAME} account, enter this code`,
      );
      expect(readable(html)).toContain('the account keeps its current address');
      expect(readable(html)).toContain('If you did not ask for this, you can ignore this e-mail');
    },
  );
});

describe('the custom message trigger: an admin-made account (npm run first-admin)', () => {
  it('gives the user name and the temporary password, each once, and says what the first sign-in asks', async () => {
    const { PRODUCT_NAME } = env();

    const { subject, html } = await mailFor('CustomMessage_AdminCreateUser');

    expect(subject).toBe(`Your ${PRODUCT_NAME} account`);
    expect(occurrences(html, usernameParameter)).toBe(1);
    expect(occurrences(html, codeParameter)).toBe(1);
    expect(readable(html)).toContain(`User name ${usernameParameter} Temporary password ${codeParameter}`);
    expect(readable(html)).toContain('At your first sign-in you choose your own password');
    expect(readable(html)).toContain(`If you did not expect an account on ${PRODUCT_NAME}, you can ignore this e-mail`);
  });

  it("keeps Cognito's own message when the event gives no user name to place", async () => {
    const noUsername = () => {
      const given = event('CustomMessage_AdminCreateUser');
      given.request.usernameParameter = null;
      return given;
    };

    expect(await handler(noUsername())).toEqual(noUsername());
  });
});

describe('the custom message trigger: what every code e-mail shares', () => {
  it("is framed like the product's other mail: its name on top, the brokerage's footer", async () => {
    const { PRODUCT_NAME, BROKERAGE_NAME, BROKERAGE_ADDRESS, CONTACT_EMAIL } = env();

    const { html } = await mailFor('CustomMessage_SignUp');

    expect(html).toMatch(/^<!doctype html>/);
    expect(readable(html).trim().startsWith(PRODUCT_NAME)).toBe(true);
    expect(readable(html)).toContain(`${BROKERAGE_NAME} · ${BROKERAGE_ADDRESS}`);
    expect(readable(html)).toContain(CONTACT_EMAIL);
  });

  it('keeps within the 20,000 characters Cognito allows, with room for the code', async () => {
    for (const source of ['CustomMessage_SignUp', 'CustomMessage_ForgotPassword', 'CustomMessage_AdminCreateUser']) {
      expect((await mailFor(source)).html.length).toBeLessThan(cognitoEmailMessageLimit / 2);
    }
  });

  it('names the product the deployment is branded as', () => {
    const branding = { ...webConfigDefaults, productName: 'Lakeshore Homes', brokerageName: 'Lakeshore Realty Ltd.' };

    const mail = codeMail('CustomMessage_ForgotPassword', { code: codeParameter }, branding);

    expect(mail?.subject).toBe('Reset your Lakeshore Homes password');
    expect(readable(mail!.html)).toContain('your Lakeshore Homes account');
    expect(readable(mail!.html)).toContain('Lakeshore Realty Ltd.');
    expect(mail!.html).not.toContain(webConfigDefaults.productName);
  });

  it("leaves Cognito's message when the body would pass its limit, so the code still reaches the person", () => {
    const branding = { ...webConfigDefaults, brokerageAddress: 'x'.repeat(cognitoEmailMessageLimit) };

    expect(codeMail('CustomMessage_SignUp', { code: codeParameter }, branding)).toBeUndefined();
  });
});

describe('the custom message trigger: other messages', () => {
  it.each(['CustomMessage_Authentication', 'CustomMessage_SomethingNew'])(
    '%s: returns the event unchanged, for Cognito to word',
    async (source) => {
      expect(await handler(event(source))).toEqual(event(source));
    },
  );
});
