import { invitationTokenPattern } from '@shared/auth-invitation';
import { normalizedEmail } from '@shared/validation/rules';
import { emailFromParam } from './email-param';

/** What an invitation link (`/sign-in?e={email}&i={token}`, DECISIONS row 33) hands the page. */
export interface InvitationLink {
  email: string;
  token: string;
}

/**
 * The link's address and token, or undefined when either is missing or is not one. The token
 * belongs to that address only: the page sends it for no other.
 */
export function invitationFromLink(e: string | undefined, i: string | undefined): InvitationLink | undefined {
  const email = emailFromParam(e);
  const token = i?.trim();
  return email && token && invitationTokenPattern.test(token) ? { email, token } : undefined;
}

/** The link's token if `email` is the address it was made for. */
export function invitationTokenFor(link: InvitationLink | undefined, email: string): string | undefined {
  const address = normalizedEmail(email);
  return link && address && address === normalizedEmail(link.email) ? link.token : undefined;
}
