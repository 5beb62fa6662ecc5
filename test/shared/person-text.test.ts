import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { testimonialSchema } from '@shared/agent-schemas';
import { signUpFormSchema } from '@shared/auth';
import { followUpFieldsSchema } from '@shared/follow-up-schemas';
import { inviteSchemas } from '@shared/invite-schemas';
import { newNoteSchema } from '@shared/notes-schemas';
import { accountFormSchema } from '@shared/profile-schemas';
import { profileSectionSchema } from '@shared/profile-sections-schemas';

/**
 * Names, notes and testimonials refuse control characters (issue 24 L4): a name such as
 * "Bob\r\nBcc: x@evil.example" split the plain-text body of the invitation e-mail. A name is one
 * line and has no markup; a note or a testimonial may have line breaks, nothing else of the kind.
 */
const today = '2026-06-15';
const nameMessage = 'Name must have no line breaks, control characters or angle brackets';
const noteMessage = 'Note must have no control characters';
const testimonialMessage = 'Testimonial must have no control characters';

function issueFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

const badNames = [
  'Bob\r\nBcc: x@evil.example',
  'Bob\nSmith',
  'Bob\rSmith',
  'Bob\tSmith',
  'Bob\u0000',
  'Bob\u2028Smith',
  // A right-to-left override, which turns how the name reads around.
  'Bob\u202Egnp.exe',
  '<img src=x onerror=alert(1)>',
  'Bob <b>Smith</b>',
];

describe('person names', () => {
  const forms: [string, z.ZodType, Record<string, unknown>][] = [
    ['the invite form', inviteSchemas(today).client, { email: 'bob@example.com', lastName: 'Smith' }],
    ["an admin's invite form", inviteSchemas(today).admin, { email: 'bob@example.com', lastName: 'Smith' }],
    ['the account form', accountFormSchema(today), { lastName: 'Smith' }],
    [
      'the profile’s account section',
      profileSectionSchema(today),
      { section: 'account', version: 0, lastName: 'Smith' },
    ],
  ];

  it.each(forms)('refuses control characters and markup in %s, with the field’s message', (_form, schema, rest) => {
    for (const firstName of badNames) {
      expect(issueFor(schema, { ...rest, firstName }, 'firstName'), JSON.stringify(firstName)).toBe(nameMessage);
    }
    expect(issueFor(schema, { ...rest, firstName: 'Bob', lastName: 'Sm\r\nith' }, 'lastName')).toBe(nameMessage);
  });

  it.each(forms)('keeps the names people have in %s', (_form, schema, rest) => {
    for (const firstName of ['Zoë', "D'Arcy", 'Anne-Marie', 'José María', '李 小龍', 'O’Neil Jr.']) {
      expect(issueFor(schema, { ...rest, firstName }, 'firstName'), firstName).toBeUndefined();
    }
  });

  it('refuses a sign-up name that would span two lines', () => {
    const form = {
      email: 'bob@example.com',
      password: 'Welcome-home-2026!',
      passwordConfirmation: 'Welcome-home-2026!',
    };
    expect(issueFor(signUpFormSchema, { ...form, name: 'Bob\r\nBcc: x@evil.example' }, 'name')).toBe(nameMessage);
    expect(issueFor(signUpFormSchema, { ...form, name: 'Bob Smith' }, 'name')).toBeUndefined();
  });
});

describe('notes and testimonials', () => {
  it('keeps line breaks in a note and refuses every other control character', () => {
    expect(issueFor(newNoteSchema, { note: 'Called twice.\nWants a showing.\r\nCall back Monday.' }, 'note')).toBe(
      undefined,
    );
    for (const note of [
      'Called twice.\u0000 Wants a showing.',
      'Called twice.\u001b[2J Wants a showing.',
      'Called twice.\rWants a showing.',
    ]) {
      expect(issueFor(newNoteSchema, { note }, 'note'), JSON.stringify(note)).toBe(noteMessage);
    }
  });

  it("refuses control characters in a follow-up's note", () => {
    expect(issueFor(followUpFieldsSchema, { date: today, note: 'Call about\u0007 the open house.' }, 'note')).toBe(
      noteMessage,
    );
    expect(
      issueFor(followUpFieldsSchema, { date: today, note: 'Call about\nthe open house.' }, 'note'),
    ).toBeUndefined();
  });

  it('keeps line breaks in a testimonial and refuses other control characters', () => {
    expect(testimonialSchema.safeParse('Sarah sold our home in a week.\nHighly recommended.').success).toBe(true);
    const refused = testimonialSchema.safeParse('Sarah sold our home\u0000 in a week.');
    expect(refused.success ? undefined : refused.error.issues[0]?.message).toBe(testimonialMessage);
  });
});
