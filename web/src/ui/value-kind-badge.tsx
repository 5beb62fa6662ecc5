import { Badge, Stack } from '@mantine/core';
import { detailsChangedSentence } from '@shared/annual-report/figures';

/**
 * Names a valuation's figure beside it: the agent's confirmed value, or the model's estimate until
 * the agent confirms one (QA 38b L7), so '$1,461,753' never stands unlabelled beside a confirmed
 * '$820,000'. A confirmed value of a home whose owner changed its facts since says so too, as the
 * valuation and the PDF do (QA 62a L5: the agent's lists said "Confirmed" alone).
 */
export function ValueKindBadge({ confirmed, detailsChangedAt }: { confirmed: boolean; detailsChangedAt?: string }) {
  if (!confirmed)
    return (
      <Badge size="xs" variant="light" color="gray">
        Estimate
      </Badge>
    );
  const badge = (
    <Badge size="xs" variant="light" color="teal">
      Confirmed
    </Badge>
  );
  return detailsChangedAt ? (
    // One above the other: side by side they widened the reports table's value column (1280 px).
    <Stack gap={4} align="flex-start">
      {badge}
      <Badge size="xs" variant="light" color="orange" title={detailsChangedSentence(detailsChangedAt)}>
        Details changed since
      </Badge>
    </Stack>
  ) : (
    badge
  );
}
