import { Box, Skeleton } from '@mantine/core';

/** The page's shape while the listing loads (plain boxes: this sits in the main bundle). */
export function PropertyDetailsSkeleton() {
  return (
    <Box maw={1320} mx="auto" p="md" role="status" aria-label="Loading the property">
      <Skeleton h={{ base: 260, sm: 460 }} radius="lg" />
      <Box mt="lg" style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
        <Box style={{ flex: '2 1 480px', display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Skeleton h={24} w={120} />
          <Skeleton h={36} w={240} />
          <Skeleton h={26} w="70%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={160} mt="lg" />
        </Box>
        <Box style={{ flex: '1 1 280px' }}>
          <Skeleton h={300} radius="lg" />
        </Box>
      </Box>
    </Box>
  );
}
