/** The keys of the feedback slice's items in the user table (functions/user/README.md "The user table"). */
export const feedbackKeys = {
  feedback: (id: string) => ({ PK: `FEEDBACK#${id}`, SK: 'FEEDBACK' }),
} as const;
