import { isRecord, isText, readStored, writeStored } from '../../lib/stored-value';

/**
 * The claim of a valuation made anonymously in this browser (DECISIONS row 7): kept until its
 * owner signs in, then sent once. Read on every page (the root route claims it), so kept apart
 * from the valuation flow's other stored states.
 */
export interface PendingClaim {
  id: string;
  claimSecret: string;
}

const claimKey = 'homeValuation.claim';

export function isPendingClaim(value: unknown): value is PendingClaim {
  return isRecord(value) && isText(value.id) && isText(value.claimSecret);
}

export const pendingClaim = () => readStored(localStorage, claimKey, isPendingClaim);
export const rememberClaim = (claim: PendingClaim) => writeStored(localStorage, claimKey, claim);
export const forgetClaim = () => writeStored(localStorage, claimKey, undefined);
