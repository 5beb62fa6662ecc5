/**
 * Image uploads (document 1 §7.5, document 3 §7.4): the browser compresses a picture
 * (JPEG quality 0.7, at most 800×800), asks the API to sign an upload, and PUTs the file
 * straight to storage. The signature fixes the type, the exact size, the key and a short
 * expiry, so storage itself refuses anything else. The request's schema is in upload-schemas.ts.
 */
export const imageContentTypes = ['image/jpeg', 'image/png'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

/** Whether a picture's type is one `POST /uploads` signs. */
export const isImageContentType = (type: string): type is ImageContentType =>
  (imageContentTypes as readonly string[]).includes(type);

/** The largest accepted image: far above a compressed 800×800 JPEG, far below a raw photo. */
export const maxImageBytes = 2 * 1024 * 1024;

/** How long a signed upload stays usable. */
export const uploadExpirySeconds = 300;

/** What the browser does to a picture before uploading it. */
export const imageCompression = { maxWidth: 800, maxHeight: 800, quality: 0.7 } as const;

/** Pictures: a headshot, an agent's logo. */
export const imagePurposes = ['headshot', 'logo'] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/**
 * A contacts file to import (issue 15): CSV, at most `importLimits.maxBytes` (so a file
 * over it is refused before it is sent). Browsers label CSV differently (Excel on Windows says
 * application/vnd.ms-excel), so the page sends text/csv for any file named .csv.
 */
export const contactsFileType = 'text/csv';

export const uploadPurposes = [...imagePurposes, 'contacts'] as const;

/** The signed upload: PUT the file to `url` with exactly these headers before `expiresAt`. */
export interface UploadTicket {
  /** The key the server chose; send it back (e.g. as the profile's `headshot`) once uploaded. */
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}
