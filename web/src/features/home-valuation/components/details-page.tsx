import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { listingLastSale } from '@shared/home-value/last-sale';
import { formFromInfo, formFromValuation } from '../valuation-form';
import { storedEstimation, storedInfo, storeInfo } from '../valuation-storage';
import { DetailsForm } from './details-form';
import classes from './home-valuation.module.css';

/**
 * Step 2 as a page, in create mode: the info state the address step stored. Once a signed-in
 * owner has made the valuation, Back from the estimate finds the form on that one, to update it
 * (QA 76a M1: a second Get your valuation made the home's valuation twice; every Back after an
 * update too). A visitor's estimate is no one's to update: their form makes a new one, as before.
 */
export function DetailsPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [info] = useState(storedInfo);
  const [made] = useState(() => {
    const estimation = storedEstimation();
    return signedIn && info?.valuationId !== undefined && estimation?.id === info.valuationId ? estimation : undefined;
  });
  if (!info) return <Navigate to="/home-valuation/$type" params={{ type: 'property-address' }} replace />;
  const toEstimate = ({ id }: { id: string }) => {
    storeInfo({ ...info, valuationId: id });
    void navigate({ to: '/home-valuation/$type', params: { type: 'property-estimation' } });
  };
  return (
    <Box className={classes.page} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} className={classes.title}>
              Tell us about your home
            </Title>
            <Text c="dimmed" mt={6}>
              {made
                ? 'Your valuation of this home is made. Correct what you need: it is updated, not made again.'
                : info.lastListing
                  ? 'We filled in what its last listing says. Check it and correct what has changed.'
                  : 'The more we know, the closer the estimate.'}
            </Text>
          </div>
          {made ? (
            <DetailsForm
              key={made.id}
              initial={formFromValuation(made)}
              valuationId={made.id}
              factsStamp={made.factsStamp}
              signedIn={signedIn}
              recordedSale={listingLastSale(made.lastListing)}
              onUpdated={toEstimate}
            />
          ) : (
            <DetailsForm
              initial={formFromInfo(info)}
              signedIn={signedIn}
              recordedSale={listingLastSale(info.lastListing)}
              onCreated={toEstimate}
            />
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
