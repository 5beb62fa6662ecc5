import type { MailSettings } from '../../functions/lib/mail/render';

/** The brokerage a rendered test mail names in its frame (the mail render tests, unit and browser). */
export const testMailSettings: MailSettings = {
  productName: 'GTA Homes',
  brokerageName: 'Lakeshore Realty',
  brokerageAddress: '1 Example Road, Toronto, ON M5V 0A1',
  brokerageUrl: 'https://lakeshore.example',
  contactEmail: 'hello@lakeshore.example',
};
