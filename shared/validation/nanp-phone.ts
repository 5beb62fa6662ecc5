import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import metadata from './nanp-phone-metadata.json';

/*
 * libphonenumber-js with the metadata of calling code 1 only (Canada, the US and the other
 * North American Numbering Plan regions): every phone the product accepts is one of those
 * (DECISIONS row 30), and the whole world's metadata is ~77 KB of every bundle that checks a
 * phone (the user Lambda's among them, which the X-Ray SDK brought near its 500 KB).
 * `nanp-phone-metadata.json` is libphonenumber-js's `metadata.min.json` cut to calling code 1;
 * test/shared/nanp-phone.test.ts fails when an upgrade of the library changes it.
 */
const nanp = metadata as unknown as MetadataJson;

export const isValidNanpPhone = (text: string, country: CountryCode): boolean =>
  isValidPhoneNumber(text, country, nanp);

export const parseNanpPhone = (text: string, country: CountryCode): PhoneNumber | undefined =>
  parsePhoneNumberFromString(text, country, nanp);
