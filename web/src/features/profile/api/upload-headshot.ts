import { uploadImage } from '../../../lib/upload-image';

/** Uploads a prepared headshot through a signed request; answers the key to save as the profile's `headshot`. */
export function uploadHeadshot(picture: Blob): Promise<string> {
  return uploadImage(picture, 'headshot');
}
