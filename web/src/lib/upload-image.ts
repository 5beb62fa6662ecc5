import type { imagePurposes, UploadTicket } from '@shared/upload';
import { messages } from '@shared/validation/messages';
import { apiRequest } from './api-client';

/**
 * Uploads a prepared picture: `POST /uploads` signs a PUT for exactly this type and size,
 * then the browser sends the file straight to storage. Answers the key to save on the
 * profile or the invitation: a headshot, or an agent's logo (`imagePurposes` in shared/upload.ts).
 */
export async function uploadImage(picture: Blob, purpose: (typeof imagePurposes)[number]): Promise<string> {
  const ticket = await apiRequest<UploadTicket>('/uploads', {
    method: 'POST',
    body: { purpose, contentType: picture.type, size: picture.size },
  });
  const response = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: picture }).catch(
    () => undefined,
  );
  if (!response?.ok) throw new Error(messages.imageUploadFailed);
  return ticket.key;
}
