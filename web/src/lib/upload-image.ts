import { isImageContentType, type ImagePurpose } from '@shared/upload';
import { messages } from '@shared/validation/messages';
import { api } from './api/client';

/**
 * Uploads a prepared picture: `POST /uploads` signs a PUT for exactly this type and size,
 * then the browser sends the file straight to storage. Answers the key to save on the
 * profile (a headshot's or a logo's key: `imagePurposes` in shared/upload.ts).
 */
export async function uploadImage(picture: Blob, purpose: ImagePurpose): Promise<string> {
  // The server refuses any other type with this message: said here without the round trip.
  const contentType = picture.type;
  if (!isImageContentType(contentType)) throw new Error(messages.imageType);
  const ticket = await api.user.requestUpload({ body: { purpose, contentType, size: picture.size } });
  const response = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: picture }).catch(
    () => undefined,
  );
  if (!response?.ok) throw new Error(messages.imageUploadFailed);
  return ticket.key;
}
