/** `GET /contacts/search?q=` (document 3 §3 "Contact search hit"). */
export interface ContactHit {
  PK: string;
  details: { firstName: string; lastName: string; email: string };
}

export interface ContactSearchAnswer {
  hits: ContactHit[];
}
