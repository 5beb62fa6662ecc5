import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { InviteFieldsProps } from '../invite-form-values';
import { ImageField } from './image-field';
import { TestimonialsField } from './testimonials-field';

const socialProfiles = [
  { field: 'instagram', label: 'Instagram' },
  { field: 'linkedin', label: 'LinkedIn' },
  { field: 'facebook', label: 'Facebook' },
  { field: 'twitter', label: 'Twitter' },
] as const;

/** An agent's fields (document 2 §2): website, logo, title, bio, social profiles and testimonials. */
export function AgentFields({ values, errors, set }: InviteFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Title"
          value={values.jobDescription}
          error={errors.jobDescription}
          onChange={(event) => set('jobDescription', event.currentTarget.value)}
        />
        <TextInput
          label="Website"
          type="url"
          placeholder="https://"
          value={values.website}
          error={errors.website}
          onChange={(event) => set('website', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="Bio"
        autosize
        minRows={3}
        maxRows={10}
        value={values.aboutMe}
        error={errors.aboutMe}
        onChange={(event) => set('aboutMe', event.currentTarget.value)}
      />
      <ImageField purpose="logo" value={values.logo} error={errors.logo} onChange={(key) => set('logo', key)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {socialProfiles.map(({ field, label }) => (
          <TextInput
            key={field}
            label={label}
            type="url"
            placeholder="https://"
            value={values[field]}
            error={errors[field]}
            onChange={(event) => set(field, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <TestimonialsField
        value={values.testimonials}
        errors={errors}
        onChange={(testimonials) => set('testimonials', testimonials)}
      />
    </Stack>
  );
}
