import { describe, expect, it } from 'vitest';
import { accountFormSchema } from '@shared/profile-schemas';
import { messages } from '@shared/validation/messages';

const today = '2026-11-22';
const valid = { firstName: 'Olivia', lastName: 'Chen' };

function issueFor(input: unknown, field: string) {
  const result = accountFormSchema(today).safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('the account form (document 1 §5.3)', () => {
  it('fills the contact-method default, and leaves omitted newsletter switches unset so the stored consent stays', () => {
    const parsed = accountFormSchema(today).parse(valid);
    expect(parsed.preferredContactMethod).toBe('email');
    expect(parsed.receiveEmail).toBeUndefined();
    expect(parsed.receiveSoldReport).toBeUndefined();
    expect(accountFormSchema(today).parse({ ...valid, receiveEmail: false })).toMatchObject({ receiveEmail: false });
  });

  it('requires both names with their own messages and a minimum of 2 characters', () => {
    expect(issueFor({ lastName: 'Chen' }, 'firstName')).toBe(messages.firstNameRequired);
    expect(issueFor({ firstName: 'Olivia', lastName: '  ' }, 'lastName')).toBe(messages.lastNameRequired);
    expect(issueFor({ ...valid, firstName: 'O' }, 'firstName')).toBe(messages.nameMinLength);
  });

  it('checks phone, address and dates with the spec messages', () => {
    expect(issueFor({ ...valid, phone: '555' }, 'phone')).toBe(messages.phoneInvalid);
    expect(issueFor({ ...valid, address: '1 Rd' }, 'address')).toBe(messages.addressMinSix);
    expect(issueFor({ ...valid, dob: '2027-01-01' }, 'dob')).toBe(messages.dateInFuture);
    expect(issueFor({ ...valid, purchaseDate: '2021-02-30' }, 'purchaseDate')).toBe(messages.dateInvalid);
  });

  it('treats empty optional fields as not given', () => {
    const parsed = accountFormSchema(today).parse({ ...valid, phone: '', address: null, dob: '' });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.address).toBeUndefined();
    expect(parsed.dob).toBeUndefined();
  });

  it('drops fields outside the form, such as roles, agentId and email', () => {
    const parsed = accountFormSchema(today).parse({ ...valid, roles: ['admin'], agentId: 'x', email: 'a@b.c' });
    expect(parsed).not.toHaveProperty('roles');
    expect(parsed).not.toHaveProperty('agentId');
    expect(parsed).not.toHaveProperty('email');
  });
});
