/**
 * An agent's own address as an SES sending identity (DECISIONS row 12, `POST
 * /verifySesIdentity/{id}`): verified, and the agent's mail is sent from it; pending until they
 * follow the link in Amazon's e-mail, and until then the product's address sends for them.
 */
export type SenderIdentityStatus = 'verified' | 'pending';

export interface SenderIdentity {
  email: string;
  status: SenderIdentityStatus;
  /**
   * While pending: the spec's message (document 2 §8). The My Profile card says its own words
   * instead (QA 64 M3: nobody was invited there).
   */
  message?: string;
  /**
   * This check had Amazon e-mail a link: the first one, or a new one for a link that expired
   * (FAILED). Without it, a pending answer's link is the one e-mailed before.
   */
  newLink?: true;
}

/**
 * How the agent's own address stands as the product last asked SES (`GET
 * /verifySesIdentity/{id}`): never asked, pending, or verified. My Profile's card reads it on
 * load, so a verified agent sees so without pressing anything.
 */
export interface SenderIdentityState {
  email: string;
  status: SenderIdentityStatus | 'not-asked';
}

export const senderIdentityMessages = {
  notVerified: 'Invite failed. Agent email is not verified by Amazon AWS. Please check email from Amazon Web Services.',
} as const;
