import { imageCompression, imageContentTypes } from '@shared/upload';
import { messages } from '@shared/validation/messages';

/**
 * A picture as the product keeps it (document 3 §7.4): at most 800×800, re-encoded as JPEG
 * at quality 0.7, in the browser, so the upload is small and stripped of camera metadata.
 */
export function fitWithin(width: number, height: number, max = imageCompression.maxWidth) {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function compressImage(file: File): Promise<Blob> {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) throw new Error(messages.imageType);
  // A file that is not the picture it says it is: the helper's own message (document 3 §8).
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(messages.imageReadFailed);
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(messages.imageReadFailed);
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(messages.imageReadFailed))),
      'image/jpeg',
      imageCompression.quality,
    ),
  );
}
