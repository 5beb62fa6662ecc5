/** The keys of the invitations slice's items in the user table (functions/user/README.md "The user table"). */
export const invitationKeys = {
  invitation: (email: string) => ({ PK: `I#${email}`, SK: 'INVITE' }),
  waitlist: (email: string) => ({ PK: `W#${email}`, SK: 'WAITLIST' }),
  /** A contact import's progress (contact-import/): one item, updated as the job goes. */
  contactImport: (id: string) => ({ PK: `IMPORT#${id}`, SK: 'IMPORT' }),
} as const;

/** Their index keys, partition and sort key together: the repositories spread these into their items. */
export const invitationIndexKeys = {
  /** GSI1: an agent's people, an invited contact. */
  agentInvitation: (agentId: string, email: string) => ({ GSI1PK: `AGENT#${agentId}`, GSI1SK: `I#${email}` }),
  invitationByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SK: `I#${email}` }),
  waitlistByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email}`, GSI2SK: `W#${email}` }),
} as const;
