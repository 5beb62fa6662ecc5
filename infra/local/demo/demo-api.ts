/**
 * The demo's way into the product (README.md "A demo that is alive"): the demo people sign in
 * through the local Cognito with the demo password, as the site does, and call the local API
 * gateway with their ID token, as the browser does. Nothing here writes a table item.
 */
export interface DemoApiOptions {
  /** The local gateway, `http://127.0.0.1:{API_PORT}` (routes under `/api`). */
  gatewayUrl: string;
  /** cognito-local's endpoint (the proxy on COGNITO_PORT). */
  cognitoEndpoint: string;
  userPoolClientId: string;
  password: string;
}

/** A refused call: the route, its status and the API's message, for the demo's log line. */
export class DemoCallError extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    message: string,
  ) {
    super(`${route} answered ${status}: ${message}`);
  }
}

export interface CallOptions {
  body?: unknown;
  /** Sent as the browser's `user-agent` (the e-mail redirect's click report reads it). */
  userAgent?: string;
}

/**
 * A user's ID token from the local user pool with their password (USER_PASSWORD_AUTH, as
 * cognito-local allows): the demo's sign-ins, and the browser tests' (test/support/demo-sign-in.ts).
 */
export async function passwordSignIn(
  cognitoEndpoint: string,
  clientId: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const answer = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`${email} could not sign in: ${JSON.stringify(answer)}`);
  return token;
}

export class DemoApi {
  private readonly tokens = new Map<string, Promise<string>>();

  constructor(private readonly options: DemoApiOptions) {}

  /** The ID token of a demo person, signed in once (USER_PASSWORD_AUTH, as cognito-local allows). */
  token(email: string): Promise<string> {
    let token = this.tokens.get(email);
    if (!token) {
      token = this.signIn(email);
      this.tokens.set(email, token);
    }
    return token;
  }

  private signIn(email: string): Promise<string> {
    return passwordSignIn(this.options.cognitoEndpoint, this.options.userPoolClientId, email, this.options.password);
  }

  /** `method path` as `email` (signed in), or anonymously when `email` is undefined. */
  async call<T>(email: string | undefined, method: string, path: string, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (email) headers.authorization = `Bearer ${await this.token(email)}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    const response = await fetch(`${this.options.gatewayUrl}/api${path}`, {
      method,
      headers,
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // Not JSON: the text as it came.
      }
      throw new DemoCallError(`${method} ${path.split('?')[0]}`, response.status, message);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
