import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * The worker side, as Lambda's SQS event source calls it: a batch in, the ids of the messages
 * that failed out (`reportBatchItemFailures`). A failed message comes back after its visibility
 * timeout; after `maxReceiveCount` receives it goes to the dead-letter queue. The others are
 * deleted. A unit of work must be safe to run twice: a redelivered message finds its claim.
 */
export type QueueWorker = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/** What a worker gets for one message: its parsed body and how many times it was received. */
export interface QueueMessage<T> {
  body: T;
  receiveCount: number;
  messageId: string;
}

/**
 * A worker from a function of one message: messages are handled one after the other, in
 * order; a message whose handler throws (or whose body does not parse) is reported failed, the
 * rest of the batch still runs. `stop` (e.g. a Lambda near its timeout, SES throttling) fails
 * every message not yet handled, so they come back later rather than being lost.
 */
export function queueWorker<T>(
  parse: (body: unknown) => T,
  handle: (message: QueueMessage<T>) => Promise<'done' | 'stop' | void>,
  onFailure: (record: SQSRecord, error: unknown) => void = () => undefined,
): QueueWorker {
  return async (event) => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    let stopped = false;
    for (const record of event.Records) {
      if (stopped) {
        failures.push({ itemIdentifier: record.messageId });
        continue;
      }
      try {
        const body = parse(JSON.parse(record.body));
        const receiveCount = Number(record.attributes.ApproximateReceiveCount) || 1;
        const result = await handle({ body, receiveCount, messageId: record.messageId });
        if (result === 'stop') {
          stopped = true;
          failures.push({ itemIdentifier: record.messageId });
        }
      } catch (error) {
        onFailure(record, error);
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
