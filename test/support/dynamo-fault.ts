import { mockClient } from 'aws-sdk-client-mock';
import { dynamo } from '../../functions/lib/aws-clients';

/**
 * Puts a fault on DynamoDB's calls: `fault(command, send)` answers each call, `send()` reaching
 * dynalite for real (aws-sdk-client-mock). Only for what dynalite cannot do on demand: a write
 * or read that fails halfway through a job. `restore()` the answer when done.
 */
export function dynamoFault(fault: (command: unknown, send: () => Promise<unknown>) => Promise<unknown>) {
  const client = dynamo();
  const mock = mockClient(client);
  const original = (mock.send as unknown as { wrappedMethod: (...args: unknown[]) => Promise<unknown> }).wrappedMethod;
  mock.send.callsFake(((...args: unknown[]) => fault(args[0], () => original.apply(client, args))) as never);
  return mock;
}
