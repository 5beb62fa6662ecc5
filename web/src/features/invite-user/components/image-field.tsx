import { Button, Group, Image, Input, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { defaultHeadshotUrl, defaultLogoUrl } from '../../../ui/default-images';
import { uploadInviteImage } from '../api/upload-invite-image';

// The dialog (a modal, the picture compressor) is loaded when it is opened, not with the form.
const ImageUploadDialog = lazy(() =>
  import('../../../ui/image-upload-dialog').then((module) => ({ default: module.ImageUploadDialog })),
);

interface ImageFieldProps {
  purpose: 'headshot' | 'logo';
  /** The uploaded picture's key, '' when none. */
  value: string;
  onChange: (key: string) => void;
  error?: string;
}

const words = {
  headshot: { label: 'Headshot', button: 'Upload headshot', fallback: defaultHeadshotUrl },
  logo: { label: 'Logo', button: 'Upload logo', fallback: defaultLogoUrl },
} as const;

/**
 * The invitee's headshot or logo (document 2 §2): the shared image dialog compresses the picture
 * and it is uploaded at once through a signed request; the form keeps its key. The picture
 * shows from the browser's copy: the upload is not readable until the invitation keeps it.
 */
export function ImageField({ purpose, value, onChange, error }: ImageFieldProps) {
  const [opened, setOpened] = useState(false);
  const [preview, setPreview] = useState<{ key: string; url: string } | null>(null);
  const text = words[purpose];
  const shown = preview && preview.key === value ? preview.url : undefined;

  // The preview's object URL lives as long as the preview it shows.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview.url) : undefined), [preview]);

  return (
    <Input.Wrapper label={text.label} error={error}>
      <Group gap="md" mt={4} wrap="nowrap">
        <Image
          src={shown ?? text.fallback}
          alt={shown ? `${text.label} to upload` : ''}
          w={72}
          h={72}
          flex="none"
          radius={purpose === 'headshot' ? '50%' : 'sm'}
          fit={purpose === 'headshot' ? 'cover' : 'contain'}
          bg="gray.1"
          data-testid={`${purpose}-picture`}
        />
        <Stack gap={4} align="flex-start" miw={0}>
          <Button variant="light" size="xs" onClick={() => setOpened(true)} data-wrap>
            {text.button}
          </Button>
          {value && (
            <Button variant="subtle" color="gray" size="xs" onClick={() => onChange('')} data-wrap>
              Remove {text.label.toLowerCase()}
            </Button>
          )}
        </Stack>
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <ImageUploadDialog
            title={text.button}
            kind={text.label}
            current={{ src: shown ?? text.fallback, alt: shown ? `${text.label} to upload` : '' }}
            shape={purpose === 'headshot' ? 'round' : 'square'}
            opened={opened}
            onClose={() => setOpened(false)}
            onUpload={async (picture) => {
              const key = await uploadInviteImage(picture, purpose);
              setPreview({ key, url: URL.createObjectURL(picture) });
              onChange(key);
            }}
          />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
