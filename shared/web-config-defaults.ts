/**
 * What the site says about whose it is, when `/config.json` does not say: the product, the
 * brokerage that offers it (the footer, About and Privacy pages speak as the brokerage) and
 * the address that answers questions about them, privacy included. The mailing address is the
 * brokerage's postal one, which Canada's anti-spam law (CASL) requires in every commercial e-mail
 * beside an e-mail or web address; the default, like the others, is fictional.
 *
 * A module of its own, without zod: the browser reads these on every first load, and an
 * import of `web-config.ts` would bring its schema, and zod with it (~23 KB gzipped), into
 * the entry chunk (a module-level `z.object(...)` call cannot be tree-shaken).
 */
export const webConfigDefaults = {
  productName: 'GTA Homes',
  brokerageName: 'GTA Homes Realty Inc., Brokerage',
  brokerageAddress: '100 Example Street, Suite 200, Toronto, ON M5V 0A1',
  brokerageUrl: 'https://www.gtahomes.example',
  contactEmail: 'privacy@gtahomes.example',
} as const;
