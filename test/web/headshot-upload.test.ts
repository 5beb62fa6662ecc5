import imageCompression from 'browser-image-compression';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadHeadshot } from '../../web/src/features/profile/api/upload-headshot';
import { compressImage } from '../../web/src/lib/compress-image';

// jsdom draws no canvas: the library is mocked, and these tests pin how it is asked.
vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

vi.mock('../../web/src/lib/api-client', () => ({
  sendRequest: vi.fn(async () => ({
    key: 'uploads/u1/abc.jpg',
    url: 'http://storage.test/uploads/u1/abc.jpg?X-Amz-Signature=x',
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    expiresAt: '2026-05-15T16:05:00.000Z',
  })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(imageCompression).mockReset();
});

describe('the image upload helper (document 3 §5, §8)', () => {
  it('asks the library for a JPEG of quality 0.7 within 800×800, on the page rather than a CDN worker', async () => {
    const compressed = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    vi.mocked(imageCompression).mockResolvedValue(compressed);
    const file = new File(['png'], 'me.png', { type: 'image/png' });

    expect(await compressImage(file)).toBe(compressed);
    expect(imageCompression).toHaveBeenCalledWith(file, {
      maxWidthOrHeight: 800,
      initialQuality: 0.7,
      fileType: 'image/jpeg',
      maxSizeMB: 2,
      useWebWorker: false,
    });
  });

  it("says 'Fail to read the file' when the picture cannot be decoded", async () => {
    vi.mocked(imageCompression).mockRejectedValue(new Error('The file given is not an image'));

    await expect(compressImage(new File(['not a picture'], 'me.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      'Fail to read the file',
    );
  });

  it('refuses a file that is neither JPEG nor PNG before reading it', async () => {
    await expect(compressImage(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }))).rejects.toThrow(
      'Please choose a JPEG or PNG image.',
    );
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it("says 'Error upload the image' when storage refuses the upload or cannot be reached", async () => {
    const picture = new Blob(['jpeg'], { type: 'image/jpeg' });

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 403 })));
    await expect(uploadHeadshot(picture)).rejects.toThrow('Error upload the image');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(uploadHeadshot(picture)).rejects.toThrow('Error upload the image');
  });

  it('answers the key the server chose once storage has the picture', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));

    expect(await uploadHeadshot(new Blob(['jpeg'], { type: 'image/jpeg' }))).toBe('uploads/u1/abc.jpg');
  });
});
