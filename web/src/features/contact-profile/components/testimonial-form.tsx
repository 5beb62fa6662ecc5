import { Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkSection } from '../check-section';
import { useSectionSave } from '../hooks/use-section-save';
import { testimonialsOf } from '../section-values';
import type { SectionFormProps } from './section-forms';
import { SectionFooter, saveFailureOf, type SaveFailure } from '../../../ui/profile-forms/section-footer';
import { showFieldErrors } from '../../../ui/show-field-errors';

/**
 * One testimonial's form (document 2 §3: text and index, -1 when new): a new one is added at
 * the end, an existing one replaced in place. The section is saved as a whole list.
 */
export function TestimonialForm({ profile, index, onDone, onReload }: SectionFormProps & { index: number }) {
  const list = testimonialsOf(profile);
  const [text, setText] = useState(index >= 0 ? (list[index] ?? '') : '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSectionSave(profile.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    setFailure(null);
    const testimonials = index >= 0 ? list.map((entry, at) => (at === index ? text : entry)) : [...list, text];
    const checked = checkSection(
      { section: 'testimonials', version: profile.sectionVersions.testimonials, testimonials },
      ['testimonials'],
    );
    if (!checked.success) {
      showFieldErrors(form, () => setError(checked.errors.testimonials ?? checked.formError));
      return;
    }
    // The promise, not mutate's callbacks: a save that changes the section's version remounts
    // this form (profile-sections.tsx), and callbacks of an unmounted form never run.
    save.mutateAsync(checked.update).then(onDone, (failed: Error) => {
      const { failure: next, fieldErrors } = saveFailureOf(failed);
      showFieldErrors(form, () => {
        setError(fieldErrors.testimonials);
        setFailure(next ?? null);
      });
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={index >= 0 ? 'Edit testimonial' : 'New testimonial'}>
      <Stack gap="sm">
        <Textarea
          label="Testimonial"
          rows={4}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <SectionFooter failure={failure} pending={save.isPending} onCancel={onDone} onReload={onReload} />
      </Stack>
    </form>
  );
}
