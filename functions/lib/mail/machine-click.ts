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

export type MachineReason = 'scanner-agent' | 'soon-after-delivery';

/**
 * Why the click is a machine's, or undefined for a person's. `deliveredAt` is SES's delivery
 * event when it came, else the send (locally, and before the event arrives, the only time known).
 */
export function machineClickReason(click: {
  clickedAt: Date;
  deliveredAt: Date | undefined;
  userAgent: string | undefined;
}): MachineReason | undefined {
  // No user agent at all is no browser: the redirect page is only reached by loading it in one.
  if (!click.userAgent?.trim() || isbot(click.userAgent)) return 'scanner-agent';
  if (click.deliveredAt) {
    const seconds = (click.clickedAt.getTime() - click.deliveredAt.getTime()) / 1000;
    if (seconds < scannerWindowSeconds) return 'soon-after-delivery';
  }
  return undefined;
}
