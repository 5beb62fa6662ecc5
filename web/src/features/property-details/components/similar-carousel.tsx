import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { useRef, type ComponentType } from 'react';
import type { PropertySummary } from '@shared/search/types';
import { ChevronIcon } from '../../../ui/icons/navigation-icons';
import classes from './similar-carousel.module.css';

export interface SimilarCarouselProps {
  title: string;
  subtitle: string;
  properties: PropertySummary[];
  /** The listing card, given by the route (the home-search feature's card). */
  Card: ComponentType<{ property: PropertySummary }>;
}

/**
 * A similar-properties carousel (document 3 §2.6): previous and next scroll by one width,
 * and the track swipes (native horizontal scroll with snapping).
 */
export function SimilarCarousel({ title, subtitle, properties, Card }: SimilarCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const step = (direction: -1 | 1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <section aria-label={title}>
      {/* The arrows go under the title when larger text leaves them no room beside it. */}
      <Group justify="space-between" align="flex-end" mb="sm" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 10rem' }}>
          <Title order={2} fz={{ base: 18, sm: 22 }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" fw={500}>
            {subtitle}
          </Text>
        </div>
        {properties.length > 1 && (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              radius="xl"
              size={36}
              aria-label={`Previous: ${title}`}
              onClick={() => step(-1)}
            >
              <ChevronIcon direction="left" />
            </ActionIcon>
            <ActionIcon variant="default" radius="xl" size={36} aria-label={`Next: ${title}`} onClick={() => step(1)}>
              <ChevronIcon direction="right" />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {properties.length === 0 ? (
        <Text c="dimmed" size="sm">
          No similar properties right now.
        </Text>
      ) : (
        <div ref={track} className={classes.track} data-testid="similar-track">
          {properties.map((property) => (
            <div key={property.mls} className={classes.item}>
              <Card property={property} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
