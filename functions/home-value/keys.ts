/**
 * Every key of the home-value table, in one place (README.md here explains the design).
 * A valuation's partition holds the valuation and its daily value history.
 */
export const homeValueKeys = {
  valuation: (id: string) => ({ PK: `HV#${id}`, SK: 'VALUATION' }),
  /** One point of the value history a day (`YYYY-MM-DD`, Toronto): the daily job's. */
  history: (id: string, day: string) => ({ PK: `HV#${id}`, SK: `H#${day}` }),
  /** A share link's token, pointing at its valuation. */
  share: (token: string) => ({ PK: `SHARE#${token}`, SK: 'SHARE' }),
} as const;

export const homeValueSortPrefixes = { history: 'H#' } as const;
export const valuationSortKey = 'VALUATION';

/** The index keys of a valuation (README.md's table). */
export const homeValueIndexKeys = {
  /** GSI1: an owner's valuations, newest last; `ANON` holds the unclaimed anonymous ones. */
  byOwner: (ownerId: string | undefined, createdAt: string, id: string) => ({
    GSI1PK: ownerId ? `OWNER#${ownerId}` : 'ANON',
    GSI1SK: `${createdAt}#${id}`,
  }),
  /** GSI2 (sparse): the confirmation requests (DECISIONS row 6), while not confirmed. */
  request: (requestedAt: string, id: string) => ({ GSI2PK: 'REQUEST', GSI2SK: `${requestedAt}#${id}` }),
} as const;

/** The model artifact's objects in the photos bucket, under a prefix CloudFront never serves. */
export const valuationModelObjects = {
  prefix: 'index/valuation/',
  pointer: () => 'index/valuation/current.json',
  artifact: (version: string) => `index/valuation/${version}.json.gz`,
} as const;
