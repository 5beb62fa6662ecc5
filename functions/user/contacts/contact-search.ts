import { searchText } from '@shared/search-text';
import type { ContactHit, ContactSearchAnswer } from '@shared/home-value/contact-search';
import type { Caller } from '../../lib/auth/caller';
import { agentOfContact, type ProfileRecord } from '../accounts/published';
import { allProfiles, contactProfilesOf } from './contacts-repository';

/** The Find Contact dialog shows a short list: the best matches by name. */
const maxHits = 20;

/**
 * `GET /contacts/search?q=` (document 3 §2.7 "Find Contact"): the agent's own contacts, an
 * admin's every user (DECISIONS row 9), whose first name, last name, full name or e-mail
 * address contains the text; archived users are left out (they cannot be assigned anything).
 */
export async function searchContacts(caller: Caller, q: string): Promise<ContactSearchAnswer> {
  const admin = caller.roles.includes('admin');
  // The agent index may still hold a staff user linked before DECISIONS row 45: nobody's contact.
  const profiles = admin
    ? await allProfiles()
    : (await contactProfilesOf(caller.sub)).filter((profile) => agentOfContact(profile) === caller.sub);
  const text = searchText(q);
  const hits = profiles
    .filter((profile) => profile.status !== 'archived' && profile.id !== caller.sub)
    .filter((profile) => haystack(profile).includes(text))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`))
    .slice(0, maxHits)
    .map((profile): ContactHit => ({
      PK: `U#${profile.id}`,
      details: { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', email: profile.email },
    }));
  return { hits };
}

/** Names and e-mail as `searchText` writes them: "obrien" and "O’Brien" find O'Brien, "belanger" Bélanger. */
const haystack = (profile: ProfileRecord) =>
  searchText(`${profile.firstName ?? ''} ${profile.lastName ?? ''}\n${profile.email}`);
