/**
 * The quick choices of a follow-up's day, in days after today: Today's Follow-up menu and the
 * follow-up date fields (a contact's page, the contact list's bulk bar) offer the same ones
 * (QA 63b L6). Apart from the date field, so Today's menu loads no date mask.
 */
export const followUpLaterChoices = [
  { label: 'Tomorrow', days: 1 },
  { label: 'Next week', days: 7 },
] as const;
