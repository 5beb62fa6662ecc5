import * as z from 'zod';
import { importFileRefused as importFileLimits, importLimits } from './contact-import';
import { contactsFileType, imageContentTypes, imagePurposes, maxImageBytes } from './upload';
import { messages } from './validation/messages';

/** `POST /uploads`: the request's zod schema (the limits are in upload.ts, which the browser uses too). */
export const uploadRequestSchema = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.enum(imagePurposes),
      contentType: z.enum(imageContentTypes, { error: messages.imageType }),
      size: z
        .number({ error: messages.imageTooLarge })
        .int()
        .positive(messages.imageTooLarge)
        .max(maxImageBytes, messages.imageTooLarge),
    }),
    z.object({
      purpose: z.literal('contacts'),
      contentType: z.literal(contactsFileType, { error: 'The file must be a CSV file (text/csv).' }),
      size: z
        .number({ error: importFileLimits })
        .int()
        .positive(importFileLimits)
        .max(importLimits.maxBytes, importFileLimits),
    }),
  ],
  { error: () => 'purpose must be one of headshot, logo, contacts.' },
);
export type UploadRequest = z.output<typeof uploadRequestSchema>;
