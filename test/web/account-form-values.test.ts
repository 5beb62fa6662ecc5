import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@shared/profile';
import { messages } from '@shared/validation/messages';
import {
  accountFormValues,
  profileForm,
  validateAccountForm,
} from '../../web/src/features/profile/account-form-values';

const today = '2026-11-22';
const profile: UserProfile = {
  id: 'u1',
  email: 'olivia@example.com',
  firstName: 'Olivia',
  lastName: 'Chen',
  phone: '416-555-0199',
  dob: '1988-04-12',
  ownershipStats: 'owner',
  purchaseDate: '2015-06-01',
  preferredContactMethod: 'SMS',
  receiveEmail: false,
  receiveSoldReport: true,
  sectionVersions: { account: 7, homeOwnership: 3, subscriptions: 2, agent: 0, testimonials: 0 },
};

describe('the account form values', () => {
  it('shows the stored date of birth in the MM/DD/YYYY mask', () => {
    expect(accountFormValues(profile)).toEqual({
      firstName: 'Olivia',
      lastName: 'Chen',
      phone: '416-555-0199',
      address: '',
      dob: '04/12/1988',
    });
  });

  it('sends the date as ISO and keeps the fields the form does not show', () => {
    const result = validateAccountForm({ ...accountFormValues(profile), dob: '05/01/1990' }, profile, today);
    expect(result).toEqual({
      success: true,
      data: expect.objectContaining({
        firstName: 'Olivia',
        dob: '1990-05-01',
        ownershipStats: 'owner',
        purchaseDate: '2015-06-01',
        preferredContactMethod: 'SMS',
        sectionVersions: profile.sectionVersions,
      }),
    });
  });

  it('leaves the newsletter switches out of a save that does not change them', () => {
    const body = profileForm(profile, { lastName: 'Chen-Park' });
    expect(body).toMatchObject({ lastName: 'Chen-Park', sectionVersions: profile.sectionVersions });
    expect(body).not.toHaveProperty('receiveEmail');
    expect(body).not.toHaveProperty('receiveSoldReport');
  });

  it('sends a newsletter switch only when the save changes it', () => {
    const body = profileForm(profile, { receiveSoldReport: false });
    expect(body).toMatchObject({ receiveSoldReport: false });
    expect(body).not.toHaveProperty('receiveEmail');
  });

  it('reports the spec messages by field', () => {
    const result = validateAccountForm(
      { firstName: '', lastName: 'C', phone: '123', address: 'abc', dob: '13/45/2000' },
      profile,
      today,
    );
    expect(result).toMatchObject({
      success: false,
      errors: {
        firstName: messages.firstNameRequired,
        lastName: messages.nameMinLength,
        phone: messages.phoneInvalid,
        address: messages.addressMinSix,
        dob: messages.dateInvalid,
      },
    });
  });

  it('refuses a date of birth in the future and one that does not fit the mask', () => {
    const future = validateAccountForm({ ...accountFormValues(profile), dob: '01/01/2027' }, profile, today);
    expect(future).toMatchObject({ success: false, errors: { dob: messages.dateInFuture } });
    const garbled = validateAccountForm({ ...accountFormValues(profile), dob: 'April 1st' }, profile, today);
    expect(garbled).toMatchObject({ success: false, errors: { dob: messages.dateInvalid } });
  });

  it('lets optional fields be empty', () => {
    const result = validateAccountForm(
      { firstName: 'Olivia', lastName: 'Chen', phone: '', address: '', dob: '' },
      profile,
      today,
    );
    expect(result.success).toBe(true);
  });
});
