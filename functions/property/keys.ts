/**
 * Every key of the property table, in one place (README.md here explains the design).
 * Months are `YYYY-MM` in Toronto.
 */
export const propertyKeys = {
  neighbourhood: (id: string) => ({ PK: `NB#${id}`, SK: 'NEIGHBOURHOOD' }),
  listing: (mls: string) => ({ PK: `L#${mls}`, SK: 'LISTING' }),
  /** The sold report of one area and month; area is `NB#{id}`, `CM#{community}` or `GTA`. */
  soldReport: (area: string, month: string) => ({ PK: `SR#${area}`, SK: month }),
  /** Per neighbourhood and type sales and average price for one month (`/soldreports/neighbourhoods`). */
  neighbourhoodSales: (month: string) => ({ PK: 'SR#ALL', SK: month }),
  jobState: (job: string) => ({ PK: `JOB#${job}`, SK: 'STATE' }),
} as const;

/** GSI1: all neighbourhoods, by community. */
export const allNeighbourhoods = () => ({ GSI1PK: 'NEIGHBOURHOODS' });
/** GSI1 (second use): the sales of one neighbourhood in one month, by sold date. */
export const neighbourhoodSoldMonth = (neighbourhoodId: string, month: string) => ({
  GSI1PK: `NBS#${neighbourhoodId}#${month}`,
});
