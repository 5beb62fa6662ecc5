import { Badge, Button, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { displayDate } from '@shared/format/dates';
import {
  addressLine,
  propertyDetailsHref,
  propertyTypeLabel,
  sizeText,
  statusLabel,
  statusTone,
} from '@shared/search/listing-labels';
import { photoUrl } from '../../../lib/photo-url';
import type { PropertySummary } from '@shared/search/types';
import { LockIcon } from '../../../ui/icons/action-icons';
import { AreaIcon, BathIcon, BedIcon, CameraIcon, CarIcon, HouseIcon } from '../../../ui/icons/listing-icons';
import { bedroomsText } from './listing-display';
import { ListingPrice } from './listing-price';
import classes from './property-card.module.css';

export const toneColours = { active: 'red', sold: 'indigo', inactive: 'gray' } as const;

export interface PropertyCardProps {
  property: PropertySummary;
  /** `compact`: photo beside the text, for the map's quick view and list. */
  variant?: 'full' | 'compact';
  /** The first cards of a page: their photo is the page's largest paint, loaded at once and first. */
  priority?: boolean;
  /**
   * Opens the details in this tab: the map's quick view on a phone, where a new tab piles up
   * and Back would not return to the map (QA 39 L3; document 3 §2.1 asks a new tab of the
   * gallery's and the comparables' cards).
   */
  sameTab?: boolean;
}

/**
 * A listing's card (document 3 §2.4): the first photo only, with the photo count on a button
 * that opens /property/{mls}; the card itself opens /property-details/?={mls} in a new tab.
 * A visitor sees a closed listing's price as '****' with Unlock Full Details (document 3 §6).
 */
export function PropertyCard({ property, variant = 'full', priority = false, sameTab = false }: PropertyCardProps) {
  const compact = variant === 'compact';
  const tone = statusTone(property.status);
  const size = sizeText(property);
  const address = addressLine(property);
  // Unlock Full Details comes back to this listing's page once signed in, the details it
  // promises (QA 70a L6: back on the map, its card closed and zoomed out).
  const unlockSearch = { redirect: propertyDetailsHref(property.mls) };
  const bedroomsUnit = property.bedroom === 1 && !property.brPlus ? 'bedroom' : 'bedrooms';

  return (
    <article className={`${classes.card} ${compact ? classes.compact : ''}`} data-testid="property-card">
      <div className={classes.photo}>
        {property.photo ? (
          <img
            src={photoUrl(property.photo)}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={classes.noPhoto}>
            <HouseIcon size={36} />
          </div>
        )}
        <Badge className={classes.status} color={toneColours[tone]} variant="filled" size={compact ? 'xs' : 'sm'}>
          {statusLabel(property.status)}
        </Badge>
        {property.numberOfPic > 0 && !compact && (
          <Link
            to="/property/$mls"
            params={{ mls: property.mls }}
            className={classes.photoCount}
            aria-label={
              property.numberOfPic === 1
                ? `See 1 photo of ${address}`
                : `See all ${property.numberOfPic} photos of ${address}`
            }
          >
            <CameraIcon size={14} />
            {property.numberOfPic}
          </Link>
        )}
      </div>
      <div className={classes.body}>
        <ListingPrice listing={property} size={compact ? 'md' : 'lg'} />
        <a
          className={classes.stretched}
          href={propertyDetailsHref(property.mls)}
          {...(!sameTab && { target: '_blank', rel: 'noopener' })}
        >
          {address}
        </a>
        <Text size="sm" c="dimmed" truncate>
          {property.municipality} · {propertyTypeLabel(property.type)}
        </Text>
        <div className={classes.facts}>
          <Fact icon={<BedIcon size={15} />} title="Bedrooms" figure={bedroomsText(property)} unit={bedroomsUnit} />
          <Fact
            icon={<BathIcon size={15} />}
            title="Bathrooms"
            figure={property.bathroom}
            unit={property.bathroom === 1 ? 'bathroom' : 'bathrooms'}
          />
          {/* Every space, garage and drive: what the Parking filter and a valuation count. */}
          {property.totalParking !== undefined && (
            <Fact
              icon={<CarIcon size={15} />}
              title="Parking spaces"
              figure={property.totalParking}
              unit={property.totalParking === 1 ? 'parking space' : 'parking spaces'}
            />
          )}
          {size && !compact && (
            <span title="Interior size">
              <AreaIcon size={15} /> {size}
            </span>
          )}
        </div>
        {property.masked ? (
          <Button
            renderRoot={(props) => <Link {...props} to="/sign-in" search={unlockSearch} />}
            size="compact-sm"
            variant="light"
            leftSection={<LockIcon size={14} />}
            className={classes.above}
            mt={4}
            style={{ alignSelf: 'flex-start' }}
          >
            Unlock Full Details
          </Button>
        ) : (
          <ListedLine property={property} />
        )}
      </div>
    </article>
  );
}

/**
 * An icon and its figure. A screen reader hears the figure with its word, "3 bedrooms" (the
 * title, on hover, is not read by all of them); the card shows only the icon and "3".
 */
function Fact({ icon, title, figure, unit }: { icon: ReactNode; title: string; figure: ReactNode; unit: string }) {
  return (
    <span title={title}>
      {icon} {figure}
      <VisuallyHidden> {unit}</VisuallyHidden>
    </span>
  );
}

function ListedLine({ property }: { property: PropertySummary }) {
  const closedOn = statusTone(property.status) === 'sold' ? property.soldDate : undefined;
  return (
    <Text size="xs" c="dimmed">
      {closedOn
        ? `${statusLabel(property.status)} ${displayDate(closedOn)}`
        : `Listed ${displayDate(property.listDate)}`}
      {property.dom !== undefined && ` · ${property.dom} ${property.dom === 1 ? 'day' : 'days'} on market`}
    </Text>
  );
}
