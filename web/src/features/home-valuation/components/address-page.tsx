import { Box } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AddressStep } from './address-step';
import classes from './home-valuation.module.css';

/** Step 1 as a page: a fresh search box on every visit (document 3 §2.7). */
export function AddressPage() {
  const navigate = useNavigate();
  return (
    <Box className={classes.page} py={{ base: 'lg', sm: 64 }} px="md">
      <AddressStep
        onDone={() => void navigate({ to: '/home-valuation/$type', params: { type: 'property-details' } })}
      />
    </Box>
  );
}
