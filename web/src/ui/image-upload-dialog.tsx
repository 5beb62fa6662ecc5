import { Alert, Button, Center, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { imageCompression } from '@shared/upload';
import { compressImage } from '../lib/compress-image';
import { useFocusReturn } from './use-focus-return';
import { LoadingButton } from './loading-button';

export interface ImageUploadDialogProps {
  /** The dialog's title, e.g. 'Update headshot'. */
  title: string;
  /** What the picture is, for the preview's text: 'Headshot', 'Logo'. */
  kind: string;
  /** The image shown until a new one is chosen: the stored one or the default (document 2 §2). */
  current: { src: string; alt: string };
  /** A headshot is round, a logo keeps its corners. */
  shape?: 'round' | 'square';
  opened: boolean;
  onClose: () => void;
  /**
   * Stores the compressed picture: the signed upload, then the caller's save. Throws with the
   * message to show ('Error upload the image' when storage refuses it).
   */
  onUpload: (picture: Blob) => Promise<void>;
}

/**
 * The profile image dialog for headshots and logos (document 2 §2 "Profile image dialog", §4
 * "Image upload", §5): a chosen file shows at once in a 200×200 preview, is compressed in the
 * browser (quality 0.7, at most 800×800), and is stored on 'Upload image'. Cancel keeps the
 * previous value: nothing is sent before 'Upload image'.
 */
export function ImageUploadDialog({
  title,
  kind,
  current,
  shape = 'round',
  opened,
  onClose,
  onUpload,
}: ImageUploadDialogProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [picture, setPicture] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The preview's object URL lives as long as the preview it shows.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function close() {
    setPreview(null);
    setPicture(null);
    setError(null);
    onClose();
  }

  async function choose(file: File | null) {
    if (!file) return;
    setError(null);
    setPicture(null);
    // The file as chosen shows at once; the compressed one is what gets uploaded.
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      setPicture(await compressImage(file));
    } catch (failure) {
      setPreview(null);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (!picture) return;
    setBusy(true);
    setError(null);
    try {
      await onUpload(picture);
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  useFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Center>
          <Image
            src={preview ?? current.src}
            alt={preview ? `${kind} preview` : current.alt}
            w={200}
            h={200}
            radius={shape === 'round' ? '50%' : 'md'}
            fit={shape === 'round' ? 'cover' : 'contain'}
            bg="gray.1"
            data-testid={preview ? 'image-preview' : 'image-current'}
          />
        </Center>
        <Text size="sm" c="dimmed" ta="center">
          A JPEG or PNG picture. It is resized to at most {imageCompression.maxWidth}×{imageCompression.maxHeight}{' '}
          before upload.
        </Text>
        <Center>
          <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png">
            {(props) => (
              <Button variant="light" {...props} disabled={busy}>
                Choose a picture
              </Button>
            )}
          </FileButton>
        </Center>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy && !!picture}>
            Cancel
          </Button>
          <LoadingButton onClick={() => void submit()} loading={busy} disabled={!picture}>
            Upload image
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
