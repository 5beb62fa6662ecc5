/** The body of every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  /** The first offending field, when the error is about input. */
  field?: string;
  issues?: { field: string; message: string }[];
}
