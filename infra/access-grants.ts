import type { TableKey } from '../functions/lib/tables';
import type { Grant, ServiceDefinition } from '../functions/services';
import type { MailSending } from './constructs/mail-sending';
import type { ServiceFunction } from './constructs/service-function';
import type { StatefulResources } from './stateful-stack';

/** What a service or job row asks for: its tables, buckets and whether it sends mail. */
export type AccessNeeds = Pick<ServiceDefinition, 'tables' | 'buckets' | 'sendsMail'>;

/** Exactly the table, bucket and mail rights a service or job row asks for. */
export function grantAccess(fn: ServiceFunction, needs: AccessNeeds, data: StatefulResources, mail: MailSending): void {
  for (const [table, grant] of Object.entries(needs.tables) as [TableKey, Grant][]) {
    fn.grantTable(data.tables[table], grant);
  }
  if (needs.buckets.photos) fn.grantBucket(data.photosBucket, needs.buckets.photos);
  if (needs.buckets.uploads) fn.grantBucket(data.uploadsBucket, needs.buckets.uploads);
  if (needs.sendsMail) mail.grantSend(fn.role);
}
