import { request } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import {
  lambdaInvokeScope,
  NodeSha256,
  type LambdaInvokeCredentials,
} from '../../infra/local/gateway/lambda-invoke-auth';

export interface InvokeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface InvokeOptions {
  /** Sign with these (cognito-local's own, or an attacker's guess); unsigned when absent. */
  credentials?: LambdaInvokeCredentials;
  /** When the signature says it was made (default now). */
  signedAt?: Date;
  /** Replaces the body after signing, as a tampering relay would. */
  bodyAfterSigning?: string;
}

/**
 * A Lambda Invoke call as cognito-local's client makes it (`POST
 * /2015-03-31/functions/{name}/invocations`, Signature V4 for region `local`, service
 * `lambda`), or a forged one: unsigned, signed with other keys, stale or tampered with.
 */
export async function invokeFunction(
  gatewayUrl: string,
  name: string,
  event: unknown,
  options: InvokeOptions = {},
): Promise<InvokeAnswer> {
  const url = new URL(`/2015-03-31/functions/${encodeURIComponent(name)}/invocations`, gatewayUrl);
  const body = JSON.stringify(event);
  let headers: Record<string, string> = {
    host: url.host,
    'content-type': 'application/json',
    'x-amz-invocation-type': 'RequestResponse',
  };
  if (options.credentials) {
    const signer = new SignatureV4({
      credentials: options.credentials,
      ...lambdaInvokeScope,
      sha256: NodeSha256,
      applyChecksum: false,
    });
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: {},
        headers,
        body,
      },
      { signingDate: options.signedAt ?? new Date() },
    );
    headers = signed.headers as Record<string, string>;
  }
  const sent = options.bodyAfterSigning ?? body;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(sent) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(sent);
  });
}
