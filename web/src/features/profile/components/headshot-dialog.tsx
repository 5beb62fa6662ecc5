import { Alert, Button, Center, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { imageCompression } from '@shared/upload';
import { fullName } from '@shared/full-name';
import type { UserProfile } from '@shared/profile';
import { headshotImage } from '../../../ui/default-images';
import { uploadHeadshot } from '../api/upload-headshot';
import { compressImage } from '../compress-image';
import { useSaveProfile } from '../hooks/use-save-profile';

interface HeadshotDialogProps {
  profile: UserProfile;
  opened: boolean;
  onClose: () => void;
}

/**
 * The headshot update dialog (document 1 §2.7, document 2 §2 "Profile image dialog"): a
 * picture is compressed in the browser (quality 0.7, at most 800×800), previewed at 200×200,
 * and on "Upload image" uploaded through a signed request and saved as the profile's headshot.
 */
export function HeadshotDialog({ profile, opened, onClose }: HeadshotDialogProps) {
  const [picture, setPicture] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveProfile();

  // The preview's object URL lives as long as the picture it shows.
  useEffect(() => (picture ? () => URL.revokeObjectURL(picture.url) : undefined), [picture]);

  function close() {
    setPicture(null);
    setError(null);
    onClose();
  }

  async function choose(file: File | null) {
    if (!file) return;
    setError(null);
    try {
      const blob = await compressImage(file);
      setPicture({ blob, url: URL.createObjectURL(blob) });
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  async function submit() {
    if (!picture) return;
    setUploading(true);
    setError(null);
    try {
      const key = await uploadHeadshot(picture.blob);
      await save.mutateAsync({ profile, changes: { headshot: key } });
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  }

  // The chosen picture, else the current headshot, else the default image (document 1 §7.5).
  const current = headshotImage(profile.headshotUrl, fullName(profile));
  return (
    <Modal opened={opened} onClose={close} title="Update headshot" centered>
      <Stack gap="md">
        <Center>
          <Image
            src={picture?.url ?? current.src}
            alt={picture ? 'Headshot preview' : current.alt}
            w={200}
            h={200}
            radius="50%"
            fit="cover"
            bg="gray.1"
            data-testid={picture ? 'headshot-preview' : 'headshot-current'}
          />
        </Center>
        <Text size="sm" c="dimmed" ta="center">
          A JPEG or PNG picture. It is resized to at most {imageCompression.maxWidth}×{imageCompression.maxHeight}{' '}
          before upload.
        </Text>
        <Center>
          <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png">
            {(props) => (
              <Button variant="light" {...props}>
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
          <Button variant="default" onClick={close} disabled={uploading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={uploading} disabled={!picture}>
            Upload image
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
