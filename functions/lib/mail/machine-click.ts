import { isbot } from 'isbot';

/**
 * Whether a click on a tracked link was a machine's (DECISIONS row 39): mail security scanners
 * (Microsoft Defender Safe Links, Mimecast, Proofpoint, Barracuda) open every link of a message
 * as it arrives, within seconds of delivery, and many say who they are. A person needs longer
 * to see the message, open it and click. The analytics count people, with machines beside.
 */

/**
 * A click sooner than this after delivery is a scanner's. Scanners follow links in the first
 * one to five seconds; ten leaves them room without taking a reader who clicks at once.
 */
export const scannerWindowSeconds = 10;

export type MachineReason = 'scanner-agent' | 'soon-after-delivery' | 'honeypot';

/**
 * The number of each message's honeypot link (send.ts): a link no person can see or reach
 * (hidden, `aria-hidden`, out of the tab order, not in the text part), so whatever follows it
 * is a machine reading the markup. Buttons are numbered from 1.
 */
export const honeypotLinkNumber = 0;

/** The number of one of our tracked links (`/e/{ref}.{n}/…`) in an address SES reports, if it is one. */
export function trackedLinkNumber(url: string | undefined): number | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const match = /^\/e\/[A-Za-z0-9_-]{16}\.(0|[1-9]\d{0,2})(?:\/|$)/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** Whether an address (SES's click event's `link`) is a message's honeypot link, `/e/{ref}.0/…`. */
export function isHoneypotLink(url: string | undefined): boolean {
  return trackedLinkNumber(url) === honeypotLinkNumber;
}

/**
 * Why the click is a machine's, or undefined for a person's. `deliveredAt` is SES's delivery
 * event when it came, else the send (locally, and before the event arrives, the only time known).
 */
export function machineClickReason(click: {
  clickedAt: Date;
  deliveredAt: Date | undefined;
  userAgent: string | undefined;
  /** The link's number in its message, when known: the honeypot's is always a machine's. */
  link?: number;
}): MachineReason | undefined {
  if (click.link === honeypotLinkNumber) return 'honeypot';
  // No user agent at all is no browser: the redirect page is only reached by loading it in one.
  if (!click.userAgent?.trim() || isbot(click.userAgent)) return 'scanner-agent';
  if (click.deliveredAt) {
    const seconds = (click.clickedAt.getTime() - click.deliveredAt.getTime()) / 1000;
    if (seconds < scannerWindowSeconds) return 'soon-after-delivery';
  }
  return undefined;
}
