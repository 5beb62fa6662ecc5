import * as z from 'zod';
import { torontoDate } from '@shared/format/dates';
import { clock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { queuePort } from '../lib/queue/queue';
import { queueWorker, type QueueWorker } from '../lib/queue/worker';
import { recordMetric } from '../lib/signals/signals';
import { isCurrentArtifact } from './artifact';
import { getArtifactPointer } from './artifact-repository';
import {
  deleteUnclaimed,
  noRevaluations,
  revaluationState,
  revalueOne,
  type RevaluationContext,
  type RevaluationCounts,
} from './revaluation';
import { valuationEngine } from './valuation-engine';
import { eachValuationId, getValuation } from './valuation-repository';

/** The revaluation's queue (functions/jobs/jobs.ts), and how many valuations one message carries. */
export const revaluationQueue = 'valuation-revaluation';
const valuationsPerMessage = 10;

/** One message: a few valuations to value again. */
export const revaluationMessageSchema = z.object({
  valuationIds: z.array(z.string().min(1)).min(1).max(50),
});
export type RevaluationMessage = z.infer<typeof revaluationMessageSchema>;

const logger = /* @__PURE__ */ createLogger('valuation-revaluation-worker');

/**
 * The revaluation's planner (the job's scheduled run): the unclaimed anonymous valuations past
 * their 30 days deleted, as the one-process run does, then every valuation's id queued, 10 a
 * message, for the workers (`revaluationWorker`). Before the model's first training (no
 * artifact of this code's version) nothing is queued: nothing could be valued.
 */
export async function planRevaluation({ now, log }: RevaluationContext): Promise<Record<string, unknown>> {
  const today = torontoDate(now);
  const deleted = await deleteUnclaimed(now);
  const pointer = await getArtifactPointer();
  const ids: string[] = [];
  await eachValuationId(async (page) => {
    ids.push(...page);
  });
  if (ids.length > 0 && !(pointer && isCurrentArtifact(pointer))) {
    log('No valuation model yet: nothing revalued');
    return { today, deleted, valuations: 0, messages: 0 };
  }
  const messages: RevaluationMessage[] = [];
  for (let i = 0; i < ids.length; i += valuationsPerMessage) {
    messages.push({ valuationIds: ids.slice(i, i + valuationsPerMessage) });
  }
  if (messages.length > 0) await queuePort().send(revaluationQueue, messages);
  log('Revaluation queued', { valuations: ids.length, messages: messages.length });
  return { today, deleted, valuations: ids.length, messages: messages.length };
}

export interface RevaluationWorkerOptions {
  /** Epoch ms: no valuation starts after it (the Lambda's timeout less a margin); the rest come back later. */
  deadline?: () => number;
}

/**
 * The revaluation queue's worker: each valuation of a message read afresh (one deleted since
 * the plan is passed over) and valued again as the one-process run does (`revalueOne`, with the
 * injected clock's day). A message delivered twice changes nothing the second time: the same
 * values, the same day's point, the e-mail's key already claimed. A valuation that failed
 * fails its message once the others are done: the message comes back, the ones done are
 * no-ops, and after `maxReceiveCount` tries it goes to the dead-letter queue, whose alarm says
 * to redrive it (docs/operations.md). No model yet: the message fails and comes back.
 */
export function revaluationWorker(options: RevaluationWorkerOptions = {}): QueueWorker {
  return queueWorker(
    (body) => revaluationMessageSchema.parse(body),
    async ({ body }) => {
      const engine = await valuationEngine();
      if (!engine) throw new Error('No valuation model of this version yet');
      const state = revaluationState(clock.now(), (message, details) => logger.warn(message, details ?? {}));
      const counts: RevaluationCounts = noRevaluations();
      let stopped = false;
      for (const id of body.valuationIds) {
        stopped = options.deadline !== undefined && Date.now() >= options.deadline();
        if (stopped) break;
        const record = await getValuation(id);
        if (record) await revalueOne(engine, record, state, counts);
      }
      recordMetric('jobItems', counts.valuations - counts.failed);
      logger.info('Valuations revalued', { ...counts, stopped });
      if (stopped) return 'stop';
      if (counts.failed > 0) {
        recordMetric('jobFailures', counts.failed);
        throw new Error(`${counts.failed} of ${body.valuationIds.length} valuations not revalued`);
      }
      return 'done';
    },
    (record, error) => logger.error('Revaluation message failed', { messageId: record.messageId, error }),
  );
}
