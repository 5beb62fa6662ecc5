import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { agentDetailsFormSchema, testimonialSchema } from '@shared/agent-schemas';
import { signUpFormSchema } from '@shared/auth';
import { feedbackRequestSchema } from '@shared/feedback-schemas';
import { followUpFieldsSchema } from '@shared/follow-up-schemas';
import { inviteSchemas } from '@shared/invite-schemas';
import { newNoteSchema } from '@shared/notes-schemas';
import { accountFormSchema } from '@shared/profile-schemas';
import { profileSectionSchema } from '@shared/profile-sections-schemas';
import { bookShowingSchema } from '@shared/search/booking-schemas';

/**
 * Names, notes and testimonials refuse control characters (issue 24 L4): a name such as
 * "Bob\r\nBcc: x@evil.example" split the plain-text body of the invitation e-mail. A name is one
 * line and has no markup; a note or a testimonial may have line breaks, nothing else of the kind.
 */
const today = '2026-06-15';
const nameMessage = 'Name must have no line breaks, control characters or angle brackets';
const linkOrFormulaMessage = 'Name must not be a web address or start with =, +, - or @';
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

  // QA 76c M1: an imported "name" was a formula or a link, and greeted its reader as the agent.
  it.each(forms)('refuses a link or a spreadsheet formula as a name in %s', (_form, schema, rest) => {
    for (const firstName of [
      '=HYPERLINK("http://evil.example/x","Click")',
      '=2+3',
      '+1 416 555 0101',
      '-Bob',
      '@SUM(A1)',
      ' =2+3',
      'http://evil.example',
      'Visit evil.example://x',
      'www.evil.example',
    ]) {
      expect(issueFor(schema, { ...rest, firstName }, 'firstName'), firstName).toBe(linkOrFormulaMessage);
    }
  });

  it.each(forms)('keeps the names people have in %s', (_form, schema, rest) => {
    for (const firstName of [
      'Zoë',
      "D'Arcy",
      'Anne-Marie',
      'José María',
      '李 小龍',
      'O’Neil Jr.',
      'Mary+Jo',
      'Jean-',
    ]) {
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
    expect(issueFor(signUpFormSchema, { ...form, name: '=HYPERLINK("http://evil.example")' }, 'name')).toBe(
      linkOrFormulaMessage,
    );
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

/**
 * QA 46b M2: an address, an agent's title and bio, a showing's message and a feedback were
 * stored with NUL, ESC, BEL, a bare CR and a right-to-left override, and the agent's title
 * reached anonymous visitors on the agent's page.
 */
describe('addresses, titles, bios, messages and feedback', () => {
  const addressMessage = 'Address must have no line breaks, control characters or angle brackets';
  const titleMessage = 'Title must have no line breaks, control characters or angle brackets';
  const bioMessage = 'Bio must have no control characters';
  const controls = ['\u0000', '\u0007', '\u001b[2J', '\r', '\u202e', '\u2066'];
  const agentSection = { section: 'agent', version: 0 };
  const invite = { email: 'bob@example.com', firstName: 'Bob', lastName: 'Smith' };

  const lines: [string, string, z.ZodType, Record<string, unknown>, string, string][] = [
    [
      'the account form',
      'address',
      accountFormSchema(today),
      { firstName: 'Bob', lastName: 'Smith' },
      '42 Lowther Ave',
      addressMessage,
    ],
    [
      'the profile’s account section',
      'address',
      profileSectionSchema(today),
      { section: 'account', version: 0, firstName: 'Bob', lastName: 'Smith' },
      '42 Lowther Ave',
      addressMessage,
    ],
    ['the invite form', 'address', inviteSchemas(today).client, invite, '42 Lowther Ave', addressMessage],
    ['the agent form', 'jobDescription', agentDetailsFormSchema, {}, 'Broker of record', titleMessage],
    [
      'the profile’s agent section',
      'jobDescription',
      profileSectionSchema(today),
      agentSection,
      'Broker',
      titleMessage,
    ],
    ["an agent's invite form", 'jobDescription', inviteSchemas(today).agent, invite, 'Broker', titleMessage],
  ];

  it.each(lines)(
    'refuses control characters in %s’s %s, with its message',
    (_form, field, schema, rest, good, message) => {
      for (const control of [...controls, '\n', '<b>']) {
        const value = `${good.slice(0, 4)}${control}${good.slice(4)}`;
        expect(issueFor(schema, { ...rest, [field]: value }, field), JSON.stringify(value)).toBe(message);
      }
      expect(issueFor(schema, { ...rest, [field]: good }, field)).toBeUndefined();
    },
  );

  const texts: [string, string, z.ZodType, Record<string, unknown>, string][] = [
    ['the agent form', 'aboutMe', agentDetailsFormSchema, {}, bioMessage],
    ['the profile’s agent section', 'aboutMe', profileSectionSchema(today), agentSection, bioMessage],
    ["an agent's invite form", 'aboutMe', inviteSchemas(today).agent, invite, bioMessage],
    [
      'a showing request',
      'message',
      bookShowingSchema(today, 0),
      { date: today, time: 'morning' },
      'Message must have no control characters',
    ],
    [
      'the feedback widget',
      'description',
      feedbackRequestSchema,
      { rate: 'positive' },
      'The feedback must have no control characters.',
    ],
  ];

  it.each(texts)(
    'keeps line breaks in %s’s %s and refuses other control characters',
    (_form, field, schema, rest, message) => {
      const good = 'Twenty years in midtown.\nCondos and family homes alike.';
      expect(issueFor(schema, { ...rest, [field]: good }, field)).toBeUndefined();
      for (const control of controls) {
        const value = `Twenty years in midtown.${control} Condos and family homes alike.`;
        expect(issueFor(schema, { ...rest, [field]: value }, field), JSON.stringify(value)).toBe(message);
      }
    },
  );
});

// QA 46b L4: a version of -1, 0.5 or 1e308 was told 'version is required.'.
describe("a profile section's version", () => {
  const schema = profileSectionSchema(today);
  const versionIssue = (version: unknown) =>
    issueFor(schema, { section: 'subscriptions', version, receiveSoldReport: true }, 'version');

  it('is required, and a whole number of 0 or more', () => {
    expect(versionIssue(undefined)).toBe('version is required.');
    for (const version of [-1, 0.5, 1e308, 'x']) {
      expect(versionIssue(version), String(version)).toBe(
        'version must be the whole number the profile was read with.',
      );
    }
    expect(versionIssue(0)).toBeUndefined();
    expect(versionIssue(41)).toBeUndefined();
  });
});
