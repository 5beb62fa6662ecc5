import { Paper, Skeleton, Text } from '@mantine/core';

/**
 * One widget: its label, its figure (a skeleton while it loads, nothing when the load failed:
 * document 2 §8) and an optional line under it.
 */
export function FigureCard({
  label,
  value,
  caption,
  loading = false,
}: {
  label: string;
  value: string | undefined;
  caption?: string;
  loading?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" bg="white" data-testid="figure-card" aria-busy={loading || undefined}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={32} w="60%" mt={6} radius="sm" />
      ) : (
        <Text fz={28} fw={700} lh={1.3} data-testid="figure-value">
          {value}
        </Text>
      )}
      {!loading && caption && (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      )}
    </Paper>
  );
}
