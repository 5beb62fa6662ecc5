import { InvokeCommand } from '@aws-sdk/client-lambda';
import { lambda } from '../aws-clients';

/**
 * Starts a job's Lambda without waiting for it (InvocationType `Event`: Lambda queues the
 * event, answers 202 and retries a failed run twice). The payload is the job's input.
 */
export async function invokeJobAsync(functionName: string, payload: Record<string, unknown>): Promise<void> {
  await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
}
