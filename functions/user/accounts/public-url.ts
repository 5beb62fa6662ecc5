import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isPublicUrlFormat } from '@shared/validation/rules';

/**
 * The server half of document 1 §5.1 "URL pattern that excludes private addresses": the
 * shared rule checks the form and literal addresses; here the host name is resolved and
 * refused when any of its addresses is private, loopback, link-local or otherwise not on
 * the public internet. Node's BlockList also matches IPv4-mapped IPv6 (`::ffff:10.0.0.1`)
 * against the IPv4 ranges. Only the server resolves names: shared/ does no I/O.
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 can reach any IPv4 address, private ones included.
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a host name resolves to. */
export type ResolveHost = (host: string) => Promise<string[]>;

const resolveTimeoutMs = 3_000;

export const resolveHost: ResolveHost = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Resolving ${host} timed out`)), resolveTimeoutMs);
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => answer.address);
  } finally {
    clearTimeout(timer);
  }
};

function hostOf(value: string): string {
  const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Whether a URL points at the public internet: the shared format rule, then every address
 * its host resolves to. A name that does not resolve is refused too.
 */
export async function isPublicUrl(value: string, resolve: ResolveHost = resolveHost): Promise<boolean> {
  if (!isPublicUrlFormat(value)) return false;
  const host = hostOf(value);
  if (isIP(host)) return !isNonPublicAddress(host);
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return false;
  }
  return addresses.length > 0 && addresses.every((address) => !isNonPublicAddress(address));
}
