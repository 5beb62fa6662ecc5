import type { Context } from 'aws-lambda';

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

export const triggers: Record<string, TriggerFunction> = {};

/** cognito-local's `TriggerFunctions` setting: trigger name → function name. */
export function triggerFunctionNames(registry: Record<string, TriggerFunction>): Record<string, string> {
  return Object.fromEntries(Object.entries(registry).map(([name, { trigger }]) => [trigger, name]));
}
