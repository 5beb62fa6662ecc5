import { uploadImage } from '../../../lib/upload-image';

/**
 * Uploads the invitee's headshot or logo through a signed request; answers the `uploads/…` key
 * the invitation carries (the server keeps a copy when the invitation is created).
 */
export function uploadInviteImage(picture: Blob, purpose: 'headshot' | 'logo'): Promise<string> {
  return uploadImage(picture, purpose);
}
