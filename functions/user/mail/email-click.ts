import type { EmailClickAnswer, EmailClickBody } from '@shared/email-link-schemas';
import { messages } from '@shared/validation/messages';
import { ForbiddenError } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { verifiedTarget } from '../../lib/mail/tracked-link';
import { linkSigningSecret } from '../../lib/mail/unsubscribe-token';
import { recordLinkClick } from './mail-events/record-event';
import { takeRateToken } from '../rate-limits/published';

const logger = /* @__PURE__ */ createLogger('email-click');

export interface EmailClick extends EmailClickBody {
  clickId: string;
  userAgent: string | undefined;
  /** The caller's rate-limit key (their address). */
  callerKey: string;
  now: Date;
}

/**
 * A click on a tracked e-mail link, reported by the `/e/…` page (document 3 §2.12). Public: a
 * reader is often not signed in, and the link's signature is the only authority. A signature
 * that is not ours for this click id, path and query, or a path off our origin, is refused
 * (403) and nothing is recorded. A genuine one is kept as the message's click (a machine's or a
 * person's: record-event.ts) and answered with where the link leads, which is the only place
 * the page may send the reader. A failure to record is logged and the target still answered:
 * the reader's redirect matters more than the count.
 */
export async function reportEmailClick(click: EmailClick): Promise<EmailClickAnswer> {
  await takeRateToken('emailClick', click.callerKey, click.now);
  const target = verifiedTarget(
    { clickId: click.clickId, path: click.path, query: click.query, hmac: click.h },
    linkSigningSecret(),
  );
  if (!target) throw new ForbiddenError(messages.emailLinkInvalid);
  const [clickReference, link] = click.clickId.split('.') as [string, string];
  await recordLinkClick({
    clickReference,
    link: Number(link),
    path: click.path,
    userAgent: click.userAgent,
    clickedAt: click.now,
  }).catch((error: unknown) => logger.error('A click was not recorded', { error, clickReference }));
  return { target };
}
