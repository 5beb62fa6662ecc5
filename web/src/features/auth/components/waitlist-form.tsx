import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { joinWaitlist } from '../api/join-waitlist';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useFormFields } from '../hooks/use-form-fields';
import { notices } from '../notices';
import { AuthCard } from './auth-card';
import { NoticeText } from './notice-text';

/** The waitlist is the API's, not Cognito's: its refusals carry the API's message. */
const waitlistFailureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : 'Something went wrong.';

/** The waitlist sign-up page (document 1 §2.6). */
export function WaitlistForm({ onJoined }: { onJoined: () => void }) {
  const fields = useFormFields({ email: '' });
  const submit = useAuthSubmit({ failureText: waitlistFailureText });
  const email = fields.input('email');

  return (
    <AuthCard
      title="Join our waitlist"
      description="The site is invitation-only while in beta. Leave your e-mail and we will invite you as soon as we can."
    >
      <form
        onSubmit={submit.submitForm('waitlist', fields.values, fields.showErrors, async (data) => {
          if ((await joinWaitlist(data.email)) === 'joined') return onJoined();
          submit.setNotice({ tone: 'warning', text: notices.waitlistExists });
        })}
        noValidate
        aria-label="Join our waitlist"
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            size="md"
            autoFocus
            {...email}
            onChange={(event) => {
              email.onChange(event);
              submit.setNotice(null);
            }}
          />
          <Button type="submit" size="md" fullWidth {...submit.submitButton}>
            Join our waitlist
          </Button>
          <NoticeText notice={submit.notice} />
          <Text size="sm" ta="center">
            Already invited?{' '}
            <Anchor component={Link} to="/sign-in">
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
