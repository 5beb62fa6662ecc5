import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ManagedProfile } from '@shared/profile-sections';
import type { PictureField } from '../section-values';

// The dialog (and the image compression library) loads when a picture is first changed.
const PictureDialog = lazy(() =>
  import('../components/picture-dialog').then((module) => ({ default: module.PictureDialog })),
);

/**
 * A profile's picture dialog: `change` opens it for the headshot or the logo; `dialog` is the
 * element to render. Kept mounted once opened, so that closing it plays the modal's transition.
 */
export function usePictureDialog(profile: ManagedProfile): {
  change: (field: PictureField) => void;
  dialog: ReactNode;
} {
  const [field, setField] = useState<PictureField | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    change: (next) => {
      setField(next);
      setOpened(true);
    },
    dialog: field && (
      <Suspense fallback={null}>
        <PictureDialog profile={profile} field={field} opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    ),
  };
}
