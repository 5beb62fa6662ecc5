import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws-clients';

/** Sends an update; false when its condition fails (any other error is thrown). */
export async function updateIfCondition(input: UpdateCommandInput): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
