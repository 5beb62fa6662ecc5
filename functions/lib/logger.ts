import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs; the request id is added per invocation by the middleware. */
export function createLogger(serviceName: string): Logger {
  return new Logger({ serviceName });
}
