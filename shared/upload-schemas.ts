import * as z from 'zod';
import { imageContentTypes, maxImageBytes, uploadPurposes } from './upload';
import { messages } from './validation/messages';

/** `POST /uploads`: the request's zod schema (the limits are in upload.ts, which the browser uses too). */
export const uploadRequestSchema = z.object({
  purpose: z.enum(uploadPurposes),
  contentType: z.enum(imageContentTypes, { error: messages.imageType }),
  size: z
    .number({ error: messages.imageTooLarge })
    .int()
    .positive(messages.imageTooLarge)
    .max(maxImageBytes, messages.imageTooLarge),
});
export type UploadRequest = z.output<typeof uploadRequestSchema>;
