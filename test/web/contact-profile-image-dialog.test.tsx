import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from '../../web/src/lib/compress-image';
import { ImageUploadDialog } from '../../web/src/ui/image-upload-dialog';
import { deferred } from './api-stub';
import { renderWithRouter } from './render';
import * as compressImageModule from '../../web/src/lib/compress-image';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(compressImageModule, 'compressImage').mockImplementation(() => undefined as never);
});
afterEach(() => vi.resetAllMocks());
// The jsdom this file shares with others (vitest.config.ts) gets its URL methods back.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => Object.assign(URL, objectUrls));

function open(onUpload = vi.fn(async () => {}), onClose = vi.fn()) {
  URL.createObjectURL = vi.fn(() => 'blob:chosen');
  URL.revokeObjectURL = vi.fn();
  renderWithRouter(
    <ImageUploadDialog
      title="Update logo"
      kind="Logo"
      shape="square"
      current={{ src: '/images/default-logo.png', alt: '' }}
      opened
      onClose={onClose}
      onUpload={onUpload}
    />,
  );
  return { onUpload, onClose };
}

function choose(file = new File(['raw'], 'logo.png', { type: 'image/png' })) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the image upload dialog (document 2 §2, §4, §5)', () => {
  it('shows the chosen picture at once, while it is still being compressed, and uploads the compressed one', async () => {
    const compressed = new Blob(['jpeg'], { type: 'image/jpeg' });
    const compressing = deferred<Blob>();
    vi.mocked(compressImage).mockReturnValue(compressing.promise);
    const { onUpload, onClose } = open();
    await screen.findByRole('button', { name: 'Choose a picture' });

    choose();
    const preview = await screen.findByTestId('image-preview');
    expect(preview.getAttribute('src')).toBe('blob:chosen');
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveProperty('disabled', true);

    compressing.resolve(compressed);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload image' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUpload).toHaveBeenCalledWith(compressed);
  });

  it("says 'Fail to read the file' and drops the preview when the picture cannot be read", async () => {
    vi.mocked(compressImage).mockRejectedValue(new Error('Fail to read the file'));
    open();
    await screen.findByRole('button', { name: 'Choose a picture' });
    choose();

    expect(await screen.findByText('Fail to read the file')).toBeTruthy();
    expect(screen.queryByTestId('image-preview')).toBeNull();
    expect(screen.getByTestId('image-current').getAttribute('src')).toBe('/images/default-logo.png');
  });

  it("says 'Error upload the image' and stays open when the upload fails", async () => {
    vi.mocked(compressImage).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const { onClose } = open(vi.fn().mockRejectedValue(new Error('Error upload the image')));
    await screen.findByRole('button', { name: 'Choose a picture' });
    choose();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload image' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Upload image' }));

    expect(await screen.findByText('Error upload the image')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel keeps the previous image: nothing is uploaded', async () => {
    vi.mocked(compressImage).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const { onUpload, onClose } = open();
    const dialog = within(await screen.findByRole('dialog'));
    choose();
    await dialog.findByTestId('image-preview');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalled();
    expect(onUpload).not.toHaveBeenCalled();
    expect(dialog.getByTestId('image-current').getAttribute('src')).toBe('/images/default-logo.png');
  });
});
