import { Anchor, Box, Container, Grid, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import {
  activeWord,
  addressLine,
  similarClosedHeading,
  statusTone,
  propertyTypeLabel,
} from '@shared/search/listing-labels';
import type { PropertyDetails, PropertySummary } from '@shared/search/types';
import { BookShowing } from './book-showing';
import { DetailsGrid, shown } from './details-grid';
import { DetailsSection } from './details-section';
import { HistoryTable } from './history-table';
import { NeighbourhoodCard } from './neighbourhood-card';
import { PhotoCarousel } from './photo-carousel';
import { buildingFacts, keyFacts } from './property-facts';
import { PropertySummaryHeader } from './property-summary';
import { RoomsTable } from './rooms-table';
import { SimilarCarousel } from './similar-carousel';
import { useDocumentTitle } from '../../../ui/use-document-title';

export interface PropertyDetailsPageProps {
  details: PropertyDetails;
  signedIn: boolean;
  /** The listing card of the similar carousels, given by the route. */
  Card: ComponentType<{ property: PropertySummary }>;
  /** Follow / Following, given by the route for signed-in users. */
  FollowButton?: ComponentType<{ mls: string }>;
}

/**
 * The property details page (document 3 §2.6): photos, summary, description, every detail in
 * rows of 4, rooms in metres and feet, the history, Book a Showing, the location with the
 * neighbourhood's sold report, and the similar carousels. A visitor sees a closed listing's
 * sold details, the history and the booking area blurred (document 3 §6).
 */
export function PropertyDetailsPage({ details, signedIn, Card, FollowButton }: PropertyDetailsPageProps) {
  const { summary } = details;
  const address = addressLine(summary);
  const neighbourhoodName = details.neighbourhood?.name ?? summary.community;
  useDocumentTitle(summary.municipality ? `${address}, ${summary.municipality}` : address);

  return (
    <Box pb={64}>
      {/* Edge to edge on a phone; from 768 px up, in the page's column, whose gutters keep its
          arrows clear of the Feedback tab (ui/container.module.css; review 69b L1). */}
      <Container size="xl" px={{ base: 0, sm: 40 }} pt={{ base: 0, sm: 'md' }}>
        <PhotoCarousel photos={details.photos} label={address} />
      </Container>
      <Container size="xl" mt="lg">
        <Grid gap={{ base: 'lg', md: 32 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={32}>
              <PropertySummaryHeader
                summary={summary}
                neighbourhood={details.neighbourhood}
                follow={FollowButton && <FollowButton mls={summary.mls} />}
              />
              <DetailsSection title="Summary">
                <DetailsGrid items={keyFacts(details)} testId="summary-grid" />
              </DetailsSection>
              <DetailsSection title="Description">
                <Text style={{ whiteSpace: 'pre-line' }} lh={1.65}>
                  {details.description || 'The listing has no description.'}
                </Text>
              </DetailsSection>
              <DetailsSection title="Details">
                <DetailsGrid items={buildingFacts(details)} testId="details-grid" />
              </DetailsSection>
              <DetailsSection title="Rooms">
                <RoomsTable rooms={details.rooms ?? []} />
              </DetailsSection>
              <DetailsSection title="Listing History">
                <HistoryTable histories={details.histories} blurred={!signedIn} />
              </DetailsSection>
              <DetailsSection title="Listing Information">
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
              </DetailsSection>
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
            title={`More ${propertyTypeLabel(summary.type)} Homes in ${neighbourhoodName}`}
            subtitle={activeWord(summary.saleType)}
            properties={details.similarActive}
            Card={Card}
          />
        </Stack>
      </Container>
    </Box>
  );
}
