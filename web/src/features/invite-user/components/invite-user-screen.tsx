import {
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Skeleton,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { inviteMessages } from '@shared/invite-messages';
import type { Role } from '@shared/roles';
import { InlineAlert } from '../../../ui/inline-alert';
import { LazyMaskedInput } from '../../../ui/lazy-masked-input';
import { showToast } from '../../../ui/toast';
import { useAgentOptions } from '../../../lib/agent-options';
import { useInviteFlow } from '../hooks/use-invite-flow';
import {
  checkInvite,
  emptyInvite,
  preloadInviteChecks,
  roleOptions,
  type InviteFieldErrors,
  type InviteFieldsProps,
  type InviteFormValues,
} from '../invite-form-values';
import { ContactFields } from './contact-fields';
import { ImageField } from './image-field';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

// An agent's details (bio, social profiles, testimonials) load when Agent is chosen: most
// invitations are a contact's, and the page's first load stays within its budget (issue 26).
const AgentFields = lazy(() => import('./agent-fields').then((module) => ({ default: module.AgentFields })));

export interface InviteUserScreenProps {
  /** Who invites: an admin chooses the role and the agent; an agent invites contacts of their own. */
  inviter: { id: string; isAdmin: boolean };
  /** After 'Invite successfully sent.': the users list (document 2 §4). */
  onSent: () => void;
  /** Cancel: the agent home for an agent, the users list otherwise (document 2 §2). */
  onCancel: () => void;
}

/**
 * Invite new user (document 2 §2, §4, §5): the role's fields, checked with the schema the
 * server parses; then the invite flow, whose outcome is one of document 2 §8's messages.
 */
export function InviteUserScreen({ inviter, onSent, onCancel }: InviteUserScreenProps) {
  // An agent's invites are theirs: the agent field is their own id (document 2 §2).
  const blank = () => emptyInvite(inviter.isAdmin ? '' : inviter.id);
  const [values, setValues] = useState<InviteFormValues>(blank);
  const [errors, setErrors] = useState<InviteFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteFlow();
  const agents = useAgentOptions(inviter.isAdmin && values.role === 'client');
  // The form whose first field in error takes the keyboard after a refusal (`showFieldErrors`),
  // which comes after the check's or the send's wait, when the submit event is gone.
  const form = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);

  useEffect(preloadInviteChecks, []);

  const set: InviteFieldsProps['set'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (field === 'testimonials') {
        const before = values.testimonials;
        const after = value as string[];
        for (const key of Object.keys(next)) {
          if (!key.startsWith('testimonials.')) continue;
          const index = Number(key.slice('testimonials.'.length));
          // A deleted testimonial moves the others up: their messages would point at the wrong one.
          if (after.length !== before.length || after[index] !== before[index]) delete next[key];
        }
      }
      return next;
    });
  };

  function reset() {
    setValues(blank());
    setErrors({});
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending || checking) return;
    setFailure(null);
    setChecking(true);
    let result: Awaited<ReturnType<typeof checkInvite>>;
    try {
      result = await checkInvite(values);
    } catch {
      setFailure(inviteMessages.failed);
      return;
    } finally {
      setChecking(false);
    }
    if (!result.success) return showFieldErrors(form.current, () => setErrors(result.errors));
    invite.mutate(result.payload, {
      onSuccess: (answer) => {
        // Made, but its e-mail unconfirmed (SES's answer lost): the server says so (QA 48b M1).
        const unconfirmed = answer.message === inviteMessages.sentUnconfirmed;
        showToast({
          tone: unconfirmed ? 'warning' : 'success',
          text: unconfirmed ? answer.message : inviteMessages.sent,
        });
        reset();
        onSent();
      },
      onError: (refused) => {
        setFailure(refused.message);
        if (Object.keys(refused.fieldErrors).length > 0)
          showFieldErrors(form.current, () => setErrors(refused.fieldErrors));
      },
    });
  }

  const props: InviteFieldsProps = { values, errors, set };
  const { role } = values;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} maw={880}>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-title">
        <Stack gap="lg">
          <Title order={2} size="h3" id="invite-title">
            Invite new user
          </Title>
          {inviter.isAdmin && (
            <Radio.Group
              label="Role"
              value={role}
              onChange={(next) => {
                setValues((current) => ({ ...current, role: next as Role }));
                setErrors({});
                setFailure(null);
              }}
            >
              <Group gap="lg" mt={6}>
                {roleOptions.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
          )}
          {inviter.isAdmin && role === 'client' && (
            <NativeSelect
              label="Agent"
              description={agents.isError ? 'The agents could not be loaded.' : undefined}
              disabled={agents.isPending}
              data={[{ value: '', label: agents.isPending ? 'Loading agents…' : 'Unassigned' }, ...(agents.data ?? [])]}
              value={values.agent}
              error={errors.agent}
              onChange={(event) => set('agent', event.currentTarget.value)}
              maw={420}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              required
              value={values.email}
              error={errors.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              style={{ gridColumn: '1 / -1' }}
            />
            <TextInput
              label="First name"
              autoComplete="off"
              required
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              autoComplete="off"
              required
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value)}
            />
            {role !== 'admin' && (
              <LazyMaskedInput
                label="Phone"
                mask="phone"
                placeholder="XXX-XXX-XXXX"
                value={values.phone}
                error={errors.phone}
                onChange={(value) => set('phone', value)}
              />
            )}
          </SimpleGrid>
          <ImageField
            purpose="headshot"
            value={values.headshot}
            error={errors.headshot}
            onChange={(key) => set('headshot', key)}
          />
          {role === 'client' && (
            <>
              <Divider label="Contact details" labelPosition="left" />
              <ContactFields {...props} />
            </>
          )}
          {role === 'agent' && (
            <>
              <Divider label="Agent details" labelPosition="left" />
              <Suspense fallback={<Skeleton h={320} radius="md" aria-label="Loading the agent's fields" />}>
                <AgentFields {...props} />
              </Suspense>
            </>
          )}
          {failure && <InlineAlert>{failure}</InlineAlert>}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                reset();
                onCancel();
              }}
              disabled={invite.isPending}
            >
              Cancel
            </Button>
            <LoadingButton type="submit" loading={invite.isPending || checking}>
              Invite
            </LoadingButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
