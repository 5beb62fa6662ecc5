/**
 * User-facing validation messages, verbatim from the spec (document 1 §5, document 2 §5),
 * odd wording included (DECISIONS row 14).
 */
export const messages = {
  required: 'Required',
  minimumThree: 'Minimum of 3 characters.',
  passwordMinLength: 'Passwords must consist of at lease 8 characters.',
  passwordsDoNotMatch: 'Passwords does not match',
  passwordsMustMatch: 'Passwords must match',
  invalidZipCode: 'Invalid zip code',
  invalidPostalCode: 'Invalid postal code',
  alreadyExists: 'Already exists',
  strongPassword:
    'Must have a minimum of 8 characters and contain at least one number, one uppercase and lowercase letter and one special character, please do not use any of this characters ~ ` \' " or whitespace.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameMinLength: 'Name must have at least 2 characters',
  phoneInvalid: 'Please, enter a valid canadian phone number',
  phoneRequired: 'Phone is required',
  addressMinSix: 'Address must have at least 6 characters',
  addressMinTwo: 'Address must have at least 2 characters',
  dateInvalid: 'Please, enter a valid date',
  dateInvalidClientForm: 'Date is invalid',
  dateInFuture: 'Date cannot be in the future',
  datePast: 'Choose today or a later date',
  dateTooFar: 'Choose a date within a year',
  urlInvalid: 'Please, enter a valid url',
  jobDescriptionMinLength: 'Title must have at least 2 characters',
  aboutMeMinLength: 'Title must have at least 20 characters',
  aboutMeMaxLength: 'Bio must have at most 1000 characters',
  testimonialRequired: 'Testimonial is required',
  testimonialMinLength: 'Testimonial must have at least 10 characters',
  /** Document 2 §5, the follow-up form. */
  followUpDateRequired: 'Date is required',
  followUpNoteRequired: 'Note is required',
  followUpNoteMinLength: 'Note must have at least 10 characters',
  /** Document 2 §5 gives the note's limits but no message for its minimum: the follow-up's, as the form's neighbour. */
  noteMinLength: 'Note must have at least 10 characters',
  noteMaxLength: 'Name must have maximum 300 characters',
  /** Document 2 §5 gives only the input's maximum length (100): ours, in the spec's wording. */
  followUpNoteMaxLength: 'Note must have at most 100 characters',
  /**
   * Ours (issue 24 L4), in the spec's wording: a person's name is one line of text, never markup
   * (a line break in a name split the plain-text invitation e-mail); notes and testimonials may
   * have line breaks, no other control character.
   */
  nameCharacters: 'Name must have no line breaks, control characters or angle brackets',
  nameNotLinkOrFormula: 'Name must not be a web address or start with =, +, - or @',
  noteCharacters: 'Note must have no control characters',
  testimonialCharacters: 'Testimonial must have no control characters',
  /** Ours (QA 46b M2), as the name's: an address and an agent's title are one line; a bio may have line breaks. */
  addressCharacters: 'Address must have no line breaks, control characters or angle brackets',
  jobDescriptionCharacters: 'Title must have no line breaks, control characters or angle brackets',
  aboutMeCharacters: 'Bio must have no control characters',
  verificationCodeRequired: 'Verification code is required!',
  emailRequired: 'Email is Required',
  emailInvalid: 'Please, enter a valid email address',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New password is required',
  /** Document 1 §8: the answer to a second waitlist request for one address. */
  waitlistExists: 'The e-mail already exists in the waitlist.',
  /** Ours (QA 66c M1): the waitlist page's answer to an address that has an account, or an invitation. */
  waitlistHasAccount: 'This e-mail address already has an account. Please sign in.',
  waitlistInvited:
    'This e-mail address has been invited: use the link in your invitation e-mail, or ask your agent to send it again.',
  imageType: 'Please choose a JPEG or PNG image.',
  imageTooLarge: 'The image must be 2 MB or smaller.',
  /** Document 3 §5 and §8, the image upload helper's two failures, verbatim. */
  imageReadFailed: 'Fail to read the file',
  imageUploadFailed: 'Error upload the image',
  /** A caller over a rate limit: the API's probes and the user pool's web ACL (DECISIONS row 28). */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** A sign-up refused because the address has no invitation at all. */
  notInvited: 'This e-mail address has not been invited yet.',
  /**
   * A sign-up refused because its invitation token is missing, wrong, expired or used
   * (issue 11, DECISIONS row 33): the e-mail step of the sign-in page shows it.
   */
  invitationInvalid: 'This invitation link is not valid or has expired. Ask your agent to send a new one.',
  /** Ours (QA 66c L5): an invited address typed on the sign-in card, with no link at all. */
  invitationLinkMissing:
    'You have been invited: open the link in your invitation e-mail to create your account. If you cannot find it, ask your agent to send it again.',
  /**
   * An unsubscribe link whose token is forged, altered, expired or not a token at all (DECISIONS
   * row 13). The spec has no string for it: ours, shown by the unsubscribe page and answered by
   * `POST /unsubscribe`.
   */
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid or has expired. You can still stop our e-mails on your account page.',
  /**
   * A tracked e-mail link (`/e/…`) whose click id, path, query or signature is malformed or not
   * ours (document 3 §2.12 has no string: the page never shows it, it goes to `/`).
   */
  emailLinkInvalid: 'This e-mail link is not valid.',
} as const;
