import { fullName } from '@shared/full-name';
import type { UserProfile } from '@shared/profile';
import { headshotImage } from '../../../ui/default-images';
import { ImageUploadDialog } from '../../../ui/image-upload-dialog';
import { uploadHeadshot } from '../api/upload-headshot';
import { useSaveProfile } from '../hooks/use-save-profile';

interface HeadshotDialogProps {
  profile: UserProfile;
  opened: boolean;
  onClose: () => void;
  /** After the headshot is saved (the account page's profile has reloaded already). */
  onSaved?: () => void;
}

/**
 * The headshot update dialog (document 1 §2.7, document 2 §2 "Profile image dialog"): the
 * shared image dialog, whose picture is uploaded through a signed request and saved as the
 * caller's own headshot (`PUT /myprofile`).
 */
export function HeadshotDialog({ profile, opened, onClose, onSaved }: HeadshotDialogProps) {
  const save = useSaveProfile();
  return (
    <ImageUploadDialog
      title="Update headshot"
      kind="Headshot"
      current={headshotImage(profile.headshotUrl, fullName(profile))}
      opened={opened}
      onClose={onClose}
      onUpload={async (picture) => {
        const key = await uploadHeadshot(picture);
        await save.mutateAsync({ profile, changes: { headshot: key } });
        onSaved?.();
      }}
    />
  );
}
