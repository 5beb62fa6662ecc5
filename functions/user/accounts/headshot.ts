import { randomUUID } from 'node:crypto';
import { imageContentTypes, maxImageBytes } from '@shared/upload';
import { messages } from '@shared/validation/messages';
import { ValidationError } from '../../lib/errors';
import { siteApiUrl } from '../../lib/mail/send';
import {
  copyFile,
  deleteFile,
  describeFile,
  isKeptPictureOf,
  isOwnUpload,
  readFileStart,
  signDownload,
} from '../uploads/published';

/**
 * Headshots and logos (document 1 §7.5, document 2 §2): a picture arrives as a fresh upload
 * under `uploads/{uploader}/` and is kept under `headshots/{owner}-` once the profile is saved. The upload's
 * type and size are checked again here (the signed URL already fixed them, but the local
 * S3 stand-in enforces nothing), and only the caller's own uploads are accepted. The signed
 * Content-Type is only what the browser declared, so the file's first bytes must also be
 * those of that format: a page or a script uploaded as "image/jpeg" is never kept and never
 * served from our bucket as someone's picture.
 */
const invalid = (field: string, message: string) => new ValidationError([{ field, message }]);

const extension: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The magic numbers: JPEG's SOI marker and the start of a segment; PNG's 8-byte signature. */
const signatures: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

async function startsAs(key: string, contentType: string): Promise<boolean> {
  const signature = signatures[contentType];
  if (!signature) return false;
  const start = await readFileStart(key, signature.length);
  return start.length === signature.length && signature.every((byte, i) => start[i] === byte);
}

export interface ImageToKeep {
  /** A stored key (`headshots/…`) or a fresh upload (`uploads/{uploader}/…`). */
  key: string;
  /** Who is saving it: an upload must be this caller's own. */
  uploader: string;
  /** Whose picture it becomes: a stored key must already be theirs, a copy is made under their prefix. */
  owner: string;
  /** The request's field, for the 400: `headshot`, `logo`, `agent.logo`. */
  field?: string;
}

/**
 * The key to store for a picture (a headshot or a logo): the same one when it is already the
 * owner's, a checked copy under `headshots/{owner}-` when it is the uploader's fresh upload
 * (an agent or admin may set a contact's or an agent's picture, which is then the owner's,
 * deleted with them). Anyone else's object, kept or uploaded, is refused: no profile may point
 * at someone else's file.
 */
export async function keepImage({ key, uploader, owner, field = 'headshot' }: ImageToKeep): Promise<string> {
  if (key.startsWith('headshots/')) {
    if (!isKeptPictureOf(key, owner)) throw invalid(field, 'Invalid image');
    return key;
  }
  if (!isOwnUpload(key, uploader)) throw invalid(field, 'Invalid image');
  const file = await describeFile(key);
  if (!file) throw invalid(field, 'The picture was not uploaded. Please try again.');
  if (!(imageContentTypes as readonly string[]).includes(file.contentType)) throw invalid(field, messages.imageType);
  if (file.size > maxImageBytes) throw invalid(field, messages.imageTooLarge);
  if (!(await startsAs(key, file.contentType))) throw invalid(field, messages.imageType);
  const kept = `headshots/${owner}-${randomUUID().slice(0, 8)}.${extension[file.contentType]}`;
  await copyFile(key, kept, file.contentType);
  // The upload's signed PUT is good for minutes, so its bytes may have changed since they were
  // checked (QA 47b LOW-2): the copy, which only we can write, is checked again before it is kept.
  const copy = await describeFile(kept);
  if (!copy || copy.size > maxImageBytes || !(await startsAs(kept, file.contentType))) {
    await deleteFile(kept);
    throw invalid(field, copy && copy.size > maxImageBytes ? messages.imageTooLarge : messages.imageType);
  }
  return kept;
}

/** The caller's own headshot (or an inviter's picture, kept under the inviter until sign-up). */
export function keepHeadshot(userId: string, key: string): Promise<string> {
  return keepImage({ key, uploader: userId, owner: userId });
}

/**
 * A picture an inviter chose, kept under the inviter's name, copied under the new user's own
 * (`headshots/{userId}-…`) at sign-up, so their later saves keep it. The same key when it is
 * already theirs (a retried trigger).
 */
export async function adoptImage(key: string, userId: string): Promise<string> {
  if (isKeptPictureOf(key, userId)) return key;
  const file = await describeFile(key);
  if (!file) return key;
  const adopted = `headshots/${userId}-${randomUUID().slice(0, 8)}.${extension[file.contentType] ?? 'jpg'}`;
  await copyFile(key, adopted, file.contentType);
  return adopted;
}

/**
 * A staff member's picture as our e-mails show it: the lasting address `GET /agents/{id}/headshot`,
 * which sends the reader on to `imageUrl`'s signed link of the moment. A signed link in the message
 * itself lapsed: an hour for a valuation update's, a week for an invitation's (QA 45c M3).
 */
export const mailHeadshotUrl = (profileId: string) => siteApiUrl(`/agents/${encodeURIComponent(profileId)}/headshot`);

const urlLifetimeSeconds = 3600;
const signingStepMs = 30 * 60 * 1000;

/**
 * A signed address for `<img>`, valid for 30 to 60 minutes: signed as of the current
 * half-hour, so repeated reads give the same address and the browser's cache works.
 */
export function imageUrl(key: string, now: Date): Promise<string> {
  const signingDate = new Date(Math.floor(now.getTime() / signingStepMs) * signingStepMs);
  return signDownload(key, signingDate, urlLifetimeSeconds);
}
