import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkSection } from '../check-section';
import { useSectionSave } from '../hooks/use-section-save';
import { agentFieldLabels, agentValues, type AgentValues } from '../section-values';
import type { SectionFormProps } from './section-forms';
import { SectionFooter, saveFailureOf, type SaveFailure } from '../../../ui/profile-forms/section-footer';
import { showFieldErrors } from '../../../ui/show-field-errors';

const fields = Object.keys(agentFieldLabels) as (keyof AgentValues)[];
const links = ['website', 'instagram', 'linkedin', 'facebook', 'twitter'] as const;

/**
 * The edit side of Agent details (document 2 §2): website, title, bio (20 to 1000 characters
 * in profile edit, DECISIONS row 14) and the four social links. The server also refuses a link
 * to a private address.
 */
export function AgentDetailsForm({ profile, onDone, onReload }: SectionFormProps) {
  const [values, setValues] = useState<AgentValues>(() => agentValues(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof AgentValues, string>>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSectionSave(profile.id);

  function field(name: keyof AgentValues) {
    return {
      label: agentFieldLabels[name],
      value: values[name],
      error: errors[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    setFailure(null);
    const checked = checkSection({ section: 'agent', version: profile.sectionVersions.agent, ...values }, fields);
    if (!checked.success) {
      showFieldErrors(form, () => {
        setErrors(checked.errors);
        if (checked.formError) setFailure({ kind: 'error', message: checked.formError });
      });
      return;
    }
    // The promise, not mutate's callbacks: a save that changes the section's version remounts
    // this form (profile-sections.tsx), and callbacks of an unmounted form never run.
    save.mutateAsync(checked.update).then(onDone, (error: Error) => {
      const { failure: next, fieldErrors } = saveFailureOf(error);
      showFieldErrors(form, () => {
        setErrors(fieldErrors);
        setFailure(next ?? null);
      });
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Agent details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('jobDescription')} />
          <TextInput {...field('website')} type="url" placeholder="https://" />
        </SimpleGrid>
        <Textarea {...field('aboutMe')} minRows={3} rows={5} description="20 to 1000 characters" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {links
            .filter((name) => name !== 'website')
            .map((name) => (
              <TextInput key={name} {...field(name)} type="url" />
            ))}
        </SimpleGrid>
        <SectionFooter failure={failure} pending={save.isPending} onCancel={onDone} onReload={onReload} />
      </Stack>
    </form>
  );
}
