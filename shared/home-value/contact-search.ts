/** Its refusal (document 3 §2.7: contact search starts after more than 1 character). */
export const contactQueryTooShort = 'Type at least 2 characters.';

/** `GET /contacts/search?q=` (document 3 §3 "Contact search hit"). */
export interface ContactHit {
  PK: string;
  details: { firstName: string; lastName: string; email: string };
}

export interface ContactSearchAnswer {
  hits: ContactHit[];
}
