/**
 * What the mail slice offers the other slices of the user service: the one module of this
 * folder another slice may import (lint: services/service-boundaries).
 */
export { deleteEmailStatsOf } from './mail-events/email-stats-repository';
export { suggestFollowUpAfterReportOpen } from './mail-events/follow-up-suggestion';
export { mailLedgerRepository } from './mail-ledger-repository';
