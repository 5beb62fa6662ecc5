import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { roles } from '@shared/roles';

/**
 * `DATA_DIR/local.json`: where everything of a running local stack is, written only once the
 * site answers and the seed is complete (DESIGN "Local conventions"). Tests and tools read it
 * with this schema; it stays after a stop, and `pid` says whether its stack is still alive.
 */
export const localInfoSchema = z.object({
  siteUrl: z.string(),
  apiUrl: z.string(),
  gatewayUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  cognitoEndpoint: z.string(),
  cognitoIssuer: z.string(),
  s3Endpoint: z.string(),
  dynamodbEndpoint: z.string(),
  sesEndpoint: z.string(),
  /** The page that lists every message the stack "sent". */
  mailEndpoint: z.string(),
  tables: z.record(z.string(), z.string()),
  buckets: z.object({ photos: z.string(), uploads: z.string() }),
  now: z.string().optional(),
  seedSize: z.number().optional(),
  staticWeb: z.boolean(),
  pid: z.number(),
  readyAt: z.string(),
  readyInMs: z.number(),
  demoAccounts: z.array(
    z.object({
      email: z.string(),
      password: z.string(),
      role: z.enum(roles),
      name: z.string(),
      sub: z.string(),
      agent: z.string().optional(),
    }),
  ),
  invitedEmails: z.array(z.string()),
  /**
   * The open demo invitations and their links (`/sign-in?e=…&i=…`), renewed on every start:
   * only the last start's links work. Absent from a local.json written before they existed.
   */
  invitations: z
    .array(
      z.object({
        email: z.string(),
        name: z.string(),
        role: z.enum(roles),
        agent: z.string().optional(),
        link: z.string(),
      }),
    )
    .default([]),
  waitlistEmails: z.array(z.string()),
});
export type LocalInfo = z.infer<typeof localInfoSchema>;

export const localInfoFile = (dataDir: string) => join(dataDir, 'local.json');

/** Written whole or not at all: a reader never sees half a file. */
export function writeLocalInfo(dataDir: string, info: LocalInfo): void {
  const file = localInfoFile(dataDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export function readLocalInfo(dataDir: string): LocalInfo | undefined {
  const file = localInfoFile(dataDir);
  if (!existsSync(file)) return undefined;
  const parsed = localInfoSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}
