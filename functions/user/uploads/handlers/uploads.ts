import { randomUUID } from 'node:crypto';
import { user } from '@shared/contract/user';
import { uploadExpirySeconds, type UploadTicket } from '@shared/upload';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { ForbiddenError } from '../../../lib/errors';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { signUpload } from '../files-repository';
import { userRateKey } from '../../../lib/rate-limit/rate-key';
import { takeRateToken } from '../../rate-limits/published';

const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'text/csv': 'csv' } as const;

/**
 * `POST /uploads` with `{ purpose, contentType, size }`: signs one browser upload of a JPEG
 * or PNG of at most 2 MB, or a contacts CSV file for an agent or an admin (who alone can import
 * one: a client's would be storage nobody can use), at a key the server chooses under the
 * caller's own folder, for 5 minutes. The signature covers Content-Type and Content-Length, so
 * S3 refuses any other file.
 */
export const postUpload = handle(user.requestUpload, async ({ caller, body }) => {
  const me = signedInCaller(caller);
  if (body.purpose === 'contacts' && !me.roles.some((role) => role === 'agent' || role === 'admin')) {
    throw new ForbiddenError('You do not have access to this.');
  }
  const now = clock.now();
  await takeRateToken('upload', userRateKey(me.sub), now);
  const key = `uploads/${me.sub}/${randomUUID()}.${extension[body.contentType]}`;
  // Signed as of the injected clock, to the second as SigV4 dates are, so the URL expires
  // exactly at the ticket's `expiresAt`.
  const signedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const url = await signUpload({
    key,
    contentType: body.contentType,
    size: body.size,
    signedAt,
    expiresInSeconds: uploadExpirySeconds,
  });
  const ticket: UploadTicket = {
    key,
    url,
    method: 'PUT',
    headers: { 'content-type': body.contentType },
    expiresAt: new Date(signedAt.getTime() + uploadExpirySeconds * 1000).toISOString(),
  };
  return ok(ticket);
});
