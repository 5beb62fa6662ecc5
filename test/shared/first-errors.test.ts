import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { firstErrors } from '@shared/first-errors';

describe('firstErrors', () => {
  it("keeps each field's first message, as a form shows one", () => {
    const schema = z.object({ note: z.string().min(1, 'Note is required').min(10, 'Note is too short') });

    const checked = schema.safeParse({ note: '' });

    expect(checked.success ? {} : firstErrors(checked.error.issues)).toEqual({ note: 'Note is required' });
  });

  it('names a nested issue by the first segment of its path', () => {
    const issues = [
      { path: ['testimonials', 1, 'text'], message: 'Testimonial 2 is too long' },
      { path: ['testimonials', 0], message: 'Testimonial 1 is empty' },
    ];

    expect(firstErrors(issues)).toEqual({ testimonials: 'Testimonial 2 is too long' });
  });

  it("names an issue about the value as a whole ''", () => {
    const schema = z
      .object({ from: z.number(), to: z.number() })
      .refine(({ from, to }) => from <= to, 'The range is reversed');

    const checked = schema.safeParse({ from: 2, to: 1 });

    expect(checked.success ? {} : firstErrors(checked.error.issues)).toEqual({ '': 'The range is reversed' });
  });

  it('names the fields as keyOf says, still first message first', () => {
    const issues = [
      { path: ['rows', 0, 'year'], message: 'Year is required' },
      { path: ['rows', 0, 'cost'], message: 'Cost is required' },
      { path: ['rows', 1, 'year'], message: 'Year is in the future' },
    ];

    expect(firstErrors(issues, (path) => path.slice(0, 2).join('.'))).toEqual({
      'rows.0': 'Year is required',
      'rows.1': 'Year is in the future',
    });
  });
});
