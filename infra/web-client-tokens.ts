/**
 * How long the web client's tokens live, in AWS and on the local stack alike (cognito-local
 * reads the same settings from the client). These are Cognito's defaults, written out so that
 * neither side drifts: the API takes the ID token (DESIGN "Access levels"), which the web
 * refreshes with the refresh token once it is past its hour (web/src/lib/auth-session.ts).
 */
export const webClientTokens = { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 } as const;
