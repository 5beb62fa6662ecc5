import { Badge, Box, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { displayDate } from '@shared/format/dates';
import {
  addressLine,
  priceText,
  propertyTypeLabel,
  sizeText,
  soldWord,
  statusLabel,
  statusTone,
} from '@shared/search/listing-labels';
import type { PropertySummary } from '@shared/search/types';
import { HiddenFigure } from '../../../ui/hidden-figure';
import { LockIcon } from '../../../ui/icons/action-icons';
import { AreaIcon, BathIcon, BedIcon, CarIcon } from '../../../ui/icons/listing-icons';
import { useSignInSearch } from '../../../lib/return-path';

const toneColours = { active: 'red', sold: 'indigo', inactive: 'gray' } as const;

export interface PropertySummaryProps {
  summary: PropertySummary;
  neighbourhood?: { id: string; name: string };
  /** Follow / Following, composed by the route for signed-in users. */
  follow?: ReactNode;
}

/**
 * The top of the page: status, price (a closed listing's price, or '****' blurred for a
 * visitor with Unlock Full Details), address, the main facts and Follow.
 */
export function PropertySummaryHeader({ summary, neighbourhood, follow }: PropertySummaryProps) {
  const tone = statusTone(summary.status);
  const closed = tone === 'sold';
  const size = sizeText(summary);
  const signInSearch = useSignInSearch();

  return (
    <Stack gap={10}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap={8}>
          <Badge color={toneColours[tone]} variant="filled" size="lg">
            {statusLabel(summary.status)}
          </Badge>
          <Text size="sm" c="dimmed">
            MLS® {summary.mls}
          </Text>
        </Group>
        {follow}
      </Group>

      <Box>
        {closed ? (
          <Group gap={12} align="baseline">
            <Text
              fz={{ base: 28, sm: 34 }}
              fw={800}
              lh={1.1}
              style={summary.masked ? { filter: 'blur(6px)', userSelect: 'none' } : undefined}
            >
              {summary.soldPrice === undefined ? (
                <HiddenFigure
                  spoken={`${soldWord(summary.saleType)} price shown once you sign in`}
                  testId="closed-price"
                />
              ) : (
                <>
                  <VisuallyHidden component="span">{soldWord(summary.saleType)} price </VisuallyHidden>
                  <span data-testid="closed-price">{priceText(summary.soldPrice, summary.saleType)}</span>
                </>
              )}
            </Text>
            <Text c="dimmed">Listed {priceText(summary.listingPrice, summary.saleType)}</Text>
          </Group>
        ) : (
          <Text fz={{ base: 28, sm: 34 }} fw={800} lh={1.1}>
            {priceText(summary.listingPrice, summary.saleType)}
          </Text>
        )}
        {summary.originalPrice > summary.listingPrice && !closed && (
          <Text size="sm" c="dimmed">
            Originally {priceText(summary.originalPrice, summary.saleType)}
          </Text>
        )}
      </Box>

      <div>
        <Title order={1} fz={{ base: 20, sm: 24 }} fw={700}>
          {addressLine(summary)}
        </Title>
        <Text c="dimmed">{[neighbourhood?.name, summary.municipality].filter(Boolean).join(', ')}</Text>
      </div>

      <Group gap="lg" c="gray.7">
        {/* One of each is singular (QA 63c L1: "1 Beds / 1 Baths"); a den makes them plural. */}
        <Fact
          icon={<BedIcon />}
          text={`${summary.bedroom}${summary.brPlus ? `+${summary.brPlus}` : ''} ${summary.bedroom === 1 && !summary.brPlus ? 'Bed' : 'Beds'}`}
        />
        <Fact icon={<BathIcon />} text={`${summary.bathroom} ${summary.bathroom === 1 ? 'Bath' : 'Baths'}`} />
        {/* Every space, garage and drive, as the listing cards and the Parking filter count them. */}
        {summary.totalParking !== undefined && <Fact icon={<CarIcon />} text={`${summary.totalParking} Parking`} />}
        {size && <Fact icon={<AreaIcon />} text={size} />}
        <Text size="sm" fw={500}>
          {propertyTypeLabel(summary.type)}
        </Text>
      </Group>

      {closed && (
        <Text
          size="sm"
          c="dimmed"
          aria-hidden={summary.masked}
          style={summary.masked ? { filter: 'blur(5px)', userSelect: 'none' } : undefined}
        >
          {summary.masked
            ? `${soldWord(summary.saleType)} on 2000-01-01 after 00 days on market`
            : `${soldWord(summary.saleType)} on ${summary.soldDate ? displayDate(summary.soldDate) : '-'}${summary.dom !== undefined ? ` after ${summary.dom} ${summary.dom === 1 ? 'day' : 'days'} on market` : ''}`}
        </Text>
      )}
      {summary.masked && (
        <Button
          renderRoot={(props) => <Link {...props} to="/sign-in" search={signInSearch} />}
          leftSection={<LockIcon size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          Unlock Full Details
        </Button>
      )}
    </Stack>
  );
}

function Fact({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" fw={500}>
        {text}
      </Text>
    </Group>
  );
}
