import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import type { ReportProperty } from '@shared/annual-report/types';
import { displayDate } from '@shared/format/dates';
import { formatCurrency } from '@shared/format/currency';
import { addressLine, propertyDetailsHref } from '@shared/search/listing-labels';
import { photoUrl } from '../../../lib/photo-url';
import { HouseIcon } from '../../../ui/icons/listing-icons';
import classes from './annual-report.module.css';

/**
 * A comparable in the modal (document 2 §2): photo, address, sold price and date, beds and
 * baths. The card opens /property-details/?={mls} in a new tab, as the listing cards do; the ×
 * beside it removes the comparable.
 */
export function ComparableCard({
  property,
  onRemove,
  removing,
}: {
  property: ReportProperty;
  onRemove?: () => void;
  removing: boolean;
}) {
  const address = addressLine(property);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.comparable}
      component="li"
      data-testid="comparable"
      data-mls={property.mls}
    >
      <div className={classes.comparablePhoto}>
        {property.photo ? (
          <img src={photoUrl(property.photo)} alt="" loading="lazy" decoding="async" />
        ) : (
          <HouseIcon size={28} />
        )}
      </div>
      <div className={classes.comparableBody}>
        <a className={classes.stretched} href={propertyDetailsHref(property.mls)} target="_blank" rel="noopener">
          <Text fw={600} size="sm" lineClamp={2} component="span">
            {address}
          </Text>
        </a>
        <Text size="sm">
          {property.soldPrice !== undefined ? formatCurrency(property.soldPrice) : '-'}
          {property.soldDate ? ` · sold ${displayDate(property.soldDate)}` : ''}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {property.bedroom}
            {property.brPlus ? `+${property.brPlus}` : ''} bed · {property.bathroom} bath · MLS {property.mls}
          </Text>
        </Group>
      </div>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          className={classes.remove}
          onClick={onRemove}
          loading={removing}
          aria-label={`Remove ${address}`}
        >
          ×
        </ActionIcon>
      )}
    </Paper>
  );
}
