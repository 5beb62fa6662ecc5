import { isAbsolute, resolve } from 'node:path';
import * as z from 'zod';

/**
 * The controls of the local stack (README.md here lists them), parsed once from the
 * environment so a typo fails at start-up with the variable's name, not later in a handler.
 */
const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

const flagOn = z
  .enum(['1', '0', 'true', 'false', ''])
  .default('1')
  .transform((value) => value !== '0' && value !== 'false');

const localEnvSchema = z.object({
  /** The injected clock: handlers and jobs read "today" from it. */
  NOW: z.iso.datetime({ offset: true }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_PORT: port(5173),
  API_PORT: port(3001),
  DYNAMODB_PORT: port(8000),
  S3_PORT: port(4569),
  COGNITO_PORT: port(9229),
  SES_PORT: port(8005),
  /** How many listings the data seed generates (the full set when unset). */
  SEED_SIZE: z.coerce.number().int().positive().optional(),
  /** Serve the built front end (web/dist) instead of the Vite dev server: browser tests. */
  STATIC_WEB: flag,
  /** The external report the admin's 'Google Analytics' button opens; no button when unset. */
  GOOGLE_ANALYTICS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where annual reports' print requests go (the captured mail shows them); the CDK context's default otherwise. */
  PRINT_DESK_EMAIL: z.email().optional(),
  /** The demo's day on a data folder's first start (README.md "A demo that is alive"); `0` leaves it out. */
  DEMO: flagOn,
});

/** A start-up failure the user can fix (a taken port, a bad setting): shown without a stack trace. */
export class LocalStackError extends Error {}

export const portNames = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  cognito: 'COGNITO_PORT',
  ses: 'SES_PORT',
} as const;
export type PortName = keyof typeof portNames;

export interface LocalConfig {
  now?: string;
  /** Absolute path of the data folder. */
  dataDir: string;
  ports: Record<PortName, number>;
  seedSize?: number;
  staticWeb: boolean;
  /** The built front end served with `staticWeb` (default `web/dist` of the project). */
  webDist?: string;
  region: string;
  googleAnalyticsUrl?: string;
  printDeskEmail?: string;
  /** Make the demo's day on the data folder's first start (demo/make-demo.ts): `npm start` yes, the browser tests no. */
  demo?: boolean;
}

/** Reads the controls; relative paths are taken from `root` (the project folder). */
export function parseLocalConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): LocalConfig {
  const parsed = localEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new LocalStackError(`Invalid local stack settings:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    ...(e.NOW && { now: e.NOW }),
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(root, e.DATA_DIR),
    ports: {
      web: e.WEB_PORT,
      api: e.API_PORT,
      dynamodb: e.DYNAMODB_PORT,
      s3: e.S3_PORT,
      cognito: e.COGNITO_PORT,
      ses: e.SES_PORT,
    },
    ...(e.SEED_SIZE && { seedSize: e.SEED_SIZE }),
    staticWeb: e.STATIC_WEB,
    ...(e.GOOGLE_ANALYTICS_URL && { googleAnalyticsUrl: e.GOOGLE_ANALYTICS_URL }),
    ...(e.PRINT_DESK_EMAIL && { printDeskEmail: e.PRINT_DESK_EMAIL }),
    region: 'ca-central-1',
    demo: e.DEMO,
  };
}
