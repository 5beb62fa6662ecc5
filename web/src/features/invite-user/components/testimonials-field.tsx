import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

interface TestimonialsFieldProps {
  value: string[];
  onChange: (testimonials: string[]) => void;
  /** Messages by `testimonials.{index}`. */
  errors: Record<string, string>;
}

/** Document 2 §2: the browser's confirm before a testimonial is deleted. */
export const deleteTestimonialQuestion = 'Are you sure you want to delete it?';

/** An agent's testimonials on the invite form (document 2 §2): add, edit, and delete after a confirm. */
export function TestimonialsField({ value, onChange, errors }: TestimonialsFieldProps) {
  // The testimonial just added takes the focus, so the keyboard goes on typing there.
  const [added, setAdded] = useState<number | null>(null);
  return (
    <Stack gap="sm" role="group" aria-labelledby="invite-testimonials">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} id="invite-testimonials">
          Testimonials
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            setAdded(value.length);
            onChange([...value, '']);
          }}
        >
          Add testimonial
        </Button>
      </Group>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No testimonials yet.
        </Text>
      )}
      {value.map((testimonial, index) => (
        // Testimonials have no ids; an index key is right while only the last is added and deletes re-render all.
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          <Textarea
            label={`Testimonial ${index + 1}`}
            value={testimonial}
            error={errors[`testimonials.${index}`]}
            autosize
            minRows={2}
            maxRows={6}
            style={{ flex: 1 }}
            autoFocus={added === index}
            onChange={(event) => onChange(value.map((t, i) => (i === index ? event.currentTarget.value : t)))}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            mt={26}
            aria-label={`Delete testimonial ${index + 1}`}
            onClick={() => {
              if (!window.confirm(deleteTestimonialQuestion)) return;
              setAdded(null);
              onChange(value.filter((_, i) => i !== index));
            }}
          >
            Delete
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
