/** The widest a photo goes into the PDF: twice the 256 pt column, so it stays sharp and small. */
export const maxPhotoWidth = 640;
const jpegQuality = 0.7;

/**
 * A photo re-encoded as a JPEG at most `maxPhotoWidth` wide (document 3 §9.3; issue 17: the
 * PDF stays small). The listing photos are full-size camera files; drawn on a canvas they come
 * out a tenth of the bytes. Throws when the bytes are not an image the browser can read.
 */
export async function downsizeImage(bytes: Uint8Array, maxWidth = maxPhotoWidth): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  try {
    const scale = Math.min(1, maxWidth / bitmap.width);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // A white ground under a transparent PNG, which JPEG cannot keep.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
    if (!blob) throw new Error('The photo could not be encoded');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    bitmap.close();
  }
}
