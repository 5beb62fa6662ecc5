import type { UploadTicket } from '@shared/upload';
import { uploadRequestSchema } from '@shared/upload-schemas';
import { json, route } from '../route';

/** Browser uploads (document 1 §7.5): a signed PUT of one file into the caller's own folder. */
export const uploads = {
  requestUpload: route({
    method: 'POST',
    path: '/uploads',
    body: uploadRequestSchema,
    answer: json<UploadTicket>(),
    access: 'signedIn',
    owner: 'caller',
    spec: '1 §7.5, 2 §7',
    note: 'signs an image upload, or a contacts CSV for an agent or admin (presigned PUT: type, exact size, key, 5 minutes); path not shown in the spec',
  }),
};
