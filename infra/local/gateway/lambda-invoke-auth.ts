import { createHash, createHmac, randomBytes, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Who may call the local Lambda Invoke endpoint: cognito-local, and nobody else on the
 * machine. As the real Lambda API does, the gateway checks each call's AWS Signature V4, made
 * with a key pair generated per start and handed only to cognito-local (in its config file,
 * readable by this user only). A forged trigger event, such as a PostConfirmation that would
 * make its sender an agent, is refused before any handler runs.
 */
export interface LambdaInvokeCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** The region and service cognito-local's Lambda client signs for. */
export const lambdaInvokeScope = { region: 'local', service: 'lambda' } as const;

/** How far a signature's date may be from now, as AWS allows. */
const maxClockSkewMs = 5 * 60 * 1000;

export function newInvokeCredentials(): LambdaInvokeCredentials {
  return { accessKeyId: 'cognito-local', secretAccessKey: randomBytes(32).toString('base64url') };
}

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the signer takes. */
export class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    if (this.secret === undefined) return createHash('sha256');
    const key =
      typeof this.secret === 'string'
        ? this.secret
        : ArrayBuffer.isView(this.secret)
          ? Buffer.from(this.secret.buffer, this.secret.byteOffset, this.secret.byteLength)
          : Buffer.from(this.secret);
    return createHmac('sha256', key);
  }
  update(data: string | Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** `20260615T160000Z` → the instant. */
function parseAmzDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : undefined;
}

const headerValue = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * Whether `request` (with its whole `body`) carries a valid Signature V4 of `credentials`:
 * the right key id and scope, a date within five minutes of now, and the signature the
 * secret gives over the method, path, query, signed headers and body.
 */
export async function isSignedInvoke(
  request: IncomingMessage,
  body: Buffer,
  credentials: LambdaInvokeCredentials,
  now: number = Date.now(),
): Promise<boolean> {
  const match = authorizationPattern.exec(headerValue(request, 'authorization') ?? '');
  if (!match) return false;
  const [, keyId, day, region, service, signedHeaderList = '', signature = ''] = match;
  if (keyId !== credentials.accessKeyId) return false;
  if (region !== lambdaInvokeScope.region || service !== lambdaInvokeScope.service) return false;

  const amzDate = headerValue(request, 'x-amz-date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt || amzDate.slice(0, 8) !== day || Math.abs(now - signedAt.getTime()) > maxClockSkewMs) return false;

  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return false;
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = headerValue(request, name);
    if (value === undefined) return false;
    headers[name] = value;
  }

  const url = new URL(request.url ?? '/', `http://${headers.host}`);
  const signer = new SignatureV4({ credentials, ...lambdaInvokeScope, sha256: NodeSha256, applyChecksum: false });
  const expected = await signer.sign(
    {
      method: request.method ?? 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      ...(url.port && { port: Number(url.port) }),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    },
    { signingDate: signedAt },
  );
  const expectedSignature = /Signature=([0-9a-f]{64})/.exec(String(expected.headers.authorization ?? ''))?.[1] ?? '';
  return (
    expectedSignature.length === signature.length &&
    timingSafeEqual(Buffer.from(expectedSignature, 'hex'), Buffer.from(signature, 'hex'))
  );
}
