import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatCurrency } from '@shared/format/currency';
import type { ValueExplanation } from '@shared/home-value/types';

/**
 * What moved the value beyond the model and the comparables (issue 25): the home's own sale
 * carried to today, what each improvement added, and a note when they hit the cap. The answer
 * carries it for signed-in viewers only; nothing shows without it.
 */
export function ValueExplanationCard({ explanation }: { explanation: ValueExplanation | undefined }) {
  const sale = explanation?.carriedSale;
  const improvements = explanation?.improvements;
  if (!sale && !improvements?.items.length) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="explanation-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="explanation-title">
          What moved the value
        </Title>
        {sale && (
          <div>
            <Text fw={600}>
              Your {sale.date.slice(0, 4)} sale, carried to today: {formatCurrency(sale.carriedPrice)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatCurrency(sale.price)} on {sale.date}, moved with the area&apos;s prices
              {improvements?.added ? ' and the improvements since' : ''}. It counts for {Math.round(sale.weight * 100)}%
              of the estimate.
            </Text>
          </div>
        )}
        {improvements && improvements.items.length > 0 && (
          <div>
            <Text fw={600}>Improvements: {signed(improvements.added)}</Text>
            <Stack component="ul" gap={2} m={0} pl="md">
              {improvements.items.map((item) => (
                <Text component="li" size="sm" key={item.randomId}>
                  {item.area} ({formatCurrency(item.cost)}, {item.completionDate}):{' '}
                  {item.beforeLastSale
                    ? 'already in the last sale’s price'
                    : `${signed(item.added)}${item.capped ? ', capped' : ''}`}
                </Text>
              ))}
            </Stack>
            {improvements.capped && (
              <Text size="sm" c="orange.9" mt={4}>
                Improvements add at most a quarter of the value before them: this total was capped.
              </Text>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}

const signed = (amount: number) => `+${formatCurrency(Math.max(0, amount))}`;
