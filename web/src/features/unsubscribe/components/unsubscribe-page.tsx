import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  newsletterUnsubscribeQuestion,
  readUnsubscribeToken,
  unsubscribeTokenOutOfDate,
  valuationOfList,
  type MailingList,
} from '@shared/unsubscribe';
import { messages } from '@shared/validation/messages';
import { ApiError } from '../../../lib/api-client';
import { unsubscribe } from '../api/unsubscribe';
import { LoadingButton } from '../../../ui/loading-button';

/*
 * Document 3 §2.12 gives the screens (a confirm screen, then a goodbye screen) but no words
 * beyond the newsletter's question (document 1 §4.5): the rest is ours.
 */
const questions: Record<'newsletter' | 'valuation', string> = {
  newsletter: newsletterUnsubscribeQuestion,
  valuation: 'You will no longer receive updates on this home valuation. Are you sure you want to unsubscribe?',
};
const goodbyes: Record<'newsletter' | 'valuation', string> = {
  newsletter: 'You will no longer receive the monthly sold reports newsletter.',
  valuation: 'You will no longer receive updates on this home valuation.',
};
const kindOf = (list: MailingList) => (list === 'newsletter' ? 'newsletter' : 'valuation');

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

const toWebsite = (
  <Anchor component={Link} to="/">
    Return to website
  </Anchor>
);

export interface UnsubscribePageProps {
  /** The link's `uid`: the signed token (DECISIONS row 13). */
  uid: string | undefined;
  /** The clock the token's expiry is read against. */
  now?: Date;
}

/**
 * `/unsubscribe?uid={token}` (document 3 §2.12). Opening it changes nothing: mail scanners
 * and link previews open links too. The confirm button calls `POST /unsubscribe`, and only a
 * 204 shows the goodbye screen. A link that is not a token, or has expired, says so at once;
 * a forged one says so when the server refuses it.
 */
export function UnsubscribePage({ uid, now = new Date() }: UnsubscribePageProps) {
  const read = uid ? readUnsubscribeToken(uid) : undefined;
  const mutation = useMutation({ mutationFn: (token: string) => unsubscribe(token) });
  const refused = mutation.error instanceof ApiError && mutation.error.status === 400;

  if (!uid || !read || unsubscribeTokenOutOfDate(read.claims, now) || refused) {
    return (
      <Card title="Unsubscribe">
        <Text>{messages.unsubscribeLinkInvalid}</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/profile">
            Go to your account page
          </Anchor>
          {toWebsite}
        </Group>
      </Card>
    );
  }

  const kind = kindOf(read.claims.list);
  if (mutation.isSuccess) {
    return (
      <Card title="You are unsubscribed">
        <Text>{goodbyes[kind]}</Text>
        {kind === 'newsletter' ? (
          <Text c="dimmed">Changed your mind? You can subscribe again at any time on your account page.</Text>
        ) : (
          // A valuation's updates are chosen on its own page, not the account page (QA 47c L3).
          <Text c="dimmed">
            Changed your mind? You can subscribe again at any time on{' '}
            <Anchor
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/home-valuation-summary/$id"
                  params={{ id: valuationOfList(read.claims.list) ?? '' }}
                />
              )}
            >
              your home valuation
            </Anchor>
            .
          </Text>
        )}
        {toWebsite}
      </Card>
    );
  }

  return (
    <Card title="Unsubscribe">
      <Text>{questions[kind]}</Text>
      {mutation.error && (
        <Alert color="red" role="alert">
          {mutation.error instanceof ApiError
            ? mutation.error.message
            : 'We could not reach the server. Please try again.'}
        </Alert>
      )}
      <Group gap="lg">
        <LoadingButton color="red" loading={mutation.isPending} onClick={() => mutation.mutate(uid)}>
          Unsubscribe
        </LoadingButton>
        {toWebsite}
      </Group>
    </Card>
  );
}
