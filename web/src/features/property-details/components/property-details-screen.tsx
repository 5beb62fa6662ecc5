import type { ComponentType } from 'react';
import type { PropertySummary } from '@shared/search/types';
import { usePropertyDetails } from '../api/get-property-details';
import { PropertyDetailsPage } from './property-details-page';
import { PropertyNotFound } from './property-not-found';

export interface PropertyDetailsScreenProps {
  mls: string;
  signedIn: boolean;
  Card: ComponentType<{ property: PropertySummary }>;
  FollowButton?: ComponentType<{ mls: string }>;
}

/** The details of one MLS number, or the not-found page when the API does not know it. */
export function PropertyDetailsScreen({ mls, signedIn, Card, FollowButton }: PropertyDetailsScreenProps) {
  const { data: details } = usePropertyDetails(mls);
  if (!details) return <PropertyNotFound mls={mls} />;
  return <PropertyDetailsPage details={details} signedIn={signedIn} Card={Card} FollowButton={FollowButton} />;
}
