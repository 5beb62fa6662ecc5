/**
 * `GET /homevalue/agent/homes`' wire types (issue 29): the agent's contacts' homes, with only what
 * Today's home reasons need. Plain types, free of zod (as types.ts).
 */

/** The most homes `GET /homevalue/agent/homes` answers (newest valuations first); `truncated` says when more were owned. */
export const agentHomesLimit = 5000;

/** `GET /homevalue/agent/homes`: one owned valuation, with only what Today's home reasons need (issue 29). */
export interface AgentHome {
  valuationId: string;
  /** The owner (the agent's contact). */
  userId: string;
  address: string;
  createdAt: string;
  /** The model's value today. */
  value: number;
  confirmed: boolean;
  confirmedValue?: number;
  /** `YYYY-MM-DD`: the owner's purchase, or the listing's last sale. */
  lastPurchaseDate?: string;
  lastPurchasePrice?: number;
}

export interface AgentHomes {
  items: AgentHome[];
  /** More valuations were owned than `agentHomesLimit`: the newest were answered. */
  truncated?: true;
}
