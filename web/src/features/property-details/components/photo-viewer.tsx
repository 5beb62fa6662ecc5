import { Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import classes from './photo-carousel.module.css';
import { photoUrl } from '../../../lib/photo-url';
import { PhotoNav } from './photo-nav';
import { useSwipe } from './use-swipe';
import { useFocusReturn } from '../../../ui/use-focus-return';

export interface PhotoViewerProps {
  opened: boolean;
  onClose: () => void;
  photos: string[];
  index: number;
  onIndexChange: (index: number) => void;
  label: string;
}

/** The full-screen photo viewer: arrows, swipe and the arrow keys; Escape closes. */
export function PhotoViewer({ opened, onClose, photos, index, onIndexChange, label }: PhotoViewerProps) {
  const count = photos.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);
  const swipe = useSwipe(previous, next);
  useWindowEvent('keydown', (event) => {
    if (!opened) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
  });

  useFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={
        <Text fw={600} size="sm">
          {label} · {index + 1} / {count}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close the photos' }}
      styles={{
        content: { background: '#111' },
        header: { background: '#111', color: '#fff' },
        close: { color: '#fff' },
      }}
    >
      <div className={classes.viewer} {...swipe.handlers}>
        <img src={photoUrl(photos[index]!)} alt={`Photo ${index + 1} of ${count}, ${label}`} draggable={false} />
        {count > 1 && <PhotoNav size={48} iconSize={22} onPrevious={previous} onNext={next} />}
      </div>
    </Modal>
  );
}
