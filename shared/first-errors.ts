/** An issue of a failed parse as a form reads it: where it is and what it says (zod's issues are such). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The field an issue is about: the first segment of its path, '' for the value as a whole. */
const firstSegment = (path: readonly PropertyKey[]): string => String(path[0] ?? '');

/**
 * The first message of each field of a failed parse, by field name, as the forms show them.
 * `keyOf` names an issue's field where a form shows some deeper than the first segment (a row's).
 */
export function firstErrors(
  issues: readonly FieldIssue[],
  keyOf: (path: readonly PropertyKey[]) => string = firstSegment,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors;
}
