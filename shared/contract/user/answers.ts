import type { FollowUp } from '@shared/users';

/*
 * The user service's answers that had no named type in shared/ (the handler returned an
 * anonymous shape, or a type of functions/ the web could not import). Types only.
 */

/** `POST /users/{id}/follow-up`: the follow-up as now set, or null once cleared. */
export interface SavedFollowUp {
  followUp: FollowUp | null;
}

/** `POST /invite/{role}` and `POST /invite/agent/{id}/client`: the invitation made and mailed. */
export interface InviteSent {
  message: string;
  /** The invited address, as stored (lower case). */
  email: string;
}

/** `POST /invite/{id}/name`: the name the inviter gave the invitee, for the sign-up form. */
export interface InvitedName {
  firstName: string;
  lastName: string;
}

/**
 * `GET /invitations/budget`: the caller's daily budget of invitation e-mails and what is left of
 * it today (Toronto), or `null` for an admin, who has none (DECISIONS row 46).
 */
export type InvitationBudget = { daily: number; left: number } | { daily: null };

/** `PUT /invite/{id}/resent`: a new link was mailed. */
export interface InviteResent {
  message: string;
}

/**
 * `DELETE /users/{id}` (202): the deletion is on record and started; an invitation, which has
 * nothing to take apart, is `deleted` at once.
 */
export interface DeletionAccepted {
  id: string;
  status: 'deleting' | 'deleted';
}

/** `GET /admin/exportwaitlist` and `/admin/exportcontacts`: a CSV file written into storage. */
export interface ExportFile {
  filename: string;
  /** A signed GET, valid five minutes, that downloads the file under `filename`. */
  url: string;
  rows: number;
}

/** Why bulk sending paused itself: too many hard bounces, or complaints. */
export type PauseReason = 'bounces' | 'complaints';

/** Bulk sending's health over the window of the latest sends (functions/lib/mail/sending-health.ts). */
export interface SendingFigures {
  /** Sends in the window (at most 1,000). */
  sends: number;
  /** Of those, how many bounced for good. */
  bounces: number;
  /** Of those, how many a recipient marked as spam. */
  complaints: number;
  /** The divisor: the window's size even when fewer sends were made. */
  over: number;
  /** Rates in percent, for people (two decimals). */
  bounceRate: number;
  complaintRate: number;
  /** Why sending must pause; absent while it may go on. */
  pause?: PauseReason;
}

/** A pause in force: why, since when, and the figures that set it. */
export interface SendingPause {
  reason: PauseReason;
  pausedAt: string;
  figures: SendingFigures;
}

/** `GET /admin/sending` and `POST /admin/sending/resume`: whether bulk sending is paused, why, and the window's figures now. */
export interface SendingStatus {
  paused: boolean;
  pause?: SendingPause;
  /** Over the last 1,000 sends since the last resume. */
  current: SendingFigures;
  resumedAt?: string;
  resumedBy?: string;
}
