import { contactQueryTooShort } from './contact-search';

/** The home-value service's messages, to the user and in its 400s (document 3 §5, §8; issue 25). */
export const homeValueMessages = {
  unitRequired: 'Unit number is required',
  cannotValue: 'We cannot value this address yet: there are not enough recent sales nearby.',
  typeRequired: 'Choose a property type.',
  bedroomRequired: 'Choose at least one bedroom.',
  bedroomInvalid: 'Enter a whole number of bedrooms from 1 to 20.',
  countInvalid: 'Enter a whole number from 0 to 20.',
  footageRequired: 'Enter the interior size in square feet.',
  footageInvalid: 'Enter the interior size as a number of square feet, or a range such as 1000-1199.',
  footageRange: 'Min. sqft should not be greater than Max. sqft',
  footageOutOfRange: 'Enter an interior size from 100 to 100,000 square feet.',
  lotInvalid: 'Enter the lot size in feet.',
  lotOutOfRange: 'Enter a lot front and depth from 5 to 10,000 feet.',
  locationRequired: 'Choose an address from the list.',
  addressRequired: 'The address is required.',
  unitInvalid: 'The unit is not valid.',
  /** A unit given for an address none of whose listings had one (a house: QA 39 M1). */
  noUnitsHere: 'This address has no units: leave Unit empty.',
  purchasePriceInvalid: 'Enter the purchase price as a number.',
  purchasePriceRange: 'Enter a purchase price from $10,000 to $1,000,000,000.',
  purchaseDateRequired: 'Enter the purchase date too: the price is carried to today from that day.',
  purchasePriceRequired: 'Enter the purchase price too, or clear the date: a date alone is not used.',
  improvementInvalid: 'Each improvement needs an area, a cost and a completion date.',
  improvementIdInvalid: 'Each improvement needs an id (randomId) of at most 64 characters.',
  improvementAreaInvalid: 'Name what was improved, such as Kitchen (at most 100 characters).',
  improvementCostInvalid: 'Enter a cost from $0 to $100,000,000.',
  improvementDateInvalid: 'Enter a completion date that exists, such as 06/15/2025.',
  tooManyImprovements: 'At most 50 improvements.',
  confirmedValueInvalid: 'Enter the confirmed value as a number.',
  confirmedValueRange: 'Enter a confirmed value from $10,000 to $100,000,000.',
  improvementInFuture: 'The completion date cannot be in the future.',
  improvementBeforeBuilt: 'The completion date is before the home was built.',
  notesTooLong: 'Notes must have at most 2000 characters.',
  notesCharacters: 'Notes may have line breaks but no other control characters.',
  notesNotText: 'Notes must be text.',
  receiveUpdatesInvalid: 'Choose weekly, monthly, yearly or none.',
  queryRequired: 'Type an address.',
  queryTooLong: 'An address has at most 100 characters.',
  contactQueryTooShort,
  secretInvalid: 'The claim secret is not valid.',
  tokenInvalid: 'The share link is not valid.',
  idInvalid: 'The valuation id is not valid.',
  cursorInvalid: 'The page cursor is not valid.',
  chartRangeInvalid: 'Give from and to as timestamps in milliseconds, from before to.',
  createFailed: 'Error happened when creating your home valuation.',
  updated: 'Valuation successfully updated.',
  updateFailed: 'Valuation update failed.',
  /** A save from a form opened before the details changed on another screen or by the agent (409; QA 36 L11). */
  factsStampInvalid: 'factsStamp is the factsStamp of the valuation the form was opened on.',
  detailsChangedElsewhere:
    'These details were changed elsewhere since you opened them, so nothing was saved. Close this form to see them, then make your change again.',
  /** A confirmation from a page opened before the owner changed the home's facts (409; QA 48b H1). */
  factsChangedBeforeConfirm:
    "The owner changed the home's details since you opened this page, so nothing was confirmed. Reload the page to see them, then confirm again.",
  /** A confirmation from a page opened before someone else confirmed (409; QA 48b H1). */
  confirmedElsewhere:
    'This valuation was confirmed by someone else since you opened this page, so nothing was saved. Reload the page to see their value and notes.',
  previousConfirmedAtInvalid:
    'previousConfirmedAt is the confirmedAt of the valuation the page was opened on, or null.',
  thanks: 'Thanks! Your request has been sent. A member of the team will contact you shortly.',
} as const;
