/**
 * The annual reports' cache key prefix, here so that home-valuation can clear the reports
 * (they copy the valuation's figures) without importing the annual-reports feature.
 */
export const annualReportsKeyPrefix = ['annual-reports'] as const;
