import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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
 *
 * Node's own `net` checks the address and the WHATWG URL parser writes an IPv6 one in its
 * canonical form, both built in: ipaddr.js did the same in 12.8 KB of the user Lambda's bundle,
 * which sits at its 500 KB limit.
 */
export function callerNetwork(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  // A zone id names the caller's interface, not their network.
  const plain = bare.replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return bare;
  const hextets = ipv6Hextets(new URL(`http://[${plain}]/`).hostname.slice(1, -1));
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = hextets;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  return `${[a, b, c, d].map((part) => part.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit parts of an IPv6 address in the URL parser's canonical form ("2001:db8::1", no dotted tail). */
function ipv6Hextets(canonical: string): number[] {
  const [head = '', tail] = canonical.split('::');
  const parts = (text: string) => (text ? text.split(':').map((part) => Number.parseInt(part, 16)) : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
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
