import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';

/** The sign-in page's card (document 1 §2.5): one step at a time, labelled BETA. */
export function SignInCard({ onSignedIn }: { onSignedIn: () => void }) {
  const { state, submitEmail, submitPassword, notMe } = useSignInFlow({ onSignedIn });

  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <Group justify="space-between" align="center" mb={4}>
        <Title order={1} fz={28}>
          Sign In
        </Title>
        <Badge variant="light" radius="sm">
          BETA
        </Badge>
      </Group>
      <Text c="dimmed" size="sm" mb="lg">
        {state.step === 'email'
          ? 'Enter your e-mail to sign in to your account.'
          : 'Welcome back. Enter your password to continue.'}
      </Text>
      {state.step === 'email' ? (
        <EmailStep initialEmail={state.email} onNext={submitEmail} />
      ) : (
        <PasswordStep
          email={state.email}
          submitting={state.submitting}
          notice={state.notice}
          onNotMe={notMe}
          onSubmit={(password) => void submitPassword(password)}
        />
      )}
    </Paper>
  );
}
