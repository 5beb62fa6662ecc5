import type { SendingStatus } from '@shared/contract/user/answers';
import { createLogger } from '../../../lib/logger';
import { assessSending, type SendingAssessment } from '../../../lib/mail/sending-health';
import { getSendingState, putPause, putResume, windowCounts } from './mail-events-repository';

const logger = /* @__PURE__ */ createLogger('mail-events');

/** `GET /admin/sending`: whether bulk sending is paused, why, and the window's figures now. */
export async function sendingStatus(): Promise<SendingStatus> {
  const state = await getSendingState();
  const current = assessSending(await windowCounts(state.resumedAt));
  return {
    paused: state.pause !== undefined,
    ...(state.pause && { pause: state.pause }),
    current,
    ...(state.resumedAt && { resumedAt: state.resumedAt, resumedBy: state.resumedBy }),
  };
}

/**
 * Takes the window's figures and pauses bulk sending when they pass a threshold
 * (sending-health.ts). Run after each hard bounce and complaint: only those raise a rate.
 */
export async function checkSendingHealth(now: Date): Promise<SendingAssessment> {
  const state = await getSendingState();
  const figures = assessSending(await windowCounts(state.resumedAt));
  if (figures.pause && !state.pause) {
    const paused = await putPause({ reason: figures.pause, pausedAt: now.toISOString(), figures });
    if (paused) logger.warn('Bulk sending paused itself', { figures });
  }
  return figures;
}

/**
 * `POST /admin/sending/resume`: lifts the pause. The window starts again from here, so the
 * bounces that tripped it do not trip it again; the jobs carry on at their next run.
 */
export async function resumeSending(adminId: string, now: Date): Promise<SendingStatus> {
  await putResume(now.toISOString(), adminId);
  logger.info('Bulk sending resumed', { adminId });
  return sendingStatus();
}
