import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { torontoDate } from '@shared/format/dates';
import { valuedBedrooms } from '@shared/home-value/listed-facts';
import { awaitsReview } from '@shared/home-value/review-request';
import { valuationsPageSize, type HomeValuation } from '@shared/home-value/types';
import { propertyTypeLabels } from '@shared/property-types';
import { useValuations } from '../api/get-valuations';
import { EstimateInfo } from './estimate-info';
import { DetailsChangedNote } from './value-card';
import classes from './home-valuation.module.css';
import { LoadingButton } from '../../../ui/loading-button';

/** Document 3 §2.7 step 4: "Your Valuations", 10 a page, See More / See Less. */
export function ValuationList() {
  const list = useValuations();
  const [shown, setShown] = useState(valuationsPageSize);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const more = items.length > shown || list.hasNextPage;

  function seeMore() {
    if (items.length <= shown && list.hasNextPage) void list.fetchNextPage();
    setShown((count) => count + valuationsPageSize);
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Title order={1} className={classes.title}>
              Your Valuations
            </Title>
            <EstimateInfo />
          </Group>
          <Button
            renderRoot={(props) => <Link {...props} to="/home-valuation/$type" params={{ type: 'property-address' }} />}
            data-wrap
          >
            + Add New Valuation
          </Button>
        </Group>
        {list.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={160} radius="lg" />
            ))}
          </SimpleGrid>
        )}
        {list.isError && (
          <Alert color="red" variant="light" role="alert">
            {list.error.message || 'Something went wrong fetching the contact valuations.'}
          </Alert>
        )}
        {list.isSuccess && items.length === 0 && (
          <Text c="dimmed">No valuation yet. Add one to follow your home&apos;s value.</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {items.slice(0, shown).map((valuation) => (
            <ValuationCard key={valuation.id} valuation={valuation} />
          ))}
        </SimpleGrid>
        <Group justify="center" gap="sm">
          {more && (
            <LoadingButton variant="light" onClick={seeMore} loading={list.isFetchingNextPage}>
              See More
            </LoadingButton>
          )}
          {shown > valuationsPageSize && items.length > valuationsPageSize && (
            <Button variant="subtle" onClick={() => setShown(valuationsPageSize)}>
              See Less
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

function ValuationCard({ valuation }: { valuation: HomeValuation }) {
  const request = valuation.request;
  const confirmedValue = valuation.confirmed ? valuation.confirmedValue : undefined;
  return (
    <Paper className={classes.listCard} radius="lg" p="lg" component="article" aria-label={valuation.displayAddress}>
      <Stack gap={6}>
        {/* The badge goes under the address when larger text leaves the address too little room. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={2} miw={0} style={{ flex: '1 1 10rem' }}>
            {valuation.displayAddress}
          </Text>
          {valuation.confirmed && (
            <Badge variant="light" color="brand" style={{ flexShrink: 0 }}>
              Confirmed
            </Badge>
          )}
          {/* Next pressed, waiting on the agent (QA 70a M1): the card says so too. */}
          {awaitsReview(valuation) && (
            <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
              Review requested
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {propertyTypeLabels[request.type]} · {valuedBedrooms(valuation)} bed · {request.bathroom} bath
        </Text>
        {/* The figure names itself, the estimate's as the agent's (QA 69a L4: a bare figure on an
            unconfirmed card). A little smaller on the narrowest phones, where larger text would run
            it past the card. */}
        <div>
          <Text size="xs" fw={600} tt="uppercase" lts={0.6} c="dimmed">
            {confirmedValue ? 'Confirmed value' : 'Estimated value'}
          </Text>
          <Text fz="clamp(1.375rem, 8vw, 1.75rem)" fw={800} lh={1.2}>
            {formatCurrency(confirmedValue ?? valuation.instanceValue)}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {/* The range is the estimate's: under an agent's confirmed value it says so; else it says it
              is a range (QA 39 L7: two bare figures under the value). */}
          {confirmedValue
            ? `Our estimate ${formatCurrency(valuation.instanceValue)}, range ${formatCurrency(valuation.lowerRange)} – ${formatCurrency(valuation.upperRange)}`
            : `Range ${formatCurrency(valuation.lowerRange)} – ${formatCurrency(valuation.upperRange)}`}
        </Text>
        {valuation.confirmed && valuation.detailsChangedAt && <DetailsChangedNote at={valuation.detailsChangedAt} />}
        <Group justify="space-between" mt="xs">
          <Text size="xs" c="dimmed">
            created on {torontoDate(new Date(valuation.createdAt))}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              renderRoot={(props) => (
                <Link {...props} to="/home-valuation/property-estimation/$id" params={{ id: valuation.id }} />
              )}
            >
              Estimate
            </Button>
            <Button
              size="xs"
              renderRoot={(props) => <Link {...props} to="/home-valuation-summary/$id" params={{ id: valuation.id }} />}
            >
              Review
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
