import type { Context } from 'aws-lambda';
import { handler as postAuthentication } from '../../../functions/user/accounts/triggers/post-authentication';
import { handler as postConfirmation } from '../../../functions/user/accounts/triggers/post-confirmation';
import { handler as preSignUp } from '../../../functions/user/accounts/triggers/pre-sign-up';

/**
 * The Cognito trigger Lambdas of the local stack: cognito-local calls the gateway's Lambda
 * Invoke endpoint with the function's name, and the gateway runs the same handler the CDK
 * stack attaches to the user pool. The key is the function name cognito-local invokes.
 */
export type CognitoTrigger =
  'PreSignUp' | 'PostConfirmation' | 'PostAuthentication' | 'PreTokenGeneration' | 'CustomMessage' | 'UserMigration';

export interface TriggerFunction {
  trigger: CognitoTrigger;
  /** Typed `never` so that a handler of any one trigger's event type fits here. */
  handler: (event: never, context: Context) => Promise<unknown>;
}

/**
 * Invitation-only sign-up (document 1 §1) and the count of sign-ins (web analytics): the same
 * handlers the stateful stack attaches.
 */
export const triggers: Record<string, TriggerFunction> = {
  'pre-sign-up': { trigger: 'PreSignUp', handler: preSignUp },
  'post-confirmation': { trigger: 'PostConfirmation', handler: postConfirmation },
  'post-authentication': { trigger: 'PostAuthentication', handler: postAuthentication },
};

/** cognito-local's `TriggerFunctions` setting: trigger name → function name. */
export function triggerFunctionNames(registry: Record<string, TriggerFunction>): Record<string, string> {
  return Object.fromEntries(Object.entries(registry).map(([name, { trigger }]) => [trigger, name]));
}
