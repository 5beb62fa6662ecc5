import { improvementSteps, type ImprovementStep } from '@shared/home-value/improvement-steps';
import type { LastListing, ReceiveUpdates, ValuationRequest, ValueExplanation } from '@shared/home-value/types';

/** Where the valued home is: what the address directory knew of its locationId. */
export interface ValuationLocation {
  /** The street address as the listings spell it (`88 Harbour Street`). */
  address: string;
  city: string;
  lat: number;
  lon: number;
  neighbourhoodId: string;
  /** The board's area (the price index's). */
  area: string;
}

/** A valuation as the table holds it (README.md "Valuation"). */
export interface ValuationRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The owner; absent while an anonymous valuation is unclaimed. */
  ownerId?: string;
  /** SHA-256 (hex) of the anonymous creator's claim secret; removed once claimed. */
  claimSecretHash?: string;
  shareToken: string;
  request: ValuationRequest;
  location: ValuationLocation;
  displayAddress: string;
  /** The address's last listing as stored (unmasked): masked per caller on the way out. */
  lastListing?: LastListing;
  /**
   * The size (sq ft, as the model reads it) the valuation was first given: its comparables are
   * found by it when no listing gives the home's size (valuing.ts `recordedSize`); an edit to
   * another type or to a size more than twice or half of it starts it again (`firstSizeAfterEdit`).
   * Absent when none was given yet, and on valuations made before it was kept until their first edit.
   */
  firstSize?: number;
  instanceValue: number;
  instanceValueDate: string;
  /** When the home's details (the request) last changed by an edit: a confirmation before it was of other facts. */
  detailsChangedAt?: string;
  /** What the home's own sale and the improvements did to `instanceValue` (shown to signed-in viewers). */
  explanation?: ValueExplanation;
  lowerRange: number;
  upperRange: number;
  confirmed: boolean;
  confirmedValue?: number;
  confirmedAt?: string;
  confirmedBy?: string;
  /**
   * The owner's work the confirmed value holds: the improvements on record, and what each added,
   * when the agent confirmed it (QA 63a L5, review 64: work entered since, even dated before, is in
   * no figure the agent saw). Absent on confirmations made before it was kept (`confirmedWorkOf`).
   */
  confirmedWork?: ImprovementStep[];
  /**
   * The stamp of the facts the agent confirmed (`factsStampOf`): an edit that brings the home back
   * to them clears `detailsChangedAt` (QA 76a L1: an improvement added, then removed, left the
   * confirmation said to be of other facts). Absent on confirmations made before it was kept.
   */
  confirmedFactsStamp?: string;
  agentNotes?: string;
  privateNotes?: string;
  receiveUpdates: ReceiveUpdates;
  discussionRequestedAt?: string;
  printRequestAt?: string;
  /** The last update e-mail's frequency and period (`weekly:2026-W21`, `monthly:2026-05`). */
  lastUpdatePeriod?: string;
  /** The (Toronto) day of the last update e-mail: the next is due in a later period. */
  lastMailedOn?: string;
  /** The value at the last update e-mail: the change the next one shows. */
  lastMailedValue?: number;
  version: number;
}

export type { ImprovementStep };

/** One point of the value history. */
export interface HistoryPoint {
  day: string;
  value: number;
  /**
   * What the owner's improvements known that day added to `value` (issue 25). The history
   * before the valuation existed is its first value carried back along the index, and each
   * improvement is taken out of the months before it was done. Absent on points written
   * before this was kept: the valuation's improvements now stand in.
   */
  improvements?: ImprovementStep[];
}

/** The day's history point of a value just made. */
export function historyPointOf(
  day: string,
  valued: { instanceValue: number; explanation?: ValueExplanation },
): HistoryPoint {
  const improvements = improvementSteps(valued.explanation);
  return { day, value: valued.instanceValue, ...(improvements.length > 0 && { improvements }) };
}
