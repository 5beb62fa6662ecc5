/**
 * The user service's jobs' entries, for their Lambdas under functions/jobs/ (the service
 * boundary lint lets jobs import this module as they import `published.ts`). Apart from
 * `published.ts` because every other service imports that one: the bundlers cannot drop a
 * job's code (and its CSV and phone libraries) from a bundle that merely re-exports it, so the
 * property and home-value Lambdas would carry it.
 */

/**
 * The delete job (functions/jobs/user-deletion/): one user's deletion, as `DELETE /users/{id}`
 * starts it, and the scheduled sweep that resumes every unfinished one (README.md "Deleting a user").
 */
export { runDeletion as runUserDeletion, sweepDeletions as sweepUserDeletions } from './deletion/deletion-job';
/** The deletion as a planner that queues every unfinished deletion, and the queue's worker (README.md). */
export {
  deletionWorker as userDeletionWorker,
  planDeletions as planUserDeletions,
  queueDeletion as queueUserDeletion,
} from './deletion/deletion-queue';

/**
 * The contact-import job (functions/jobs/contact-import/): one import, as its start call starts
 * it, and the hourly sweep that resumes every import still under way (README.md "Contact imports").
 */
export { runImport as runContactImport } from './invitations/contact-import/import-job';
export {
  importWorker as contactImportWorker,
  queueImport as queueContactImport,
} from './invitations/contact-import/import-queue';
export { sweepImports as sweepContactImports } from './invitations/contact-import/imports';

/**
 * The monthly newsletter job (functions/jobs/newsletter/): the closed month's sold-report
 * e-mail to every subscribed user, at most once each (newsletter/README.md).
 */
export { runNewsletter } from './mail/newsletter/newsletter-job';
/** The newsletter as a planner that queues its recipients and the queue's worker (newsletter/README.md). */
export { planNewsletter } from './mail/newsletter/newsletter-plan';
export { newsletterWorker } from './mail/newsletter/newsletter-worker';
