import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { resultCap, sorts, type Sort } from '@shared/search/filters';
import type { SearchFilter } from '@shared/search/search-params';
import { useGallery } from '../api/get-properties';
import { visitorMonthsNote } from '../visitor-months';
import { PropertyCard } from './property-card';
import { LoadingButton } from '../../../ui/loading-button';

export const sortLabels: Record<Sort, string> = {
  'listDate.desc': 'Newest',
  'listingPrice.desc': 'Price: High to Low',
  'listingPrice.asc': 'Price: Low to High',
};
const sortOptions = sorts.map((value) => ({ value, label: sortLabels[value] }));

/** "1,234 Results", or "More than 10,000 Results" at the cap (document 3 §2.4). */
export function resultCountText(total: number): string {
  return total >= resultCap
    ? `More than ${resultCap.toLocaleString('en-US')} Results`
    : `${total.toLocaleString('en-US')} ${total === 1 ? 'Result' : 'Results'}`;
}

export interface GalleryProps {
  filter: SearchFilter;
  /** False until the session is known, so a signed-in user never gets the masked page first. */
  ready: boolean;
  /** Signed out: a sold window is read as whole calendar months (DECISIONS row 35). */
  visitor?: boolean;
  onSortChange: (sort: Sort) => void;
}

/**
 * The gallery (document 3 §2.4): pages of 20 appended by Load More; "End of Result" once all
 * are loaded, "No Result Found" for none. A new filter or sort is a new query, from zero.
 */
export function Gallery({ filter, ready, visitor = false, onSortChange }: GalleryProps) {
  const gallery = useGallery(filter, ready);
  const pages = gallery.data?.pages ?? [];
  const hits = pages.flatMap((page) => page.hits);
  const total = pages[0]?.total ?? 0;
  const months = visitorMonthsNote(filter, visitor);

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 18, sm: 22 }} aria-live="polite">
          {gallery.isSuccess ? resultCountText(total) : gallery.isError ? 'Results' : <Skeleton h={24} w={160} />}
        </Title>
        <NativeSelect
          aria-label="Sort"
          data={sortOptions}
          value={filter.sort}
          onChange={(event) => onSortChange(event.currentTarget.value as Sort)}
          w={200}
          size="sm"
        />
      </Group>
      {months && (
        <Text size="sm" c="dimmed" mt={-8}>
          {months.full}
        </Text>
      )}

      {gallery.isError && !gallery.data ? (
        <Alert color="red" title="The listings could not be loaded" variant="light">
          <Group justify="space-between">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void gallery.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : gallery.isPending ? (
        <CardGrid>
          {Array.from({ length: 8 }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </CardGrid>
      ) : hits.length === 0 ? (
        <Card withBorder radius="lg" py={48} ta="center">
          <Text fw={700} fz="lg">
            No Result Found
          </Text>
          <Text c="dimmed" size="sm" mt={4}>
            Try a larger area or fewer filters.
          </Text>
        </Card>
      ) : (
        <>
          <CardGrid>
            {hits.map((property, index) => (
              // The first photo is the page's largest paint (prefetch-gallery.ts has it on its way).
              <PropertyCard key={property.mls} property={property} priority={index === 0} />
            ))}
            {gallery.isFetchingNextPage && Array.from({ length: 4 }, (_, index) => <CardSkeleton key={`s${index}`} />)}
          </CardGrid>
          <Group justify="center" py="md">
            {gallery.hasNextPage ? (
              <LoadingButton
                variant="default"
                size="md"
                radius="xl"
                px={40}
                loading={gallery.isFetchingNextPage}
                onClick={() => void gallery.fetchNextPage()}
              >
                Load More
              </LoadingButton>
            ) : (
              <Text c="dimmed" size="sm">
                End of Result
              </Text>
            )}
          </Group>
          {gallery.isFetchNextPageError && (
            <Text c="red" size="sm" ta="center">
              More listings could not be loaded. Please try again.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function CardGrid({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}

function CardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden>
      <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton h={22} w="55%" />
        <Skeleton h={14} w="85%" />
        <Skeleton h={12} w="60%" />
      </Stack>
    </Card>
  );
}
