import { Center } from '@mantine/core';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { identityQueryOptions } from '../features/auth/api/get-identity';
import { SignInCard } from '../features/auth/components/sign-in-card';

export const Route = createFileRoute('/sign-in')({
  // A signed-in user has nothing to do here (document 1 §2.5).
  beforeLoad: async ({ context }) => {
    const identity = await context.queryClient.ensureQueryData(identityQueryOptions()).catch(() => null);
    if (identity) throw redirect({ to: '/' });
  },
  component: SignInPage,
});

function SignInPage() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate({ to: '/' }), [navigate]);
  return (
    <Center px="md" py={{ base: 40, sm: 80 }} bg="gray.0" mih="calc(100vh - 64px)" style={{ alignItems: 'flex-start' }}>
      <SignInCard onSignedIn={goHome} />
    </Center>
  );
}
