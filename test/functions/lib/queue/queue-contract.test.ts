import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSqsClient, sqsQueue } from '../../../../functions/lib/adapters/sqs-queue';
import type { QueuePort } from '../../../../functions/lib/queue/queue';
import { LocalQueues } from '../../../../infra/local/queue/local-queues';

/** The queue port's contract, run against both adapters: what `send` puts on the queue, read back. */
interface Adapter {
  port: QueuePort;
  /** The bodies on the queue, parsed, in the order they were put there. */
  sent: () => unknown[];
}

function contract(name: string, make: () => Adapter) {
  describe(`the queue port (${name})`, () => {
    let adapter: Adapter;
    beforeEach(() => {
      adapter = make();
    });

    it('puts every body on the queue once, in order, as JSON', async () => {
      const bodies = Array.from({ length: 23 }, (_, i) => ({ userId: `u${i}`, month: '2026-05' }));
      await adapter.port.send('newsletter', bodies);
      expect(adapter.sent()).toEqual(bodies);
    });

    it('sends nothing for no bodies', async () => {
      await adapter.port.send('newsletter', []);
      expect(adapter.sent()).toEqual([]);
    });
  });
}

const sqsMock = mockClient(SQSClient);
let sqsBatches: string[][] = [];

contract('SQS, through aws-sdk-client-mock', () => {
  process.env.NEWSLETTER_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/1/newsletter';
  sqsMock.reset();
  resetSqsClient();
  sqsBatches = [];
  sqsMock.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommand['input']) => {
    expect(input.QueueUrl).toBe(process.env.NEWSLETTER_QUEUE_URL);
    sqsBatches.push((input.Entries ?? []).map((entry) => entry.MessageBody!));
    return { Successful: [], Failed: [] };
  });
  return {
    port: sqsQueue,
    sent: () => sqsBatches.flat().map((body) => JSON.parse(body) as unknown),
  };
});

contract('the local in-process queue', () => {
  const queues = new LocalQueues([
    {
      name: 'newsletter',
      visibilityTimeoutMs: 1000,
      maxReceiveCount: 3,
      batchSize: 10,
      concurrency: 1,
      worker: () => Promise.resolve({ batchItemFailures: [] }),
    },
  ]);
  return {
    port: queues,
    sent: () =>
      queues
        .queue('newsletter')
        .bodies()
        .map((body) => JSON.parse(body) as unknown),
  };
});

describe('the SQS adapter, faults only SQS produces', () => {
  beforeEach(() => {
    process.env.NEWSLETTER_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/1/newsletter';
    sqsMock.reset();
    resetSqsClient();
  });
  afterEach(() => sqsMock.reset());

  it('sends in batches of at most 10 (the SendMessageBatch limit)', async () => {
    const sizes: number[] = [];
    sqsMock.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommand['input']) => {
      sizes.push(input.Entries?.length ?? 0);
      return { Successful: [], Failed: [] };
    });
    await sqsQueue.send(
      'newsletter',
      Array.from({ length: 25 }, (_, i) => i),
    );
    expect(sizes).toEqual([10, 10, 5]);
  });

  it('sends again an entry SQS failed on its side, and only that one', async () => {
    let calls = 0;
    const bodies: string[] = [];
    sqsMock.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommand['input']) => {
      calls += 1;
      const entries = input.Entries ?? [];
      if (calls === 1) {
        bodies.push(...entries.filter((entry) => entry.Id !== '1').map((entry) => entry.MessageBody!));
        return { Successful: [], Failed: [{ Id: '1', SenderFault: false, Code: 'InternalError' }] };
      }
      bodies.push(...entries.map((entry) => entry.MessageBody!));
      return { Successful: [], Failed: [] };
    });
    await sqsQueue.send('newsletter', ['a', 'b', 'c']);
    expect(calls).toBe(2);
    expect(bodies.map((body) => JSON.parse(body) as unknown).sort()).toEqual(['a', 'b', 'c']);
  });

  it('throws when SQS refuses an entry as the sender’s fault', async () => {
    sqsMock.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '0', SenderFault: true, Code: 'InvalidMessageContents' }],
    });
    await expect(sqsQueue.send('newsletter', ['a'])).rejects.toThrow(/InvalidMessageContents/);
  });

  it('refuses to send without the queue’s URL in the environment', async () => {
    delete process.env.NEWSLETTER_QUEUE_URL;
    await expect(sqsQueue.send('newsletter', ['a'])).rejects.toThrow(/NEWSLETTER_QUEUE_URL/);
  });
});
