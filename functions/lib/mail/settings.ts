import { env } from '../env';
import type { MailSettings } from './render';

/**
 * Whose mail it is: the deployment's branding, as every e-mail of the product carries it (the
 * mail helper's, and the code e-mails Cognito sends through the custom message trigger, which
 * must not bundle the SES sender).
 */
export function mailSettings(): MailSettings {
  const { PRODUCT_NAME, BROKERAGE_NAME, BROKERAGE_ADDRESS, BROKERAGE_URL, CONTACT_EMAIL } = env();
  return {
    productName: PRODUCT_NAME,
    brokerageName: BROKERAGE_NAME,
    brokerageAddress: BROKERAGE_ADDRESS,
    brokerageUrl: BROKERAGE_URL,
    contactEmail: CONTACT_EMAIL,
  };
}
