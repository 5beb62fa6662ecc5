import { SendMessageBatchCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { env } from '../env';
import { tracer } from '../signals/signals';
import type { QueuePort } from '../queue/queue-port';

/** SQS takes at most 10 messages per SendMessageBatch. */
const batchSize = 10;
const attempts = 5;

let client: SQSClient | undefined;

/**
 * SQS, the queue port's AWS adapter. Kept out of aws-clients.ts so that only the bundles that
 * queue work carry `@aws-sdk/client-sqs`.
 */
function sqs(): SQSClient {
  client ??= tracer.captureAWSv3Client(new SQSClient({ region: env().AWS_REGION }));
  return client;
}

/** For tests that swap the client (aws-sdk-client-mock mocks the class, not an instance). */
export function resetSqsClient(): void {
  client = undefined;
}

/** A queue's URL from the environment the CDK stack sets: `newsletter` → `NEWSLETTER_QUEUE_URL`. */
export function queueUrlVariable(queue: string): string {
  return `${queue.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_QUEUE_URL`;
}

function queueUrl(queue: string): string {
  const url = process.env[queueUrlVariable(queue)];
  if (!url) throw new Error(`${queueUrlVariable(queue)} is not set`);
  return url;
}

/**
 * Sends in batches of 10; an entry SQS answers as failed is sent again (up to 5 times, with a
 * growing pause) when SQS says it was its fault, and the call throws otherwise or at the end.
 */
export const sqsQueue: QueuePort = {
  async send(queue, bodies) {
    const url = queueUrl(queue);
    for (let start = 0; start < bodies.length; start += batchSize) {
      let entries: SendMessageBatchRequestEntry[] = bodies
        .slice(start, start + batchSize)
        .map((body, i) => ({ Id: String(i), MessageBody: JSON.stringify(body) }));
      for (let attempt = 1; entries.length > 0; attempt++) {
        const { Failed = [] } = await sqs().send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
        const fatal = Failed.find((failure) => failure.SenderFault);
        if (fatal || (Failed.length > 0 && attempt >= attempts)) {
          const failure = fatal ?? Failed[0]!;
          throw new Error(`SQS refused a message for ${queue}: ${failure.Code} ${failure.Message ?? ''}`.trim());
        }
        const failedIds = new Set(Failed.map((failure) => failure.Id));
        entries = entries.filter((entry) => failedIds.has(entry.Id));
        if (entries.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
    }
  },
};
