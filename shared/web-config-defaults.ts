/**
 * What the site says about whose it is, when `/config.json` does not say: the product, the
 * brokerage that offers it (the footer, About and Privacy pages speak as the brokerage) and
 * the address that answers questions about them, privacy included.
 *
 * A module of its own, without zod: the browser reads these on every first load, and an
 * import of `web-config.ts` would bring its schema, and zod with it (~23 KB gzipped), into
 * the entry chunk (a module-level `z.object(...)` call cannot be tree-shaken).
 */
export const webConfigDefaults = {
  productName: 'GTA Homes',
  brokerageName: 'GTA Homes Realty Inc., Brokerage',
  brokerageUrl: 'https://www.gtahomes.example',
  contactEmail: 'privacy@gtahomes.example',
} as const;
