import { useEffect } from 'react';
import { firstErrors } from '@shared/first-errors';
import { torontoDate } from '@shared/format/dates';
import type { ConfirmBody, ValuationBody } from '@shared/home-value/schemas';

/*
 * The details form, the improvements and the agent's confirmation are checked with the shared
 * zod schemas (the server checks the same), which are not part of the valuation pages' first
 * load: zod alone is ~23 KB gzipped. They are fetched as soon as a form shows, so they are there
 * by the first save.
 */
const loadSchemas = () => import('@shared/home-value/schemas');

let loading: ReturnType<typeof loadSchemas> | undefined;

function schemas() {
  loading ??= loadSchemas().catch((error: unknown) => {
    // The next save tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the checks while the form shows. */
export function usePreloadValuationChecks() {
  useEffect(() => {
    schemas().catch(() => undefined);
  }, []);
}

export interface ValuationIssue {
  /** The body's field the message is about. */
  field: PropertyKey | undefined;
  /** Its whole path (`homeImprovements`, 2, `completionDate`). */
  path: PropertyKey[];
  message: string;
}

/**
 * The shared schema's messages for a body (none when it is valid), checked as of today in
 * Toronto, for a home built no earlier than `earliestYearBuilt` when its listings say so.
 */
export async function valuationBodyIssues(body: ValuationBody, earliestYearBuilt?: number): Promise<ValuationIssue[]> {
  const home = earliestYearBuilt === undefined ? {} : { earliestYearBuilt };
  const checked = (await schemas()).valuationBodySchema(torontoDate(new Date()), home).safeParse(body);
  return checked.success
    ? []
    : checked.error.issues.map((issue) => ({ field: issue.path[0], path: issue.path, message: issue.message }));
}

/** What the agent types on the confirmation page. */
export interface ConfirmationInput {
  confirmedValue: number | '';
  notes: string;
  privateNotes: string;
}

/** The shared schema's first message for each field of the confirmation it refuses. */
export type ConfirmationErrors = Partial<Record<keyof ConfirmationInput, string>>;

/** The agent's confirmation as the API takes it, or the messages of the shared schema, by field. */
export async function checkedConfirmation(
  input: ConfirmationInput,
): Promise<{ body: ConfirmBody } | { errors: ConfirmationErrors }> {
  const checked = (await schemas()).confirmBodySchema.safeParse(input);
  if (checked.success) return { body: checked.data };
  return { errors: firstErrors(checked.error.issues) };
}
