import { useLocalStorage } from '@mantine/hooks';

/** The local-storage flag 'Skip for now' sets (document 1 §2.3, §3 "Local storage: skipped flag"). */
export const overlaySkippedKey = 'gtaHomes.soldPropertiesOverlaySkipped';

export function useOverlaySkipped() {
  const [skipped, setSkipped] = useLocalStorage<boolean>({
    key: overlaySkippedKey,
    defaultValue: false,
    // Read at once, so a visitor who skipped never sees the overlay flash.
    getInitialValueInEffect: false,
  });
  return { skipped, skip: () => setSkipped(true) };
}
