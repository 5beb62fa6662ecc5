import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { addressLine } from '@shared/search/listing-labels';
import { followedNewestFirst, useFollowedListings } from '../../../lib/followed-listings';
import { FollowedHomeRow } from '../../../ui/followed-home-row';
import { useToggleFollow } from '../api/change-following';
import { useFollowingsQuery } from '../api/get-followings';

/**
 * The homes the signed-in user follows (QA 21c: "Add to your follow list to retrieve it quickly",
 * and no screen listed them), newest first: each listing's status and price as it stands now,
 * the day followed, and Unfollow.
 */
export function FollowedHomesCard() {
  const followings = useFollowingsQuery(true);
  const followed = followedNewestFirst(followings.data?.properties);
  const ids = followed.map(([mls]) => mls);
  const homes = useFollowedListings(ids);
  const toggle = useToggleFollow();
  const byMls = new Map((homes.data ?? []).map((home) => [home.mls, home]));
  const name = (mls: string) => {
    const home = byMls.get(mls);
    return home ? addressLine(home) : `MLS ${mls}`;
  };
  // The row goes with its button: the focus moves to the card's heading, and a status says what
  // happened, so a keyboard or screen-reader user is neither thrown to the top nor left guessing.
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  const unfollow = (mls: string) => {
    const what = name(mls);
    toggle.mutate(
      { kind: 'properties', id: mls, follow: false },
      {
        onSuccess: () => {
          setSaid(`Unfollowed ${what}.`);
          heading.current?.focus();
        },
        onError: () => setSaid(`${what} could not be unfollowed. Please try again.`),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="followed-homes-title"
    >
      <Title order={2} fz="lg" id="followed-homes-title" mb="sm" ref={heading} tabIndex={-1}>
        Homes You&apos;re Following
      </Title>
      {/* Mounted from the start, so that what it says is announced. */}
      <Text size="sm" c="dimmed" role="status" mb={said ? 'xs' : 0}>
        {said}
      </Text>
      {followings.isPending || (ids.length > 0 && homes.isPending) ? (
        <Skeleton h={40} />
      ) : followings.isError || homes.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="red.7" role="alert">
            The homes you follow could not be loaded.
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => void (followings.isError ? followings.refetch() : homes.refetch())}
          >
            Try again
          </Button>
        </Stack>
      ) : followed.length === 0 ? (
        <Text size="sm" c="dimmed">
          No homes yet. Follow a listing from its page to find it here.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="my-followed-homes">
          {followed.map(([mls, since]) => (
            <FollowedHomeRow
              key={mls}
              mls={mls}
              since={since}
              home={byMls.get(mls)}
              action={
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  data-tap
                  disabled={toggle.isPending && toggle.variables?.id === mls}
                  onClick={() => unfollow(mls)}
                  aria-label={`Unfollow ${name(mls)}`}
                >
                  Unfollow
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
