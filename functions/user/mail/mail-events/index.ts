import type { Context, SNSEvent } from 'aws-lambda';
import { clock } from '../../../lib/clock';
import { createLogger } from '../../../lib/logger';
import { recordSesEvent, type RecordOutcome } from './record-event';
import { signalled } from '../../../lib/signals/signalled';

const logger = createLogger('mail-events');

/**
 * The SES event handler (README.md here): subscribed to the SNS topic that the configuration
 * set publishes every send, delivery, open, click, bounce, complaint, reject and rendering
 * failure to. Each record is recorded on its own; a record that is not an SES event is
 * logged and skipped, and only a storage failure fails the invocation. SNS invokes the
 * function asynchronously: Lambda runs a failed invocation twice more, then hands the event
 * to the function's dead-letter queue, where an alarm tells the operators (docs/operations.md).
 */
export const handler = signalled(
  { Function: 'ses-events' },
  async (event: SNSEvent, context?: Context): Promise<RecordOutcome[]> => {
    if (context) logger.addContext(context);
    const records = Array.isArray(event?.Records) ? event.Records : [];
    if (records.length === 0) logger.warn('An invocation without SNS records was skipped');
    const outcomes: RecordOutcome[] = [];
    let failure: unknown;
    for (const record of records) {
      const message = record?.Sns?.Message;
      if (typeof message !== 'string') {
        logger.warn('An SNS record without a message was skipped');
        outcomes.push({ skipped: 'no message' });
        continue;
      }
      try {
        outcomes.push(await recordSesEvent(message, clock.now()));
      } catch (error) {
        logger.error(
          'An SES event could not be recorded; Lambda retries the invocation, then keeps it in the dead-letter queue',
          { error },
        );
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return outcomes;
  },
);
