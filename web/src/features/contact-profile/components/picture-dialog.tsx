import { fullName } from '@shared/full-name';
import type { ManagedProfile } from '@shared/profile-sections';
import { uploadImage } from '../../../lib/upload-image';
import { headshotImage, logoImage } from '../../../ui/default-images';
import { ImageUploadDialog } from '../../../ui/image-upload-dialog';
import { useSectionSave } from '../hooks/use-section-save';
import { pictureUpdate, type PictureField } from '../section-values';

interface PictureDialogProps {
  profile: ManagedProfile;
  field: PictureField;
  opened: boolean;
  onClose: () => void;
}

/**
 * The image dialog (document 2 §2 "Profile image dialog", §4 "Image upload") for a profile's
 * headshot (a contact's, set by their agent or an admin) or an agent's logo: the signed upload
 * (the caller's own), then the section that holds the picture with its version; the server
 * keeps the file under the profile owner's name. The profile then reloads and shows the new
 * picture; a failure stays in the dialog ('Error upload the image', or the server's message).
 */
export function PictureDialog({ profile, field, opened, onClose }: PictureDialogProps) {
  const save = useSectionSave(profile.id);
  const logo = field === 'logo';
  return (
    <ImageUploadDialog
      title={logo ? 'Update logo' : 'Update headshot'}
      kind={logo ? 'Logo' : 'Headshot'}
      shape={logo ? 'square' : 'round'}
      current={logo ? logoImage(profile.logoUrl) : headshotImage(profile.headshotUrl, fullName(profile))}
      opened={opened}
      onClose={onClose}
      onUpload={async (picture) => {
        const key = await uploadImage(picture, field);
        await save.mutateAsync(pictureUpdate(profile, field, key));
      }}
    />
  );
}
