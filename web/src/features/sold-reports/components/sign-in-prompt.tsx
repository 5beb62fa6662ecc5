import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LockIcon } from '../../../ui/icons/action-icons';
import { useSignInSearch } from '../../../lib/return-path';

/** The visitor prompt's title (document 1 §2.3). */
export const signInPromptTitle = 'Sign in to see the sold properties';

/**
 * What visitors are told about sold prices (document 1 §1, §6): the board requires an
 * account. Used over the blurred sample table and in the index's overlay.
 */
export function SignInPrompt({
  title,
  focusedOnOpen = false,
  redirect,
  children,
}: {
  title?: ReactNode;
  /**
   * A dialog focuses the Sign in link as it opens: then it is not preloaded, as a focused link
   * would be, which loads the sign-in page's code (some 20 files) into a phone's first load.
   */
  focusedOnOpen?: boolean;
  /**
   * Where to come back once signed in, when the address does not say all the page shows: a
   * report opened on its default month and type (QA 68a L1: signed in, a visitor looking at
   * condos came back to the semis, the first type with sales for a member).
   */
  redirect?: string;
  children?: ReactNode;
}) {
  const here = useSignInSearch();
  const signInSearch = redirect ? { redirect } : here;
  return (
    <Stack align="center" gap="sm" ta="center" maw={420} mx="auto">
      <ThemeIcon size={52} radius="xl" variant="light">
        <LockIcon size={26} />
      </ThemeIcon>
      {title ?? (
        <Title order={3} fz={{ base: 20, sm: 22 }}>
          {signInPromptTitle}
        </Title>
      )}
      <Text c="dimmed" size="sm">
        The real-estate board only lets us show sold prices to signed-in members. Sign in to see every sale, its price
        and how it compared with the asking price.
      </Text>
      <Button
        // Back to this page once signed in (QA 63c M1: it went to the map search).
        renderRoot={(props) => (
          <Link {...props} to="/sign-in" search={signInSearch} {...(focusedOnOpen && { preload: false })} />
        )}
        size="md"
        radius="xl"
        px={36}
        mt={4}
      >
        Sign in
      </Button>
      {children}
    </Stack>
  );
}
