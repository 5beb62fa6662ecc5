import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { queueWorker } from '../../../../functions/lib/queue/worker';
import { LocalQueue } from '../../../../infra/local/queue/local-queue';
import { LocalQueues } from '../../../../infra/local/queue/local-queues';

/** The local adapter's SQS behaviour, which the workers rely on (a clock the test moves). */
describe('the local queue', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('hides a received message for the visibility timeout and gives it back if it is not deleted', () => {
    const time = clock();
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 30_000, maxReceiveCount: 5, now: time.now });
    queue.send(['"a"']);
    const [first] = queue.receive(10);
    expect(first?.attributes.ApproximateReceiveCount).toBe('1');
    expect(queue.receive(10)).toEqual([]);
    time.advance(29_999);
    expect(queue.receive(10)).toEqual([]);
    time.advance(1);
    const [again] = queue.receive(10);
    expect(again?.messageId).toBe(first?.messageId);
    expect(again?.attributes.ApproximateReceiveCount).toBe('2');
  });

  it('deletes a message by its receipt, and ignores a stale receipt', () => {
    const time = clock();
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 10, maxReceiveCount: 5, now: time.now });
    queue.send(['"a"']);
    const [first] = queue.receive(1);
    time.advance(10);
    const [second] = queue.receive(1);
    queue.delete(first!.receiptHandle);
    expect(queue.depth).toBe(1);
    queue.delete(second!.receiptHandle);
    expect(queue.depth).toBe(0);
  });

  it('moves a message to the dead-letter queue after maxReceiveCount receives', () => {
    const time = clock();
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 10, maxReceiveCount: 3, now: time.now });
    queue.send(['"poison"']);
    for (let i = 1; i <= 3; i++) {
      expect(queue.receive(10)).toHaveLength(1);
      time.advance(10);
    }
    expect(queue.receive(10)).toEqual([]);
    expect(queue.depth).toBe(0);
    expect(queue.deadLetters?.bodies()).toEqual(['"poison"']);
  });

  it('receives at most the batch size, oldest first', () => {
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 10, maxReceiveCount: 3 });
    queue.send(['1', '2', '3']);
    expect(queue.receive(2).map((record) => record.body)).toEqual(['1', '2']);
    expect(queue.receive(2).map((record) => record.body)).toEqual(['3']);
  });

  it('redrives the dead-letter queue back to the queue', () => {
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 0, maxReceiveCount: 1 });
    queue.send(['"x"']);
    queue.receive(1);
    queue.receive(1);
    expect(queue.deadLetters?.redriveTo(queue)).toBe(1);
    expect(queue.bodies()).toEqual(['"x"']);
  });
});

describe('the local event source and a queue worker', () => {
  it('deletes the messages a batch handled and keeps only the failed ones, which come back', async () => {
    const seen: number[] = [];
    let failOnce = new Set([2, 4]);
    const worker = queueWorker(
      (body) => body as number,
      async ({ body }) => {
        seen.push(body);
        if (failOnce.has(body)) throw new Error(`fail ${body}`);
      },
    );
    // The queues' clock stands still until the test moves it: the failed two stay hidden for
    // the rest of the first drain however slow the machine is, and come back when it moves.
    let now = 1_000_000;
    const queues = new LocalQueues(
      [{ name: 'q', visibilityTimeoutMs: 300, maxReceiveCount: 3, batchSize: 10, concurrency: 1, worker }],
      () => now,
    );
    await queues.send('q', [1, 2, 3, 4, 5]);
    await queues.drain();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(queues.queue('q').depth).toBe(2);
    failOnce = new Set();
    now += 300;
    await queues.drainAll();
    expect(seen.slice(5).sort()).toEqual([2, 4]);
    expect(queues.queue('q').depth).toBe(0);
    expect(queues.queue('q').deadLetters?.depth).toBe(0);
  });

  it('sends a message that always fails to the dead-letter queue after maxReceiveCount tries', async () => {
    let tries = 0;
    const worker = queueWorker(
      (body) => body as string,
      async ({ body }) => {
        if (body === 'poison') {
          tries += 1;
          throw new Error('always');
        }
      },
    );
    // At 1 ms, before the queue held a batch while its worker ran, the failed message came back
    // to the other receiver while its first try was still running, a try the count did not expect.
    const queues = new LocalQueues([
      { name: 'q', visibilityTimeoutMs: 1, maxReceiveCount: 3, batchSize: 10, concurrency: 2, worker },
    ]);
    await queues.send('q', ['ok', 'poison']);
    await queues.drainAll();
    expect(tries).toBe(3);
    expect(queues.queue('q').deadLetters?.bodies()).toEqual(['"poison"']);
  });

  it('never gives a batch to another worker while its own still runs, however short the timeout', async () => {
    // One slow message and a few quick ones, two workers, a 5 ms timeout: the quick worker looks
    // again many times while the slow one runs. In AWS the timeout is six worker timeouts, so
    // the slow message is never handled twice, and its worker's delete is never stale.
    const handled: string[] = [];
    const worker = queueWorker(
      (body) => body as string,
      async ({ body }) => {
        handled.push(body);
        await new Promise((resolve) => setTimeout(resolve, body === 'slow' ? 150 : 10));
      },
    );
    const queues = new LocalQueues([
      { name: 'q', visibilityTimeoutMs: 5, maxReceiveCount: 1, batchSize: 1, concurrency: 2, worker },
    ]);
    await queues.send('q', ['slow', 'quick 1', 'quick 2', 'quick 3', 'quick 4', 'quick 5']);
    await queues.drainAll();

    expect([...handled].sort()).toEqual(['quick 1', 'quick 2', 'quick 3', 'quick 4', 'quick 5', 'slow']);
    expect(queues.queue('q').depth).toBe(0);
    expect(queues.queue('q').deadLetters?.depth).toBe(0);
  });

  it('gives a failed message back when its timeout, counted from the receive, runs out, or at once if it ran out while the worker ran', async () => {
    let now = 1_000_000;
    let tries = 0;
    const worker = queueWorker(
      (body) => body as string,
      async () => {
        tries += 1;
        if (tries === 1) now += 500; // the first try outlasts the 300 ms timeout
        if (tries <= 2) throw new Error('fails twice');
      },
    );
    const queues = new LocalQueues(
      [{ name: 'q', visibilityTimeoutMs: 300, maxReceiveCount: 5, batchSize: 1, concurrency: 1, worker }],
      () => now,
    );
    await queues.send('q', ['a']);
    // The first try answers after its timeout ran out: the message is back at once, and its second
    // try (quick) fails too; that one's timeout has not run out, so the drain ends with it hidden.
    await queues.drain();
    expect(tries).toBe(2);
    expect(queues.queue('q').visible).toBe(0);
    expect(queues.queue('q').nextVisibleAt()).toBe(1_000_500 + 300);
    now += 300;
    await queues.drainAll();
    expect(tries).toBe(3);
    expect(queues.queue('q').depth).toBe(0);
  });

  // A clock that moves at every look, by 1 to 12 ms against a 10 ms timeout: the failed
  // message's timeout runs out at any point of drainAll's looks, as on a busy machine (CI once
  // saw one try of three: the message was hidden when drainAll asked what was visible, and
  // visible, so not waited for, when it asked what was still hidden).
  it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
    'does not stop draining while a failed message comes back, on a clock that moves %i ms at every look',
    async (step) => {
      let now = 0;
      let tries = 0;
      const worker = queueWorker(
        (body) => body as string,
        async () => {
          tries += 1;
          throw new Error('always');
        },
      );
      const queues = new LocalQueues(
        [{ name: 'q', visibilityTimeoutMs: 10, maxReceiveCount: 3, batchSize: 10, concurrency: 1, worker }],
        () => (now += step),
      );
      await queues.send('q', ['poison']);
      await queues.drainAll();
      expect(tries).toBe(3);
      expect(queues.queue('q').depth).toBe(0);
      expect(queues.queue('q').deadLetters?.bodies()).toEqual(['"poison"']);
    },
  );

  it('refuses at once to wait for a hidden message on a clock that stands still, saying what to do', async () => {
    // A test's clock that nobody moves: the failed message would stay hidden for ever, and a
    // drainAll that waited for it would wait until the test's own timeout.
    const now = 1_000_000;
    const worker = queueWorker(
      (body) => body as string,
      async () => {
        throw new Error('fails once, and the clock is never moved past its timeout');
      },
    );
    const queues = new LocalQueues(
      [{ name: 'q', visibilityTimeoutMs: 300, maxReceiveCount: 3, batchSize: 10, concurrency: 1, worker }],
      () => now,
    );
    await queues.send('q', ['a']);

    await expect(queues.drainAll()).rejects.toThrow(
      /1 message on queue q is hidden until 1000300, but the queues' clock stands still at 1000000/,
    );
    expect(queues.queue('q').depth).toBe(1);
  });

  it('fails the whole batch when the worker throws', async () => {
    let calls = 0;
    const queues = new LocalQueues([
      {
        name: 'q',
        visibilityTimeoutMs: 60_000,
        maxReceiveCount: 3,
        batchSize: 10,
        concurrency: 1,
        worker: () => {
          calls += 1;
          return Promise.reject(new Error('crash'));
        },
      },
    ]);
    await queues.send('q', ['a', 'b']);
    await queues.drain();
    expect(calls).toBe(1);
    expect(queues.queue('q').depth).toBe(2);
  });

  it('fails the batch of a worker that outlasts its timeout, as Lambda stops it, and the message comes back', async () => {
    const lines: string[] = [];
    const tries: number[] = [];
    const queues = new LocalQueues(
      [
        {
          name: 'q',
          visibilityTimeoutMs: 1,
          maxReceiveCount: 3,
          batchSize: 1,
          concurrency: 1,
          workerTimeoutMs: 50,
          worker: (_event, context) => {
            tries.push(context.getRemainingTimeInMillis());
            // The first call answers long after its timeout; the second at once.
            const answer = { batchItemFailures: [] };
            return tries.length === 1
              ? new Promise((resolve) => setTimeout(() => resolve(answer), 200))
              : Promise.resolve(answer);
          },
        },
      ],
      undefined,
      (line) => lines.push(line),
    );
    await queues.send('q', ['a']);
    await queues.drainAll();

    expect(tries).toHaveLength(2);
    expect(tries[0]).toBeGreaterThan(0);
    expect(tries[0]).toBeLessThanOrEqual(50);
    expect(queues.queue('q').depth).toBe(0);
    expect(lines.join('\n')).toContain('q worker timed out after 50 ms: its message comes back');
    await expect.poll(() => lines.join('\n')).toMatch(/q worker that timed out answered after \d+ ms, unheard/);
  });
});

describe('queueWorker', () => {
  const event = (bodies: string[]): SQSEvent => ({
    Records: bodies.map((body, i) => ({
      messageId: `m${i}`,
      receiptHandle: `r${i}`,
      body,
      attributes: {
        ApproximateReceiveCount: '2',
        SentTimestamp: '0',
        SenderId: 's',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: 'ca-central-1',
    })),
  });

  it('reports a body that does not parse as failed, and runs the rest', async () => {
    const handled: string[] = [];
    const worker = queueWorker(
      (body) => {
        if (typeof body !== 'string') throw new Error('not a string');
        return body;
      },
      async ({ body, receiveCount }) => {
        handled.push(`${body}:${receiveCount}`);
      },
    );
    const response = await worker(event(['"a"', 'not json', '7', '"b"']), {} as never);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }]);
    expect(handled).toEqual(['a:2', 'b:2']);
  });

  it('fails the message that says stop and every one after it, unhandled', async () => {
    const handled: string[] = [];
    const worker = queueWorker(
      (body) => body as string,
      async ({ body }) => {
        handled.push(body);
        return body === 'b' ? 'stop' : 'done';
      },
    );
    const response = await worker(event(['"a"', '"b"', '"c"']), {} as never);
    expect(response.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(['m1', 'm2']);
    expect(handled).toEqual(['a', 'b']);
  });
});

describe('the local event source', () => {
  it('runs up to its concurrency of workers on messages a worker sent while the queue drains', async () => {
    // As a planner's last chunk queues the next step: the messages arrive while one worker runs.
    let running = 0;
    let most = 0;
    const worker = queueWorker(
      (body) => body as string,
      async ({ body }) => {
        running += 1;
        most = Math.max(most, running);
        // The plan's work comes first; the other worker has found the queue empty by then.
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (body === 'plan') await queues.send('q', ['a', 'b', 'c', 'd']);
        running -= 1;
      },
    );
    const queues = new LocalQueues([
      { name: 'q', visibilityTimeoutMs: 1_000, maxReceiveCount: 3, batchSize: 1, concurrency: 2, worker },
    ]);
    await queues.send('q', ['plan']);
    await queues.drainAll();
    expect(queues.queue('q').depth).toBe(0);
    expect(most).toBe(2);
  });
});
