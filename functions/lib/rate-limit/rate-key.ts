import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { env } from '../env';
import { cameThroughCloudFront } from '../http/origin-verify';
import type { ApiEvent } from '../route';

/** Shorter than this, a "secret" could be guessed, and with it every key reversed. */
const minimumSecretLength = 32;

/**
 * A counter's key: an HMAC of who is asking under the deploy-time secret `RATE_KEY_SECRET`.
 * A plain hash of an IPv4 address can be reversed by hashing all 2^32 of them; this cannot
 * without the secret. Without a usable secret nothing is counted and the call fails (500,
 * logged): a limit that silently keyed on a constant would be no limit at all.
 */
function rateKey(identity: string): string {
  const secret = env().RATE_KEY_SECRET;
  if (!secret || secret.length < minimumSecretLength) {
    throw new Error(
      `RATE_KEY_SECRET is not set (or shorter than ${minimumSecretLength} characters): rate-limited calls are refused until it is.`,
    );
  }
  return createHmac('sha256', secret).update(identity).digest('base64url').slice(0, 22);
}

/** The key of a limit counted per signed-in user. */
export function userRateKey(userId: string): string {
  return rateKey(`user:${userId}`);
}

/** The key of a limit counted per e-mail address (the invitations to it), in lower case. */
export function addressRateKey(email: string): string {
  return rateKey(`email:${email.trim().toLowerCase()}`);
}

/**
 * The network a caller is counted as: an IPv4 address itself (an IPv4-mapped IPv6 address
 * is read as the IPv4 one), an IPv6 address by its /64, since one subscriber usually holds a
 * whole /64 and could otherwise take a new address per request. Compressed and expanded
 * forms, letter case and zone ids all give the same answer.
 */
export function callerNetwork(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return bare;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * Who is asking, as a key that stores no address in clear. Behind CloudFront the viewer's
 * address arrives in `cloudfront-viewer-address` (`ip:port`, IPv6 unbracketed) and
 * `sourceIp` is the edge's. That header is believed only on a request that carries
 * CloudFront's origin secret: the API's own endpoint is public, and a caller going straight
 * to it could otherwise send a different "viewer" each time and get a fresh counter.
 * Anything else (a direct call, the local gateway) is keyed on `sourceIp`.
 */
export function callerKeyOf(event: ApiEvent): string {
  return rateKey(`ip:${callerNetworkOf(event)}`);
}

/** The caller's network (`callerNetwork`) by the same rule: for keys and hashes, never to store. */
export function callerNetworkOf(event: ApiEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const address =
    viewer && cameThroughCloudFront(event)
      ? viewer.replace(/:\d+$/, '')
      : (event.requestContext?.http?.sourceIp ?? 'unknown');
  return callerNetwork(address);
}
