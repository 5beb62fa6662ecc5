import { Badge } from '@mantine/core';

/**
 * Names a valuation's figure beside it: the agent's confirmed value, or the model's estimate until
 * the agent confirms one (QA 38b L7), so '$1,461,753' never stands unlabelled beside a confirmed
 * '$820,000'.
 */
export function ValueKindBadge({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <Badge size="xs" variant="light" color="teal">
      Confirmed
    </Badge>
  ) : (
    <Badge size="xs" variant="light" color="gray">
      Estimate
    </Badge>
  );
}
