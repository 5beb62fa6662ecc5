import type { MailBlock } from '../../lib/mail/message';
import { renderMail, type MailSettings } from '../../lib/mail/render';

/**
 * The e-mails Cognito sends itself (QA 64 M2): a sign-up's verification code, a password reset's
 * code, a new address's code and an admin-made account's temporary password. Cognito sends them
 * through SES from the product's address (infra/constructs/user-auth.ts); the custom message
 * trigger (triggers/custom-message.ts) words them here, with the same HTML frame and footer as
 * the product's other mail (functions/lib/mail/render.ts). Cognito puts the code where its
 * placeholder (`codeParameter`, `{####}`) is, and the user name where `usernameParameter` is.
 */

/** Where Cognito writes the code and, for an admin-made account, the user name. */
export interface CodePlaceholders {
  code: string;
  /** Only Cognito's AdminCreateUser event has one. */
  username?: string | null;
}

export interface CodeMail {
  subject: string;
  html: string;
}

/** Cognito's own limit on a custom message's e-mail body, the code included (UTF-8 characters). */
export const cognitoEmailMessageLimit = 20_000;
/**
 * Room for what Cognito writes in place of the placeholders: a code of 6 digits, a temporary
 * password, an e-mail address as user name (at most 254 characters).
 */
const substitutionRoom = 512;

/** The trigger sources worded here; any other (an MFA code, which this pool has none of) keeps Cognito's. */
export type CodeMailSource =
  | 'CustomMessage_SignUp'
  | 'CustomMessage_ResendCode'
  | 'CustomMessage_ForgotPassword'
  | 'CustomMessage_UpdateUserAttribute'
  | 'CustomMessage_VerifyUserAttribute'
  | 'CustomMessage_AdminCreateUser';

type Wording = (
  product: string,
  placeholders: { code: string; username: string },
) => {
  subject: string;
  blocks: MailBlock[];
};

const signUpCode: Wording = (product, { code }) => ({
  subject: `Your ${product} verification code`,
  blocks: [
    {
      paragraph: `Welcome to ${product}. To confirm your e-mail address and finish creating your account, enter this verification code:`,
    },
    { heading: code },
    {
      paragraph: `If you did not create an account on ${product}, you can ignore this e-mail: without this code, no account is confirmed with your address.`,
    },
  ],
});

// Sent to the new address, which the account takes only once its code is entered (keepOriginal).
const newAddressCode: Wording = (product, { code }) => ({
  subject: `Confirm your new ${product} e-mail address`,
  blocks: [
    { paragraph: `To make this the e-mail address of your ${product} account, enter this code where you changed it:` },
    { heading: code },
    {
      paragraph: `Until the code is entered, the account keeps its current address. If you did not ask for this, you can ignore this e-mail: without the code, your address is not added to any account.`,
    },
  ],
});

const words: Record<CodeMailSource, Wording> = {
  CustomMessage_SignUp: signUpCode,
  // Asked for again from the verification page: the same words, with the new code.
  CustomMessage_ResendCode: signUpCode,
  CustomMessage_ForgotPassword: (product, { code }) => ({
    subject: `Reset your ${product} password`,
    blocks: [
      {
        paragraph: `We received a request to reset the password of your ${product} account. To choose a new password, enter this code on the reset password page:`,
      },
      { heading: code },
      {
        paragraph:
          'If you did not ask for this, you can ignore this e-mail: your password stays as it is, and nobody can reset it without this code. Do not share it.',
      },
    ],
  }),
  CustomMessage_UpdateUserAttribute: newAddressCode,
  CustomMessage_VerifyUserAttribute: newAddressCode,
  // The first admin's account (npm run first-admin, infra/tools/first-admin.ts): Cognito mails
  // the temporary password that the first sign-in replaces.
  CustomMessage_AdminCreateUser: (product, { code, username }) => ({
    subject: `Your ${product} account`,
    blocks: [
      { paragraph: `An account on ${product} was made for you. Sign in with:` },
      {
        details: [
          ['User name', username],
          ['Temporary password', code],
        ],
      },
      {
        paragraph:
          'At your first sign-in you choose your own password. The temporary password works for 7 days; after that, ask the administrator who made your account to send a new one.',
      },
      { paragraph: `If you did not expect an account on ${product}, you can ignore this e-mail.` },
    ],
  }),
};

/** Whether this trigger source is one of the e-mails worded here. */
export const isCodeMailSource = (source: string): source is CodeMailSource => Object.hasOwn(words, source);

/**
 * The subject and HTML body of one of Cognito's code e-mails, or undefined to leave Cognito's
 * own: for a source not worded here, or when the body would break Cognito's rules for a custom
 * message (it must hold the code's placeholder, and the user name's for AdminCreateUser; at most
 * 20,000 characters once they are filled in), which would cost the person their code. Each
 * placeholder is written once: cognito-local fills in only the first.
 */
export function codeMail(source: string, placeholders: CodePlaceholders, settings: MailSettings): CodeMail | undefined {
  if (!isCodeMailSource(source)) return undefined;
  const { code } = placeholders;
  const username = placeholders.username ?? '';
  const needsUsername = source === 'CustomMessage_AdminCreateUser';
  if (needsUsername && !username) return undefined;
  const { subject, blocks } = words[source](settings.productName, { code, username });
  const { html } = renderMail({ subject, blocks }, settings);
  const once = (placeholder: string) => html.split(placeholder).length === 2;
  if (!once(code) || (needsUsername && !once(username))) return undefined;
  if (html.length + substitutionRoom > cognitoEmailMessageLimit) return undefined;
  return { subject, html };
}
