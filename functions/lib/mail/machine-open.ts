import { isbot } from 'isbot';

/**
 * Whether an open (SES's open event: the tracking pixel was loaded) was a machine's
 * (DECISIONS row 39). The machine that matters is Apple Mail Privacy Protection: Apple Mail on
 * iOS 15+, iPadOS 15+ and macOS 12+ loads every image of a message through Apple's proxies as
 * it arrives, whether the reader opens it or not, so every message to an MPP reader looks
 * opened. Those loads hide the reader's agent and address, and show two signals that ESPs use
 * to tell them apart (README.md "People and machines" names the sources):
 * - the user agent is exactly `Mozilla/5.0`, with nothing after it: no browser, engine or mail
 *   client sends that bare token, Apple's proxy does;
 * - the address is in Apple's own network, 17.0.0.0/8, where its proxies fetch from.
 * Other automated loads (security gateways, crawlers) name themselves: the `isbot` list.
 * Gmail's image proxy (`GoogleImageProxy`) loads an image when the reader opens the message,
 * so it is a person's open; `isbot` does not count it as a bot, and neither do we.
 */
export type MachineOpenReason = 'apple-mpp' | 'bot-agent';

/** Apple's proxies' user agent: the bare product token. */
const appleProxyAgent = /^Mozilla\/5\.0$/;

/** 17.0.0.0/8, Apple's own address block (IPv4, optionally IPv4-mapped IPv6). */
function inAppleNetwork(ipAddress: string | undefined): boolean {
  if (!ipAddress) return false;
  const v4 = ipAddress.trim().replace(/^::ffff:/i, '');
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v4);
  return match !== null && match.slice(1).every((part) => Number(part) <= 255) && match[1] === '17';
}

/** Why the open is a machine's, or undefined for a person's. */
export function machineOpenReason(open: {
  userAgent: string | undefined;
  ipAddress: string | undefined;
}): MachineOpenReason | undefined {
  const agent = open.userAgent?.trim() ?? '';
  if (appleProxyAgent.test(agent) || inAppleNetwork(open.ipAddress)) return 'apple-mpp';
  if (agent && isbot(agent) && !/GoogleImageProxy/i.test(agent)) return 'bot-agent';
  return undefined;
}
