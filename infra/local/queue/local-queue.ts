import { createHash, randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';

/** A queue's settings, as the CDK stack gives the SQS queue and its redrive policy. */
export interface LocalQueueSettings {
  name: string;
  visibilityTimeoutMs: number;
  /** Receives after which a message that is still not deleted moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Epoch ms; `Date.now` unless a test drives the clock. */
  now?: () => number;
}

interface StoredMessage {
  messageId: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** Invisible until then (epoch ms); 0 when visible. */
  invisibleUntil: number;
  /**
   * Received by a worker that has not answered yet (`receive(…, { hold: true })` until
   * `settle`): invisible whatever its timeout says. In AWS the visibility timeout is six
   * worker timeouts, so a message never comes back while its worker runs; the local and test
   * queues' timeouts are far shorter than a worker's run.
   */
  held?: boolean;
  receiptHandle?: string;
}

const isVisible = (message: StoredMessage, now: number) => !message.held && message.invisibleUntil <= now;

/**
 * An in-process SQS queue with what the workers rely on: a received message is invisible for
 * the visibility timeout and comes back if it is not deleted; each receive counts; a message
 * received `maxReceiveCount` times and still not deleted moves to the dead-letter queue on its
 * next receive (as SQS's redrive policy does). No npm SQS server speaks the current client's
 * protocol (infra/local/README.md), so this is the queue port's local adapter.
 */
export class LocalQueue {
  readonly name: string;
  readonly deadLetters: LocalQueue | undefined;
  private readonly messages = new Map<string, StoredMessage>();
  private readonly settings: LocalQueueSettings;
  private readonly now: () => number;

  constructor(settings: LocalQueueSettings, withDeadLetters = true) {
    this.settings = settings;
    this.name = settings.name;
    this.now = settings.now ?? Date.now;
    this.deadLetters = withDeadLetters
      ? new LocalQueue({ ...settings, name: `${settings.name}-dlq`, maxReceiveCount: Infinity }, false)
      : undefined;
  }

  send(bodies: readonly string[]): string[] {
    return bodies.map((body) => {
      const messageId = randomUUID();
      this.messages.set(messageId, { messageId, body, sentAt: this.now(), receiveCount: 0, invisibleUntil: 0 });
      return messageId;
    });
  }

  /**
   * Up to `max` visible messages, oldest first, each made invisible and its receive counted.
   * `hold`: they also stay invisible until `settle`d (an event source's worker is running them).
   */
  receive(max: number, { hold = false }: { hold?: boolean } = {}): SQSRecord[] {
    const now = this.now();
    const records: SQSRecord[] = [];
    for (const message of this.messages.values()) {
      if (records.length >= max) break;
      if (!isVisible(message, now)) continue;
      if (message.receiveCount >= this.settings.maxReceiveCount && this.deadLetters) {
        this.messages.delete(message.messageId);
        this.deadLetters.send([message.body]);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.invisibleUntil = now + this.settings.visibilityTimeoutMs;
      message.receiptHandle = randomUUID();
      message.held = hold;
      records.push(this.record(message));
    }
    return records;
  }

  /** The worker holding a message answered without deleting it: it comes back when its timeout runs out (at once if it has). */
  settle(receiptHandle: string): void {
    for (const message of this.messages.values()) {
      if (message.receiptHandle === receiptHandle) message.held = false;
    }
  }

  /** Deletes a received message; a stale receipt (the message came back and was received again) does nothing. */
  delete(receiptHandle: string): void {
    for (const message of this.messages.values()) {
      if (message.receiptHandle === receiptHandle) this.messages.delete(message.messageId);
    }
  }

  /** Makes a received message visible again at once (visibility timeout 0). */
  release(receiptHandle: string): void {
    for (const message of this.messages.values()) {
      if (message.receiptHandle === receiptHandle) {
        message.invisibleUntil = 0;
        message.held = false;
      }
    }
  }

  /** Messages on the queue, visible or not (SQS's ApproximateNumberOfMessages + NotVisible). */
  get depth(): number {
    return this.messages.size;
  }

  /** Messages visible now. */
  get visible(): number {
    const now = this.now();
    return [...this.messages.values()].filter((message) => isVisible(message, now)).length;
  }

  /**
   * When the next message not held by a worker is visible (epoch ms; at or before now if one is
   * visible already), if the queue has any. One look at the messages, so a timeout that runs out
   * meanwhile cannot hide a message from both "visible" and "hidden".
   */
  nextVisibleAt(): number | undefined {
    const times = [...this.messages.values()]
      .filter((message) => !message.held)
      .map((message) => message.invisibleUntil);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  /** Bodies on the queue (the dead-letter queue's, for a replay or a test). */
  bodies(): string[] {
    return [...this.messages.values()].map((message) => message.body);
  }

  /** Moves every message back to `target` (a dead-letter queue's redrive), oldest first. */
  redriveTo(target: LocalQueue): number {
    const bodies = this.bodies();
    this.messages.clear();
    target.send(bodies);
    return bodies.length;
  }

  private record(message: StoredMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: message.receiptHandle!,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(message.body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${this.name}`,
      awsRegion: 'local',
    };
  }
}
