/** The owner's agent, as valuations and e-mails are branded (document 3 §3). */
export interface AgentBranding {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  website?: string;
  logo?: string;
  headshot?: string;
}
