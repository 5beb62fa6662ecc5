import { createJobHandler, type JobRunner } from '../../../../jobs/job';
import { runFollowUpAuthors } from '../../follow-up-authors-repository';

/** The one-off move of follow-ups to their authors (functions/user/notes-follow-ups/follow-up-authors-repository.ts). */
export const run: JobRunner = async (context) => ({ ...(await runFollowUpAuthors(context)) });
export const handler = createJobHandler('follow-up-authors', run);
