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
  /**
   * A valuation's annual report of a (Toronto) calendar year: the key itself is the rule of one
   * report per valuation and year, kept by one conditional put (dynalite has no transactions).
   */
  report: (valuationId: string, year: number) => ({ PK: `HV#${valuationId}`, SK: `REPORT#${year}` }),
  /** A report id, pointing at its valuation and year (the calls name reports by id). */
  reportId: (id: string) => ({ PK: `REPORT#${id}`, SK: 'REPORT' }),
} as const;

export const homeValueSortPrefixes = { history: 'H#', report: 'REPORT#' } as const;
export const valuationSortKey = 'VALUATION';

/**
 * The partitions of GSI3, the index of every valuation: a valuation's is a hash of its id, so the
 * daily revaluation's writes spread over them (one partition takes about 1,000 writes a second).
 */
export const valuationShards = 8;

/** A valuation's GSI3 partition, 0 to `valuationShards` − 1 (FNV-1a of its id). */
export function valuationShardOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % valuationShards;
}

/** GSI3's partition `shard` of the valuations. */
export const valuationsPartition = (shard: number) => `VALUATIONS#${shard}`;

/** A day's history point is kept this many days, then expires (unless `keptHistoryPoint`). */
export const dailyHistoryDays = 400;

/**
 * Whether a history point is kept for good: the 1st of a month (the line of the years before the
 * last `dailyHistoryDays` is monthly) and the valuation's first point (its starting value).
 */
export const keptHistoryPoint = (day: string, first: boolean) => first || day.endsWith('-01');

/** The index keys of a valuation (README.md's table). */
export const homeValueIndexKeys = {
  /**
   * GSI3 (sparse): every valuation, and nothing else, in `valuationShards` partitions: the daily
   * jobs and the admin's overview read the valuations without scanning their history points.
   */
  every: (id: string) => ({ GSI3PK: valuationsPartition(valuationShardOf(id)), GSI3SK: id }),
  /** GSI1: an owner's valuations, newest last; `ANON` holds the unclaimed anonymous ones. */
  byOwner: (ownerId: string | undefined, createdAt: string, id: string) => ({
    GSI1PK: ownerId ? `OWNER#${ownerId}` : 'ANON',
    GSI1SK: `${createdAt}#${id}`,
  }),
  /** GSI2 (sparse): the confirmation requests (DECISIONS row 6), while they await review (review-request.ts). */
  request: (requestedAt: string, id: string) => ({ GSI2PK: 'REQUEST', GSI2SK: `${requestedAt}#${id}` }),
  /** GSI1: a contact's annual reports (the owner of the valuation when it was made), newest last. */
  reportsOfOwner: (ownerId: string, createdAt: string, id: string) => ({
    GSI1PK: `REPORTS#${ownerId}`,
    GSI1SK: `${createdAt}#${id}`,
  }),
  /** GSI2: every annual report, newest last (the agent's and admin's lists). */
  reports: (createdAt: string, id: string) => ({ GSI2PK: 'REPORTS', GSI2SK: `${createdAt}#${id}` }),
} as const;

/** The model artifact's objects in the photos bucket, under a prefix CloudFront never serves. */
export const valuationModelObjects = {
  prefix: 'index/valuation/',
  pointer: () => 'index/valuation/current.json',
  artifact: (version: string) => `index/valuation/${version}.json.gz`,
} as const;
