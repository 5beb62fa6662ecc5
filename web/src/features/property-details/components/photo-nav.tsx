import { ActionIcon } from '@mantine/core';
import { ChevronIcon } from '../../../ui/icons/navigation-icons';
import classes from './photo-carousel.module.css';

/** Previous and next over a listing's photos: the carousel's, and the full-screen viewer's (larger). */
export function PhotoNav({
  size,
  iconSize,
  onPrevious,
  onNext,
}: {
  size: number;
  iconSize?: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const icon = iconSize === undefined ? {} : { size: iconSize };
  return (
    <>
      <ActionIcon
        className={`${classes.nav} ${classes.prev}`}
        variant="white"
        color="dark"
        radius="xl"
        size={size}
        aria-label="Previous photo"
        onClick={onPrevious}
      >
        <ChevronIcon direction="left" {...icon} />
      </ActionIcon>
      <ActionIcon
        className={`${classes.nav} ${classes.next}`}
        variant="white"
        color="dark"
        radius="xl"
        size={size}
        aria-label="Next photo"
        onClick={onNext}
      >
        <ChevronIcon direction="right" {...icon} />
      </ActionIcon>
    </>
  );
}
