/*
 * The `code`s of the user service's error answers (shared/api-error.ts), where the screen acts on
 * which refusal it met. Ours, not the spec's. Constants only: the web imports this file without
 * the contract's schemas.
 */

/**
 * `POST /invite/{id}/name`'s 404: the link's token is not the address's invitation's current one
 * (resent, expired, used, another's, or the address has none), so a sign-up with it would be
 * refused. It tells the sign-up form this answer from the gateway's own 404 (`{"message":"Not
 * Found"}`, a route not mounted yet), which says nothing of the link.
 */
export const invitationLinkRefusedCode = 4040;
