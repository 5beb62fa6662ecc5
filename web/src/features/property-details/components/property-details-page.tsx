import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { activeWord, addressLine, similarClosedHeading, statusTone } from '@shared/search/listing-labels';
import type { PropertyDetails, PropertySummary } from '@shared/search/types';
import { useFollowings, useToggleFollow } from '../../../lib/followings';
import { BookShowing } from './book-showing';
import { DetailsGrid, shown, type DetailItem } from './details-grid';
import { HistoryTable } from './history-table';
import { NeighbourhoodCard } from './neighbourhood-card';
import { PhotoCarousel } from './photo-carousel';
import { PropertySummaryHeader, priceText, sizeText, typeLabel } from './property-summary';
import { RoomsTable } from './rooms-table';
import { SimilarCarousel } from './similar-carousel';

export interface PropertyDetailsPageProps {
  details: PropertyDetails;
  signedIn: boolean;
  /** The listing card of the similar carousels, given by the route. */
  Card: ComponentType<{ property: PropertySummary }>;
}

function keyFacts(details: PropertyDetails): DetailItem[] {
  const { summary } = details;
  const lot =
    summary.lotFront || summary.lotDepth
      ? `${shown(summary.lotFront)} × ${shown(summary.lotDepth)} ft`
      : summary.landFront || summary.landDepth
        ? `${shown(summary.landFront)} × ${shown(summary.landDepth)} ft`
        : '-';
  return [
    { label: 'Type', value: typeLabel(summary.type) },
    { label: 'Style', value: shown(details.style ?? summary.style) },
    { label: 'Bedrooms', value: summary.brPlus ? `${summary.bedroom}+${summary.brPlus}` : summary.bedroom },
    { label: 'Bathrooms', value: summary.bathroom },
    { label: 'Parking', value: `${summary.parking} (${summary.totalParking} total)` },
    { label: 'Interior Size', value: sizeText(summary) ?? '-' },
    { label: 'Lot Size', value: lot },
    {
      label: 'Tax',
      value: summary.tax ? `${formatCurrency(summary.tax)}${summary.taxYear ? ` (${summary.taxYear})` : ''}` : '-',
    },
    { label: 'Maintenance', value: details.maintenance ? `${formatCurrency(details.maintenance)}/mo` : '-' },
    { label: 'Listed On', value: displayDate(summary.listDate) },
    { label: 'Days on Market', value: shown(summary.dom) },
    { label: 'Original Price', value: priceText(summary.originalPrice, summary) },
    { label: 'Postal Code', value: shown(details.postalCode) },
    { label: 'Board Type', value: shown(summary.oriType) },
    { label: 'Community', value: shown(summary.community) },
    { label: 'MLS® Number', value: summary.mls },
  ];
}

function buildingFacts(details: PropertyDetails): DetailItem[] {
  return [
    { label: 'Basement', value: shown(details.basement) },
    { label: 'Exposure', value: shown(details.exposure) },
    { label: 'Included Utilities', value: shown(details.includedutility) },
    { label: 'Building Age', value: shown(details.buildingAge) },
    { label: 'Heating', value: shown(details.heating) },
    { label: 'Fuel', value: shown(details.fuel) },
    { label: 'Cooling', value: shown(details.cooling) },
    { label: 'Exterior Finish', value: shown(details.exteriorFinish) },
    { label: 'Pool Type', value: shown(details.poolType) },
    { label: 'Locker', value: shown(details.locker) },
    { label: 'Pets', value: shown(details.pets) },
    { label: 'Driveway', value: shown(details.driveWay) },
    { label: 'Garage Type', value: shown(details.garageType) },
    { label: 'Garage Space', value: shown(details.garageSpace) },
    { label: 'Amenities', value: shown(details.amenities) },
    { label: 'Features', value: shown(details.features) },
  ];
}

/**
 * The property details page (document 3 §2.6): photos, summary, description, every detail in
 * rows of 4, rooms in metres and feet, the history, Book a Showing, the location with the
 * neighbourhood's sold report, and the similar carousels. A visitor sees a closed listing's
 * sold details, the history and the booking area blurred (document 3 §6).
 */
export function PropertyDetailsPage({ details, signedIn, Card }: PropertyDetailsPageProps) {
  const { summary } = details;
  const followings = useFollowings(signedIn);
  const toggleFollow = useToggleFollow();
  const address = addressLine(summary);
  const following = Boolean(followings.properties[summary.mls]);
  const neighbourhoodName = details.neighbourhood?.name ?? summary.community;

  return (
    <Box pb={64}>
      <Container size="xl" px={{ base: 0, sm: 'md' }} pt={{ base: 0, sm: 'md' }}>
        <PhotoCarousel photos={details.photos} label={address} />
      </Container>
      <Container size="xl" mt="lg">
        <Grid gap={{ base: 'lg', md: 32 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={32}>
              <PropertySummaryHeader
                summary={summary}
                neighbourhood={details.neighbourhood}
                signedIn={signedIn}
                following={following}
                onFollow={(follow) => toggleFollow.mutate({ kind: 'properties', id: summary.mls, follow })}
              />
              <Section title="Summary">
                <DetailsGrid items={keyFacts(details)} testId="summary-grid" />
              </Section>
              <Section title="Description">
                <Text style={{ whiteSpace: 'pre-line' }} lh={1.65}>
                  {details.description || 'The listing has no description.'}
                </Text>
              </Section>
              <Section title="Details">
                <DetailsGrid items={buildingFacts(details)} testId="details-grid" />
              </Section>
              <Section title="Rooms">
                <RoomsTable rooms={details.rooms ?? []} />
              </Section>
              <Section title="Listing History">
                <HistoryTable histories={details.histories} blurred={!signedIn} />
              </Section>
              <Section title="Listing Information">
                <DetailsGrid
                  items={[
                    { label: 'Listed By', value: shown(details.listedBy) },
                    {
                      label: 'Virtual Tour',
                      value: details.virtualTour ? (
                        <Anchor href={details.virtualTour} target="_blank" rel="noopener noreferrer">
                          Open the virtual tour
                        </Anchor>
                      ) : (
                        '-'
                      ),
                    },
                  ]}
                />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
              <BookShowing mls={summary.mls} blurred={!signedIn} onMarket={statusTone(summary.status) === 'active'} />
              <NeighbourhoodCard
                lat={details.lat}
                lng={details.lng}
                address={address}
                neighbourhood={details.neighbourhood}
                type={summary.type}
              />
            </Stack>
          </Grid.Col>
        </Grid>

        <Stack gap={40} mt={56}>
          <SimilarCarousel
            title="Similar Sold Properties"
            subtitle={similarClosedHeading(summary.saleType)}
            properties={details.similarSold}
            Card={Card}
          />
          <SimilarCarousel
            title={`More ${typeLabel(summary.type)} Homes in ${neighbourhoodName}`}
            subtitle={activeWord(summary.saleType)}
            properties={details.similarActive}
            Card={Card}
          />
        </Stack>
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title}>
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
