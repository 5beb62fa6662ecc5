import type { UploadTicket } from '@shared/upload';
import { messages } from '@shared/validation/messages';
import { apiRequest } from '../../../lib/api-client';

/**
 * Uploads a prepared picture: `POST /uploads` signs a PUT for exactly this type and size,
 * then the browser sends the file straight to storage. Answers the key to save as the
 * profile's `headshot`.
 */
export async function uploadHeadshot(picture: Blob): Promise<string> {
  const ticket = await apiRequest<UploadTicket>('/uploads', {
    method: 'POST',
    body: { purpose: 'headshot', contentType: picture.type, size: picture.size },
  });
  const response = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: picture }).catch(
    () => undefined,
  );
  if (!response?.ok) throw new Error(messages.imageUploadFailed);
  return ticket.key;
}
