/** The keys of the web-analytics slice's items in the user table (functions/user/README.md "The user table"). */
export const analyticsKeys = {
  /**
   * First-party web analytics (web-analytics/): the day's visitor salt (deleted after 48 hours),
   * a visitor seen on a day (the salted hash, never an address), a browser session's state
   * between its page views, and the per-day and per-month rollups the dashboard reads.
   */
  analyticsSalt: (day: string) => ({ PK: `ASALT#${day}`, SK: 'SALT' }),
  analyticsVisitor: (day: string, visitorHash: string) => ({ PK: `AVISITOR#${day}#${visitorHash}`, SK: 'VISITOR' }),
  analyticsSession: (sessionKey: string) => ({ PK: `ASESSION#${sessionKey}`, SK: 'SESSION' }),
  analyticsRollup: (period: 'DAY' | 'MONTH', value: string) => ({ PK: `AROLLUP#${period}#${value}`, SK: 'ROLLUP' }),
} as const;
