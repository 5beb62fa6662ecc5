import imageCompression from 'browser-image-compression';
import { imageCompression as limits, imageContentTypes, maxImageBytes } from '@shared/upload';
import { messages } from '@shared/validation/messages';

/**
 * A picture as the product keeps it (document 2 §5, document 3 §7.4): at most 800×800,
 * re-encoded as JPEG at quality 0.7 in the browser, so the upload is small and stripped of
 * camera metadata. browser-image-compression does the drawing (EXIF orientation, a white
 * background under a transparent PNG); it runs on the page, not in its web worker, whose
 * default loads the library again from a CDN the CSP does not allow.
 */
export async function compressImage(file: File): Promise<Blob> {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) throw new Error(messages.imageType);
  try {
    return await imageCompression(file, {
      maxWidthOrHeight: Math.min(limits.maxWidth, limits.maxHeight),
      initialQuality: limits.quality,
      fileType: 'image/jpeg',
      maxSizeMB: maxImageBytes / (1024 * 1024),
      useWebWorker: false,
    });
  } catch {
    // A file that is not the picture it says it is: the helper's own message (document 2 §5).
    throw new Error(messages.imageReadFailed);
  }
}
