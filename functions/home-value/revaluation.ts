import { isDeepStrictEqual } from 'node:util';
import { torontoDate } from '@shared/format/dates';
import { env } from '../lib/env';
import { ConflictError, UnprocessableError } from '../lib/errors';
import { MailOutcomeUnknownError, sendMail, type MailOutcome } from '../lib/mail/send';
import { mailLedger, valuationParty, type ValuationParty } from '../user/published';
import { updateDue, updatePeriod } from './update-periods';
import {
  anonymousValuationsBefore,
  deleteValuation,
  eachValuation,
  firstHistoryPoint,
  getValuation,
  putHistoryPoint,
  replaceValuation,
} from './valuation-repository';
import { historyPointOf, type ValuationRecord } from './valuation-record';
import { valuationUpdateMail } from './valuation-mails';
import { listedHomeOf, valueHome } from './valuing';
import { valuationEngine, type ValuationEngine } from './valuation-engine';

/** What a job run is given (functions/jobs/job.ts's context, as this service needs it). */
export interface RevaluationContext {
  now: Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/** An unclaimed anonymous valuation is kept this long (DECISIONS row 7). */
export const anonymousRetentionDays = 30;

const msPerDay = 86_400_000;

/** The fields a revaluation or an update e-mail changes. */
type Changes = Partial<
  Pick<
    ValuationRecord,
    | 'instanceValue'
    | 'instanceValueDate'
    | 'lowerRange'
    | 'upperRange'
    | 'explanation'
    | 'lastUpdatePeriod'
    | 'lastMailedOn'
    | 'lastMailedValue'
  >
>;

// By value: the explanation is an object, read back from the table as a new one each day.
const changesAnything = (record: ValuationRecord, changes: Changes) =>
  (Object.keys(changes) as (keyof Changes)[]).some((key) => !isDeepStrictEqual(record[key], changes[key]));

/**
 * Writes the changes on the stored valuation. When the owner changed it meanwhile, once more
 * on the fresh record; a valuation removed meanwhile is left removed. Answers the record as
 * stored, or undefined when it is gone.
 */
async function save(record: ValuationRecord, changes: Changes, now: Date): Promise<ValuationRecord | undefined> {
  let current: ValuationRecord | undefined = record;
  for (let attempt = 0; current; attempt += 1) {
    if (!changesAnything(current, changes)) return current;
    const updated: ValuationRecord = {
      ...current,
      ...changes,
      updatedAt: now.toISOString(),
      version: current.version + 1,
    };
    try {
      await replaceValuation(updated);
      return updated;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt > 0) throw error;
      current = await getValuation(record.id);
    }
  }
  return undefined;
}

/**
 * Today's value, range, date and explanation (an owned valuation's with its listing's last
 * sale, DECISIONS row 47), or nothing when the model cannot value the home any more.
 */
function revalue(engine: ValuationEngine, record: ValuationRecord, today: string): Changes {
  try {
    // An explanation that no longer holds (its purchase or improvements removed) goes.
    return {
      explanation: undefined,
      ...valueHome(engine, record.location, record.request, today, listedHomeOf(record)),
    };
  } catch (error) {
    if (error instanceof UnprocessableError) return {};
    throw error;
  }
}

export type MailResult = MailOutcome['status'] | 'failed' | 'unknown' | 'not-due' | 'no-mail';

export interface RunState {
  now: Date;
  today: string;
  siteUrl: string;
  log: RevaluationContext['log'];
  owners: Map<string, Promise<ValuationParty | undefined>>;
}

/**
 * The update e-mail when one is due (updateDue): to an owner who takes e-mail, branded with
 * their agent, at most once a period (its key is the valuation and the period). Sent, the
 * record notes the period, the day and the value mailed. An SES refusal is logged and left for
 * the next run: the helper gave the key back, and nothing on the record moved. When SES's
 * answer never came, or the key was taken before ('duplicate': such a send, or a run that
 * stopped between the claim and the record), the e-mail may or may not have gone: it is never
 * sent again, is logged as unknown, and only the period is noted, not the value or the day,
 * so the next e-mail's change is counted from the last one known to have gone out.
 */
async function mailUpdate(record: ValuationRecord, state: RunState): Promise<{ result: MailResult; changes: Changes }> {
  const frequency = record.receiveUpdates;
  const since = record.lastMailedOn ?? torontoDate(new Date(record.createdAt));
  if (!record.ownerId || frequency === 'none') return { result: 'no-mail', changes: {} };
  if (!updateDue(frequency, since, state.today)) return { result: 'not-due', changes: {} };
  const ownerId = record.ownerId;
  if (!state.owners.has(ownerId)) state.owners.set(ownerId, valuationParty(ownerId, state.now));
  const owner = await state.owners.get(ownerId)!;
  if (!owner?.receiveEmail) return { result: 'no-mail', changes: {} };

  const period = updatePeriod(frequency, state.today);
  const first = record.lastMailedValue === undefined ? await firstHistoryPoint(record.id) : undefined;
  const before =
    record.lastMailedValue !== undefined
      ? { value: record.lastMailedValue, day: since, mailed: true }
      : { value: first?.value ?? record.instanceValue, day: first?.day ?? since, mailed: false };
  const mail = valuationUpdateMail({
    record,
    owner,
    ownerId,
    frequency,
    period,
    before,
    today: state.today,
    siteUrl: state.siteUrl,
  });
  const unknown = (error?: unknown) => {
    state.log('Valuation update e-mail outcome unknown: it may have been sent, and is not sent again', {
      valuationId: record.id,
      period,
      ...(error !== undefined && { error: error instanceof Error ? error.message : String(error) }),
    });
    return { result: 'unknown' as const, changes: { lastUpdatePeriod: `${frequency}:${period}` } };
  };
  let outcome: MailOutcome;
  try {
    outcome = await sendMail(mailLedger, mail, state.now);
  } catch (error) {
    if (error instanceof MailOutcomeUnknownError) return unknown(error);
    state.log('Valuation update e-mail not sent; the next run tries again', {
      valuationId: record.id,
      period,
      error: error instanceof Error ? error.message : String(error),
    });
    return { result: 'failed', changes: {} };
  }
  if (outcome.status === 'suppressed') return { result: 'suppressed', changes: {} };
  if (outcome.status === 'duplicate') return unknown();
  return {
    result: outcome.status,
    changes: {
      lastUpdatePeriod: `${frequency}:${period}`,
      lastMailedOn: state.today,
      lastMailedValue: record.instanceValue,
    },
  };
}

/**
 * Deletes the anonymous valuations nobody claimed within 30 days (DECISIONS row 7), with
 * their history and share links.
 */
export async function deleteUnclaimed(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - anonymousRetentionDays * msPerDay).toISOString();
  let deleted = 0;
  for (const record of await anonymousValuationsBefore(cutoff)) {
    // The index may lag a claim by a moment: the stored record decides.
    const current = await getValuation(record.id);
    if (!current || current.ownerId || current.createdAt >= cutoff) continue;
    await deleteValuation(current);
    deleted += 1;
  }
  return deleted;
}

/** What the valuations of one run (or one queue message) came to. */
export interface RevaluationCounts {
  valuations: number;
  revalued: number;
  cannotValue: number;
  failed: number;
  mails: Partial<Record<MailResult, number>>;
}

export const noRevaluations = (): RevaluationCounts => ({
  valuations: 0,
  revalued: 0,
  cannotValue: 0,
  failed: 0,
  mails: {},
});

/** The state one run's (or one worker's) valuations share: the day, and the owners read so far. */
export function revaluationState(now: Date, log: RevaluationContext['log']): RunState {
  return { now, today: torontoDate(now), siteUrl: env().SITE_URL, log, owners: new Map() };
}

/**
 * One valuation valued again with the current model, counted in `counts`: today's point of its
 * history, the new value and range stored, and its update e-mail when one is due. Safe to run
 * twice on a day (a queue message delivered again): the same values change nothing on the
 * record, the day's point is replaced with the same value, and the e-mail's key (the valuation
 * and its period) is claimed already, so nothing is sent. A failure is counted and logged, not thrown.
 */
export async function revalueOne(
  engine: ValuationEngine,
  record: ValuationRecord,
  state: RunState,
  counts: RevaluationCounts,
): Promise<void> {
  counts.valuations += 1;
  try {
    const value = revalue(engine, record, state.today);
    if (value.instanceValue === undefined) counts.cannotValue += 1;
    const revalued = { ...record, ...value };
    const mail = await mailUpdate(revalued, state);
    counts.mails[mail.result] = (counts.mails[mail.result] ?? 0) + 1;
    const stored = await save(record, { ...value, ...mail.changes }, state.now);
    if (stored && value.instanceValue !== undefined) {
      await putHistoryPoint(record, historyPointOf(state.today, revalued));
      counts.revalued += 1;
    }
  } catch (error) {
    counts.failed += 1;
    state.log('Valuation not revalued', {
      valuationId: record.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * The daily revaluation (issue 13) in one process (`npm run job`; in AWS and under `npm start`
 * the planner and its queue workers do the same, revaluation-queue.ts): deletes the unclaimed
 * anonymous valuations past their 30 days; then values every valuation again with the current
 * model (`revalueOne`). A re-run on the same day writes the same points, changes no valuation
 * and sends nothing. One valuation's failure (an SES refusal, say) is logged and does not stop
 * the others.
 */
export async function runValuationRevaluation({ now, log }: RevaluationContext): Promise<Record<string, unknown>> {
  const deleted = await deleteUnclaimed(now);
  const state = revaluationState(now, log);
  const counts = noRevaluations();
  // Loaded with the first valuation: a stack without any (a fresh local start) skips the load.
  let loaded: ValuationEngine | undefined;
  let noModel = false;

  await eachValuation(async (page) => {
    if (page.length === 0 || noModel) return;
    const engine = (loaded ??= await valuationEngine());
    // Before the model's first training nothing could be valued, or was: nothing to do yet.
    if (!engine) {
      noModel = true;
      log('No valuation model yet: nothing revalued');
      return;
    }
    for (const record of page) await revalueOne(engine, record, state, counts);
  });
  return { today: state.today, deleted, ...counts };
}
