import { describe, expect, it } from 'vitest';
import { messages } from '@shared/validation/messages';
import { canadianPhone } from '@shared/validation/phone';
import {
  isPlainLine,
  isPlainText,
  isPrivateAddress,
  isPublicUrlFormat,
  isValidIsoDate,
  normalizedEmail,
  sameDayNextYear,
  strongPasswordPattern,
  usDateToIso,
  isoToUsDate,
} from '@shared/validation/rules';
import { userIdSchema } from '@shared/users-schemas';
import { email, pastDate, postalOrZipCode, strongPassword, upcomingDate } from '@shared/validation/rules-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('Canadian phone (DECISIONS row 30)', () => {
  it('accepts a Toronto number in any punctuation and stores the mask 000-000-0000', () => {
    expect(canadianPhone.parse('(416) 555 0123')).toBe('416-555-0123');
  });

  it.each(['555-0123', '416-555-01234', '123-456-7890', 'call me'])('refuses %s with the spec message', (value) => {
    expect(firstMessage(canadianPhone.safeParse(value))).toBe(messages.phoneInvalid);
  });
});

describe('dates', () => {
  it('knows real calendar dates of the 1900s and 2000s only', () => {
    expect(isValidIsoDate('1984-02-29')).toBe(true);
    expect(isValidIsoDate('1985-02-29')).toBe(false);
    expect(isValidIsoDate('1899-12-31')).toBe(false);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
  });

  it('refuses a date after today with "Date cannot be in the future"', () => {
    const rule = pastDate('2026-11-22');
    expect(rule.parse('2026-11-22')).toBe('2026-11-22');
    expect(firstMessage(rule.safeParse('2026-11-23'))).toBe(messages.dateInFuture);
    expect(firstMessage(rule.safeParse('11/23/2020'))).toBe(messages.dateInvalid);
  });

  it('takes a date to come from today to the same day a year ahead, and says which way a real date is out', () => {
    const rule = upcomingDate('2026-06-15');
    expect(rule.parse('2026-06-15')).toBe('2026-06-15');
    expect(rule.parse('2027-06-15')).toBe('2027-06-15');
    expect(firstMessage(rule.safeParse('2026-06-14'))).toBe('Choose today or a later date');
    expect(firstMessage(rule.safeParse('2027-06-16'))).toBe('Choose a date within a year');
    for (const refused of ['2099-99-99', '2026-06-31', '06/20/2026', '', undefined, 20260620]) {
      expect(firstMessage(rule.safeParse(refused)), String(refused)).toBe(messages.dateInvalid);
    }
  });

  it('ends "a year ahead" of the 29th of February on the 28th', () => {
    expect(sameDayNextYear('2028-02-29')).toBe('2029-02-28');
    expect(sameDayNextYear('2026-12-31')).toBe('2027-12-31');
    expect(firstMessage(upcomingDate('2028-02-29').safeParse('2029-03-01'))).toBe(messages.dateTooFar);
  });

  it('converts between the form mask MM/DD/YYYY and the wire format', () => {
    expect(usDateToIso('03/15/1980')).toBe('1980-03-15');
    expect(usDateToIso('3/15/1980')).toBeUndefined();
    expect(isoToUsDate('1980-03-15')).toBe('03/15/1980');
  });
});

describe('strong password', () => {
  it('accepts lower, upper, digit and symbol in 8 or more characters', () => {
    expect(strongPassword.safeParse('Demo-pass-2026!').success).toBe(true);
  });

  it('says the length message when short and the strong message when a class is missing', () => {
    expect(firstMessage(strongPassword.safeParse('Ab1!'))).toBe(messages.passwordMinLength);
    expect(firstMessage(strongPassword.safeParse('abcdefg1!'))).toBe(messages.strongPassword);
  });

  it.each(['Abcdef1! x', "Abcdef1!'", 'Abcdef1~x', 'Abcdef1"x', 'Abcdef1`x'])(
    'refuses the excluded characters in %s',
    (value) => {
      expect(firstMessage(strongPassword.safeParse(value))).toBe(messages.strongPassword);
    },
  );

  it.each(['Demo-pass-2026!', 'Ab1!', 'abcdefg1!', 'Abcdef1! x', ''])(
    'is met by %j for the live hint exactly when the rule accepts it',
    (value) => {
      expect(strongPasswordPattern.test(value)).toBe(strongPassword.safeParse(value).success);
    },
  );
});

describe('e-mail', () => {
  it.each([
    '',
    '   ',
    'olivia@',
    'olivia@example',
    'oli via@example.com',
    '@example.com',
    'a,b@example.com',
    '<olivia@example.com>',
    'olivia@exa\u0007mple.com',
  ])('refuses %j both as the rule and as the plain check', (value) => {
    expect(email().safeParse(value).success).toBe(false);
    expect(normalizedEmail(value)).toBeUndefined();
  });

  it('reads an address trimmed and in lower case, the same as the rule and as the plain check', () => {
    expect(email().parse('  Olivia.Chen@Example.COM ')).toBe('olivia.chen@example.com');
    expect(normalizedEmail('  Olivia.Chen@Example.COM ')).toBe('olivia.chen@example.com');
  });

  it('takes an apostrophe and any script, and reads a pasted address without its invisible characters (QA 63b H1)', () => {
    for (const value of ["sean.o'neil@example.com", 'zoë@example.com'])
      expect([email().parse(value), normalizedEmail(value)]).toEqual([value, value]);
    expect(email().parse('zed\u200b.width@example.com\ufeff')).toBe('zed.width@example.com');
    expect(normalizedEmail('zed\u200b.width@example.com')).toBe('zed.width@example.com');
    // Every address the rule takes is a user id an invitee's record can be opened by.
    for (const value of ["sean.o'neil@example.com", 'zoë@example.com', 'p+tag@example.com'])
      expect(userIdSchema.safeParse(value).success).toBe(true);
    expect(userIdSchema.safeParse('a b').success).toBe(false);
  });

  it('says "Email is Required" when empty and "Please, enter a valid email address" otherwise', () => {
    expect(firstMessage(email().safeParse(' '))).toBe(messages.emailRequired);
    expect(firstMessage(email().safeParse('olivia@'))).toBe(messages.emailInvalid);
  });
});

describe('postal or zip code', () => {
  it('reads a leading digit as a US zip and a letter as a Canadian code', () => {
    expect(postalOrZipCode.safeParse('12345').success).toBe(true);
    expect(postalOrZipCode.safeParse('12345-6789').success).toBe(true);
    expect(postalOrZipCode.safeParse('M5V 2T6').success).toBe(true);
    expect(firstMessage(postalOrZipCode.safeParse('1234'))).toBe(messages.invalidZipCode);
    expect(firstMessage(postalOrZipCode.safeParse('Z5V 2T6'))).toBe(messages.invalidPostalCode);
    expect(firstMessage(postalOrZipCode.safeParse(''))).toBe(messages.required);
  });
});

describe('public URLs', () => {
  it('accepts public web addresses with or without a scheme', () => {
    expect(isPublicUrlFormat('https://www.example.com/agent')).toBe(true);
    expect(isPublicUrlFormat('instagram.com/someone')).toBe(true);
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1',
    'http://10.0.0.8',
    'http://192.168.1.1',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'ftp://example.com',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(isPublicUrlFormat(value)).toBe(false);
  });

  it('recognises IPv4-mapped IPv6 private addresses', () => {
    expect(isPrivateAddress('::ffff:10.1.2.3')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });
});

describe('plain text', () => {
  it('keeps line breaks in text of several lines, and refuses other controls', () => {
    expect(isPlainText('New roof.\r\nSee photos.\nThanks')).toBe(true);
    for (const text of ['a\u0000b', 'red \u001b[31m', 'a\rb', 'a\u202Eb']) expect(isPlainText(text), text).toBe(false);
    expect(isPlainLine('25 Acacia Rd')).toBe(true);
    expect(isPlainLine('a\nb')).toBe(false);
  });

  // QA 36 L5: a lone surrogate half (no character at all) was stored as sent, and a PDF or an
  // e-mail would have to print it.
  it('refuses a lone surrogate half, in a line and in text of several lines, and keeps a real emoji', () => {
    for (const text of ['a\ud800b', 'end \udfff', '\udc00\ud83d'])
      expect([isPlainText(text), isPlainLine(text)], JSON.stringify(text)).toEqual([false, false]);
    expect([isPlainText('Nice 🏡'), isPlainLine('Nice 🏡')]).toEqual([true, true]);
  });
});
