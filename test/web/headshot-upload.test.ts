import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadHeadshot } from '../../web/src/features/profile/api/upload-headshot';
import { compressImage } from '../../web/src/features/profile/compress-image';

vi.mock('../../web/src/lib/api-client', () => ({
  apiRequest: vi.fn(async () => ({
    key: 'uploads/u1/abc.jpg',
    url: 'http://storage.test/uploads/u1/abc.jpg?X-Amz-Signature=x',
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    expiresAt: '2026-05-15T16:05:00.000Z',
  })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the image upload helper (document 3 §5, §8)', () => {
  it("says 'Fail to read the file' when the picture cannot be decoded", async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('The source image cannot be decoded.')),
    );

    await expect(compressImage(new File(['not a picture'], 'me.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      'Fail to read the file',
    );
  });

  it('refuses a file that is neither JPEG nor PNG before reading it', async () => {
    const read = vi.fn();
    vi.stubGlobal('createImageBitmap', read);

    await expect(compressImage(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }))).rejects.toThrow(
      'Please choose a JPEG or PNG image.',
    );
    expect(read).not.toHaveBeenCalled();
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
