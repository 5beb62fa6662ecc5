/** The body of every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  /** A number the screen acts on, where the spec gives one (document 3 §2.7: 1450, unit required). */
  code?: number;
  /** The first offending field, when the error is about input. */
  field?: string;
  issues?: { field: string; message: string }[];
}
