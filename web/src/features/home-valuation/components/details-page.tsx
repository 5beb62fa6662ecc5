import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { listingLastSale } from '@shared/home-value/last-sale';
import { formFromInfo } from '../valuation-form';
import { storedInfo } from '../valuation-storage';
import { DetailsForm } from './details-form';
import classes from './home-valuation.module.css';

/** Step 2 as a page, in create mode: the info state the address step stored. */
export function DetailsPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [info] = useState(storedInfo);
  if (!info) return <Navigate to="/home-valuation/$type" params={{ type: 'property-address' }} replace />;
  return (
    <Box className={classes.page} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} className={classes.title}>
              Tell us about your home
            </Title>
            <Text c="dimmed" mt={6}>
              {info.lastListing
                ? 'We filled in what its last listing says. Check it and correct what has changed.'
                : 'The more we know, the closer the estimate.'}
            </Text>
          </div>
          <DetailsForm
            initial={formFromInfo(info)}
            signedIn={signedIn}
            recordedSale={listingLastSale(info.lastListing)}
            onCreated={() => void navigate({ to: '/home-valuation/$type', params: { type: 'property-estimation' } })}
          />
        </Stack>
      </Paper>
    </Box>
  );
}
