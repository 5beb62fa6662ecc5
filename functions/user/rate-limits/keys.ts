/** The keys of the rate-limits slice's items in the user table (functions/user/README.md "The user table"). */
export const rateLimitKeys = {
  rateLimit: (bucket: string, callerKey: string, windowStart: string) => ({
    PK: `RATE#${bucket}#${callerKey}`,
    SK: windowStart,
  }),
} as const;
