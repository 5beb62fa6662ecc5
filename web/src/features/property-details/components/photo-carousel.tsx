import { Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useState, type KeyboardEvent } from 'react';
import { HouseIcon } from '../../../ui/icons/listing-icons';
import classes from './photo-carousel.module.css';
import { photoUrl } from '../../../lib/photo-url';
import { PhotoNav } from './photo-nav';
import { useSwipe } from './use-swipe';

// The full-screen viewer (a modal) loads when first opened.
const PhotoViewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

export interface PhotoCarouselProps {
  photos: string[];
  /** Accessible description of the photos, e.g. the address. */
  label: string;
}

/**
 * The listing's photos (document 3 §2.6): one at a time with previous/next, swipe and the
 * arrow keys, thumbnails below, and a full-screen viewer on click.
 */
export function PhotoCarousel({ photos, label }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const [viewerWanted, setViewerWanted] = useState(false);
  const [viewerOpened, setViewerOpened] = useState(false);
  const count = photos.length;
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const swipe = useSwipe(previous, next);

  if (count === 0) {
    return (
      <div className={classes.stage}>
        <div className={classes.empty}>
          <HouseIcon size={48} />
          <Text size="sm">No photos yet</Text>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // The viewer has its own keys (its events bubble here through the portal).
    if (viewerOpened) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={`Photos of ${label}`} onKeyDown={onKeyDown}>
      <div className={classes.stage} {...swipe.handlers}>
        <img src={photoUrl(photos[index]!)} alt={`Photo ${index + 1} of ${count}, ${label}`} draggable={false} />
        <button
          type="button"
          className={classes.open}
          aria-label="Open the photos full screen"
          onClick={() => {
            if (swipe.moved()) return;
            setViewerWanted(true);
            setViewerOpened(true);
          }}
        />
        {count > 1 && <PhotoNav size={40} onPrevious={previous} onNext={next} />}
        <span className={classes.counter} aria-live="polite">
          {index + 1} / {count}
        </span>
      </div>
      {count > 1 && (
        <div className={classes.thumbs}>
          {photos.map((photo, position) => (
            <button
              key={`${photo}-${position}`}
              type="button"
              className={classes.thumb}
              aria-label={`Show photo ${position + 1}`}
              aria-current={position === index}
              onClick={() => setIndex(position)}
            >
              <img src={photoUrl(photo)} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {viewerWanted && (
        <Suspense fallback={null}>
          <PhotoViewer
            opened={viewerOpened}
            onClose={() => setViewerOpened(false)}
            photos={photos}
            index={index}
            onIndexChange={setIndex}
            label={label}
          />
        </Suspense>
      )}
    </div>
  );
}
