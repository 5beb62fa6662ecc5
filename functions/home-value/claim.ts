import { timingSafeEqual } from 'node:crypto';
import { torontoDate } from '@shared/format/dates';
import type { HomeValuation } from '@shared/home-value/types';
import type { Caller } from '../lib/auth/caller';
import { ServiceUnavailableError, UnprocessableError } from '../lib/errors';
import { valuationNotFound } from './access';
import { getValuation, putHistoryPoint, replaceValuation } from './valuation-repository';
import { historyPointOf, type ValuationRecord } from './valuation-record';
import { feed, sha256 } from './valuations';
import { listedHomeOf, readyEngine, valueHome } from './valuing';
import { partyView } from './views';

/** The record's value today with its owner's facts, or undefined when the model cannot value it now. */
async function valueIfPossible(record: ValuationRecord, today: string) {
  try {
    return valueHome(await readyEngine(), record.location, record.request, today, listedHomeOf(record));
  } catch (error) {
    if (error instanceof UnprocessableError || error instanceof ServiceUnavailableError) return undefined;
    throw error;
  }
}

/**
 * `POST /homevalue/{id}/claim`: a signed-in caller takes an unclaimed anonymous valuation
 * with the secret its creation answered. A wrong secret, a claimed valuation or an unknown id
 * are the same 404. Once theirs, it is valued again with the listing's last sale, which a
 * visitor's value never used (DECISIONS row 47), and today's point of its history is that value.
 */
export async function claimValuation(id: string, secret: string, caller: Caller, now: Date): Promise<HomeValuation> {
  const record = await getValuation(id);
  if (!record || record.ownerId || !record.claimSecretHash) throw valuationNotFound();
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(record.claimSecretHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw valuationNotFound();
  const { claimSecretHash: _hash, explanation: _explanation, ...rest } = record;
  const owned = { ...rest, ownerId: caller.sub };
  // Now a signed-in owner's: valued again, with the listing's sale (DECISIONS row 47).
  const today = torontoDate(now);
  const revalued = await valueIfPossible(owned, today);
  const claimed: ValuationRecord = {
    ...owned,
    ...(revalued ?? (record.explanation && { explanation: record.explanation })),
    updatedAt: now.toISOString(),
    version: record.version + 1,
  };
  await replaceValuation(claimed);
  if (revalued) await putHistoryPoint(record, historyPointOf(today, claimed));
  await feed(caller.sub, 'create', claimed, now);
  return partyView(claimed, 'owner', now);
}
