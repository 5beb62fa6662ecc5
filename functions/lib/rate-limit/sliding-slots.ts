import { RateLimitedError } from '../errors';

/**
 * "At most `limit` in any `windowSeconds`", exactly (DECISIONS row 46's three invitation e-mails
 * to one address in 24 hours): a fixed window would let twice the limit through across its edge.
 * Each counted key has `limit` slots, each holding the time it was last taken; a request takes a
 * slot whose time is older than the window, by one conditional write, so two instances can never
 * take the same slot, and the limit holds in every window. Over it, RateLimitedError (429).
 */
export interface SlotRule {
  /** The slots' name: two rules with one bucket share them. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface SlotClaim {
  bucket: string;
  callerKey: string;
  slot: number;
  /** Epoch ms the slot is taken at. */
  at: number;
  /** The slot is free when its time is at or before this (epoch ms): one window ago. */
  freeUpTo: number;
  /** Epoch seconds after which the store may forget the slot (the table's TTL). */
  expiresAt: number;
}

/** The store of the slots, shared by every instance: the user table (functions/user/rate-limits/rate-limit-repository.ts). */
export interface SlotStore {
  /** Takes the slot if it is free; false when another request holds it within the window. */
  claim(claim: SlotClaim): Promise<boolean>;
  /** Frees a slot this request took (at `at`), so that a request that sent nothing is not counted. */
  release(claim: Pick<SlotClaim, 'bucket' | 'callerKey' | 'slot' | 'at'>): Promise<void>;
}

/** Takes a slot for `callerKey` or refuses with `message`; answers how to give it back. */
export async function takeSlot(
  store: SlotStore,
  rule: SlotRule,
  callerKey: string,
  now: Date,
  message: string,
): Promise<() => Promise<void>> {
  const at = now.getTime();
  const windowMs = rule.windowSeconds * 1000;
  for (let slot = 0; slot < rule.limit; slot += 1) {
    const claim = {
      bucket: rule.bucket,
      callerKey,
      slot,
      at,
      freeUpTo: at - windowMs,
      expiresAt: Math.ceil((at + windowMs) / 1000),
    };
    if (await store.claim(claim)) return () => store.release(claim);
  }
  throw new RateLimitedError(message);
}
