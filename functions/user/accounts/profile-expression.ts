import type { ProfileSection } from '@shared/profile-sections';
import { accountIndexKeys } from './keys';
import { listChangeStamp } from './list-change';

/**
 * How every edit of a profile item is written (issue 27 "Profile editing written once"): the
 * parts of one DynamoDB update expression, built up by the helpers below, which the edits
 * (profile-edits-repository.ts) and the dashboard's other writes (managed-profile-repository.ts)
 * share. No I/O here.
 */
export interface UpdateParts {
  set: string[];
  remove: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * An edit's start: its time and the profile-wide `version`, one more than it was (internal: the
 * roles' lock; what a form's save is conditional on is its sections' versions, `sectionIsAt`).
 */
export const expression = (now: string): UpdateParts => ({
  set: ['#updatedAt = :now', '#version = if_not_exists(#version, :zero) + :one'],
  remove: [],
  names: { '#updatedAt': 'updatedAt', '#version': 'version' },
  values: { ':now': now, ':zero': 0, ':one': 1 },
});

/**
 * Writes each field, an attribute or a path into a map (`agent.website`, whose map must exist):
 * a value sets it; undefined removes it, when `mayRemove` allows (else it is left as stored).
 * Nothing else is written. Answers the fields set.
 */
export function setFields(
  e: UpdateParts,
  fields: Record<string, unknown>,
  mayRemove: (field: string) => boolean = () => true,
): Set<string> {
  const written = new Set<string>();
  Object.entries(fields).forEach(([path, value], i) => {
    if (value === undefined && !mayRemove(path)) return;
    // A field may be a path into a map ('agent.website'): each part gets its own name.
    const name = path
      .split('.')
      .map((part) => {
        e.names[`#p_${part}`] = part;
        return `#p_${part}`;
      })
      .join('.');
    if (value === undefined) e.remove.push(name);
    else {
      e.set.push(`${name} = :f${i}`);
      e.values[`:f${i}`] = value;
      written.add(path);
    }
  });
  return written;
}

/** The attribute that holds a section's version (profile-sections.ts): `accountVersion`. */
export const sectionVersionAttribute = (section: ProfileSection) => `${section}Version` as const;

/**
 * The condition "this section's version is still `read`" (the version the client read), the one
 * way every write conditional on the sections' versions says so: the dashboard's section
 * (`writeSection`) and the account form (`updateAccount`). A section never edited has no
 * attribute yet: version 0.
 */
export function sectionIsAt(e: UpdateParts, section: ProfileSection, read: number): string {
  const attribute = sectionVersionAttribute(section);
  const name = `#${attribute}`;
  const value = `:${attribute}Read`;
  e.names[name] = attribute;
  e.values[value] = read;
  return read === 0 ? `(attribute_not_exists(${name}) OR ${name} = ${value})` : `${name} = ${value}`;
}

/**
 * Adds one to the versions of the sections a write changes, so that a section form opened
 * before it is refused (409) rather than saved over it. Every write of a section's fields does.
 */
export function bumpSections(
  sections: readonly ProfileSection[],
  set: string[],
  names: Record<string, string>,
  values: Record<string, unknown>,
): void {
  values[':zero'] = 0;
  values[':one'] = 1;
  for (const section of sections) {
    const name = `#${sectionVersionAttribute(section)}`;
    names[name] = sectionVersionAttribute(section);
    set.push(`${name} = if_not_exists(${name}, :zero) + :one`);
  }
}

/**
 * Adds the user list's change stamp (keys.ts `listed`) to an update: every write of a
 * profile must, or the list's read model never sees it (contacts/users-list/README.md).
 */
export function setListed(
  userId: string,
  set: string[],
  names: Record<string, string>,
  values: Record<string, unknown>,
): void {
  const listed = accountIndexKeys.listed('USER', listChangeStamp(), userId);
  set.push('#GSI3PK = :GSI3PK', '#GSI3SK = :GSI3SK');
  names['#GSI3PK'] = 'GSI3PK';
  names['#GSI3SK'] = 'GSI3SK';
  values[':GSI3PK'] = listed.GSI3PK;
  values[':GSI3SK'] = listed.GSI3SK;
}
